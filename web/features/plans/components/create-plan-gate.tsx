import { Crown, Lock } from 'lucide-react';
import { useId } from 'react';
import { TIER_RULES } from '@contract/membership-rules.ts';
import type { Allowance } from '@contract/membership.ts';
import { Button } from '@/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { Link } from '@/lib/router.tsx';
import { formatLongDate } from '../plan-format.ts';

export type CreateGate = 'open' | 'upgrade' | 'limit';

/** Free readers cannot create plans; others can until the month's allowance is used. */
export function createGate(allowance: Allowance): CreateGate {
  if (allowance.monthlyLimit <= 0) return 'upgrade';
  if (!allowance.canCreateCustom) return 'limit';
  return 'open';
}

export interface GatedCreateButtonProps {
  allowance: Allowance;
  /** The dialog's form, which the button submits when creating is allowed. */
  form: string;
  pending: boolean;
}

/**
 * The dialog's Create Plan button (Create Plan dialog, issue 16 item 1). Every reader can
 * open the dialog and see what a plan offers; a reader who cannot create one meets the reason
 * here, as a popover on this button: 'Upgrade Required' for free readers, 'Monthly Limit
 * Reached' at the month's limit. For a premium reader at the limit the button is disabled;
 * it stays focusable (aria-disabled) so the popover can still say why.
 */
export function GatedCreateButton({ allowance, form, pending }: GatedCreateButtonProps) {
  const titleId = useId();
  const gate = createGate(allowance);

  if (gate === 'open') {
    return (
      <Button type="submit" form={form} loading={pending}>
        Create Plan
      </Button>
    );
  }

  const disabled = gate === 'limit' && allowance.tier === 'premium';
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          type="button"
          aria-disabled={disabled || undefined}
          // Disabled for creating, not for asking why: the popover still opens.
          className="aria-disabled:pointer-events-auto"
        >
          <Lock aria-hidden />
          Create Plan
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} align="end" className="w-84">
        {gate === 'upgrade' ? (
          <UpgradeRequired titleId={titleId} />
        ) : (
          <MonthlyLimitReached titleId={titleId} allowance={allowance} />
        )}
      </PopoverContent>
    </Popover>
  );
}

function UpgradeRequired({ titleId }: { titleId: string }) {
  return (
    <div className="grid gap-3">
      <h2 id={titleId} className="font-serif text-lg font-semibold">
        Upgrade Required
      </h2>
      <p className="text-sm leading-relaxed text-muted-foreground">
        Custom plans come with Basic ({TIER_RULES.basic.customPlansPerMonth} plan a month) and
        Premium ({TIER_RULES.premium.customPlansPerMonth} plans a month). Until then, every plan on
        the Plans page is yours to use.
      </p>
      <Button asChild size="sm" className="justify-self-start">
        <Link to="/subscription">
          <Crown aria-hidden />
          View Memberships
        </Link>
      </Button>
    </div>
  );
}

function MonthlyLimitReached({ titleId, allowance }: { titleId: string; allowance: Allowance }) {
  const reset = formatLongDate(allowance.nextResetDate);
  const plural = allowance.monthlyLimit === 1 ? 'plan' : 'plans';
  return (
    <div className="grid gap-3">
      <h2 id={titleId} className="font-serif text-lg font-semibold">
        Monthly Limit Reached
      </h2>
      <p className="text-sm leading-relaxed text-muted-foreground">
        You have created {allowance.plansCreatedThisMonth} of {allowance.monthlyLimit} custom{' '}
        {plural} this month{reset ? `; your allowance resets on ${reset}` : ''}.
      </p>
      {allowance.tier === 'premium' ? (
        <p className="text-sm font-medium">You have the highest tier. Limit resets next month.</p>
      ) : (
        <Button asChild size="sm" className="justify-self-start">
          <Link to="/subscription">
            <Crown aria-hidden />
            Upgrade to Premium ({TIER_RULES.premium.customPlansPerMonth} plans/month)
          </Link>
        </Button>
      )}
    </div>
  );
}
