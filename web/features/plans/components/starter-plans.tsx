import { ChevronRight, Compass, Play } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { STARTER_PLANS } from '@contract/plans-rules.ts';
import type { PublicPlan } from '@contract/plans.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Link } from '@/lib/router.tsx';
import { usePlans } from '../api/get-plans.ts';
import { usePlanActivation } from '../hooks/use-plan-activation.ts';
import { clearPlanStartFocus, markPlanStartFocus } from '../plan-start-focus.ts';
import { PLAN_KIND_LABELS, PLAN_TYPE_LABELS } from '../plan-format.ts';

export interface StarterPlansProps {
  /** Shown instead when there is nothing to offer (no featured or curated plan exists). */
  fallback: ReactNode;
}

/**
 * Today for a reader who follows no plan (issue 16, item 11): the spec's 'No Active Reading Plan /
 * Choose a plan to get started' with two or three starter plans (featured by admins first, then
 * curated) that start with one click, so a first visit is never an almost empty page. Browse
 * Plans stays, as the quieter way to see everything.
 */
export function StarterPlans({ fallback }: StarterPlansProps) {
  const plans = usePlans();
  const activation = usePlanActivation('activate');
  const starters = (plans.data?.featured ?? []).slice(0, STARTER_PLANS);
  if (starters.length === 0) return fallback;

  return (
    <Card role="region" aria-labelledby="no-plan-title" className="gap-5 px-5 md:px-6">
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-gold">
          <Compass aria-hidden className="size-5.5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="no-plan-title" className="font-serif text-xl font-semibold tracking-tight">
            No Active Reading Plan
          </h2>
          <p className="mt-1 text-muted-foreground">Choose a plan to get started</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/plans">
            Browse Plans
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      </div>
      <ul aria-label="Starter plans" className="grid gap-3 md:grid-cols-3">
        {starters.map((plan) => (
          <li key={plan.id} className="flex">
            <StarterPlan
              plan={plan}
              onStart={() => {
                // The active-plan card that replaces this one takes focus (a keyboard reader's place).
                markPlanStartFocus();
                activation.activate(plan.id, {
                  currentPlanId: null,
                  onFailed: clearPlanStartFocus,
                });
              }}
              starting={activation.pendingPlanId === plan.id}
              disabled={activation.isPending}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function StarterPlan({
  plan,
  onStart,
  starting,
  disabled,
}: {
  plan: PublicPlan;
  onStart: () => void;
  starting: boolean;
  disabled: boolean;
}) {
  const titleId = useId();
  const unit = plan.planType === 'session' ? 'sessions' : 'days';
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-xl border bg-background/60 p-4"
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant="secondary">{PLAN_KIND_LABELS[plan.type]}</Badge>
        {plan.planType === 'session' && <Badge variant="outline">{PLAN_TYPE_LABELS.session}</Badge>}
      </div>
      <h3
        id={titleId}
        className="mt-2.5 font-serif text-base leading-snug font-semibold break-words"
      >
        {plan.title}
      </h3>
      <p className="mt-1 line-clamp-3 text-sm leading-relaxed text-muted-foreground">
        {plan.description}
      </p>
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        <span className="text-xs text-muted-foreground">
          {plan.sessionCount} {unit}
        </span>
        <Button
          size="sm"
          onClick={onStart}
          loading={starting}
          disabled={disabled}
          aria-describedby={titleId}
        >
          {!starting && <Play aria-hidden className="size-3.5" />}
          Start
        </Button>
      </div>
    </article>
  );
}
