import { ArrowRight, CalendarRange } from 'lucide-react';
import { Link } from '@/lib/router.tsx';
import type { UserPlan } from '@contract/plans.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PLAN_KIND_LABELS, PLAN_TYPE_LABELS, scheduleDays } from '../plan-format.ts';

/** The Active Plan card of /plans: the plan Today follows and where the reader is in it. */
export function CurrentPlanCard({ plan }: { plan: UserPlan }) {
  const total = scheduleDays(plan.totalWeeks);
  const percent = total > 0 ? Math.min(100, Math.round((plan.currentDay / total) * 100)) : 0;
  return (
    <section
      aria-labelledby="current-plan-heading"
      className="relative isolate overflow-hidden rounded-2xl border bg-card p-5 shadow-lifted md:p-7"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-[radial-gradient(closest-side,var(--glow),transparent)]"
      />
      <h2
        id="current-plan-heading"
        className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-gold uppercase"
      >
        <CalendarRange aria-hidden className="size-4" />
        Active Plan
      </h2>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">{PLAN_KIND_LABELS[plan.type]}</Badge>
            <Badge variant="outline">{PLAN_TYPE_LABELS[plan.planType]}</Badge>
          </div>
          <p className="mt-3 font-serif text-2xl leading-tight font-semibold tracking-tight break-words md:text-3xl">
            {plan.title}
          </p>
          <p className="mt-2 max-w-2xl leading-relaxed text-muted-foreground">{plan.description}</p>
          <div className="mt-5 max-w-md">
            <p className="text-sm font-semibold">
              Day {plan.currentDay} of {total}
            </p>
            <div
              role="progressbar"
              aria-label={`Progress through ${plan.title}`}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={plan.currentDay}
              aria-valuetext={`Day ${plan.currentDay} of ${total}`}
              className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-lamp" style={{ width: `${percent}%` }} />
            </div>
          </div>
        </div>
        <Button asChild size="lg" className="justify-self-start">
          <Link to="/">
            Continue Reading
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
