import { Check, Crown, Library, Sprout, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { TIER_RULES } from '@contract/membership-rules.ts';
import type { Tier } from '@contract/membership.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/utils.ts';
import { priceParts } from '../lib/subscription-status.ts';

const TIER_LOOK: Record<Tier, { icon: LucideIcon; tagline: string; tile: string }> = {
  free: {
    icon: Sprout,
    tagline: 'A daily reading, its insight and your journal.',
    tile: 'bg-accent text-gold',
  },
  basic: {
    icon: Library,
    tagline: 'Your notebook and more plans, for a steady habit.',
    tile: 'bg-secondary text-secondary-foreground',
  },
  premium: {
    icon: Crown,
    tagline: 'Every tool and the most plans, for deeper study.',
    tile: 'bg-lamp text-lamp-foreground',
  },
};

/** The tier's icon in its coloured tile (also used by the payment and manage cards). */
export function TierIcon({ tier, className }: { tier: Tier; className?: string }) {
  const { icon: Icon, tile } = TIER_LOOK[tier];
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-xl ring-1 ring-border/60',
        tile,
        className,
      )}
    >
      <Icon aria-hidden className="size-5" strokeWidth={1.9} />
    </span>
  );
}

export interface TierCardProps {
  tier: Tier;
  current: boolean;
  /**
   * The card's call to action. Receives the id of the note below it, so a button can point at the note
   * with aria-describedby.
   */
  action: (noteId: string) => ReactNode;
  /** One short line under the action (why a tier is unavailable, what happens next…). */
  note: ReactNode;
}

/** One membership tier: name, price, features from TIER_RULES, and what the reader can do with it. */
export function TierCard({ tier, current, action, note }: TierCardProps) {
  const rules = TIER_RULES[tier];
  const look = TIER_LOOK[tier];
  const { amount, period } = priceParts(rules.priceGbp);
  const id = useId();
  const nameId = `${id}-name`;
  const noteId = `${id}-note`;
  const premium = tier === 'premium';

  return (
    <section
      aria-labelledby={nameId}
      data-tier={tier}
      data-current={current || undefined}
      className={cn(
        'relative isolate flex flex-col overflow-hidden rounded-2xl border bg-card p-6 shadow-soft md:p-7',
        premium && 'border-lamp/70 shadow-lifted ring-1 ring-lamp/35',
        current && !premium && 'border-primary/40 ring-1 ring-primary/25',
      )}
    >
      {premium && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-48 bg-[radial-gradient(120%_100%_at_50%_0%,var(--glow),transparent_70%)]"
        />
      )}
      <div className="flex min-h-7 items-start justify-between gap-3">
        <TierIcon tier={tier} />
        {current && (
          <Badge variant={premium ? 'gold' : 'secondary'} className="h-7 px-3">
            <Check aria-hidden />
            Current Plan
          </Badge>
        )}
      </div>

      <h2 id={nameId} className="mt-5 font-serif text-2xl font-semibold tracking-tight">
        {rules.label}
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{look.tagline}</p>

      <p className="mt-5 flex h-11 items-baseline gap-1">
        <span className="font-serif text-[2.75rem] leading-none font-semibold tracking-tight">
          {amount}
        </span>
        {period && <span className="text-base text-muted-foreground">{period}</span>}
      </p>

      <ul
        aria-label={`${rules.label} features`}
        className="mt-6 flex flex-col gap-3 border-t pt-6 text-[0.9375rem]"
      >
        {rules.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <span
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
                premium ? 'bg-lamp/25 text-gold' : 'bg-secondary text-secondary-foreground',
              )}
            >
              <Check aria-hidden className="size-3.5" strokeWidth={2.5} />
            </span>
            <span className="leading-snug">{feature}</span>
          </li>
        ))}
      </ul>

      <div className="mt-auto flex flex-col gap-2.5 pt-8">
        {action(noteId)}
        <p id={noteId} className="min-h-5 text-center text-[0.8125rem] text-muted-foreground">
          {note}
        </p>
      </div>
    </section>
  );
}

/** The action slot of the reader's own tier (or of Free for a paying member): a quiet statement, not a button. */
export function TierCardStatement({ children }: { children: ReactNode }) {
  return (
    <p className="flex h-11 items-center justify-center gap-2 rounded-lg border border-dashed bg-muted/50 px-4 text-sm font-medium text-muted-foreground md:h-10">
      {children}
    </p>
  );
}
