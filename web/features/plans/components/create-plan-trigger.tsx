import { Crown, Lock, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from '@/lib/router.tsx';
import { TIER_RULES } from '@contract/membership-rules.ts';
import type { Allowance } from '@contract/membership.ts';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { formatLongDate } from '../plan-format.ts';

export type CreateGate = 'open' | 'upgrade' | 'limit';

/** Free readers cannot create plans; others can until the month's allowance is used (spec §2, §6). */
export function createGate(allowance: Allowance): CreateGate {
  if (allowance.monthlyLimit <= 0) return 'upgrade';
  if (!allowance.canCreateCustom) return 'limit';
  return 'open';
}

export interface CreatePlanTriggerProps {
  allowance: Allowance;
  /** False until the allowance has loaded: the button waits, disabled. */
  ready: boolean;
  onCreate: () => void;
  children: ReactNode;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * 'Create Plan': opens the dialog, or, for free readers and readers at their monthly limit, a
 * popover that says why not and what would allow it (spec §2 Create Plan dialog).
 */
export function CreatePlanTrigger({
  allowance,
  ready,
  onCreate,
  children,
  size,
  variant,
  className,
}: CreatePlanTriggerProps) {
  const titleId = useId();
  const gate = createGate(allowance);

  if (!ready || gate === 'open') {
    return (
      <Button
        size={size}
        variant={variant}
        className={className}
        onClick={onCreate}
        disabled={!ready}
      >
        <Plus aria-hidden />
        {children}
      </Button>
    );
  }

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button size={size} variant={variant} className={className}>
          <Lock aria-hidden />
          {children}
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
        this page is yours to use.
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
