import { ArrowRightLeft, ChevronDown, Play } from 'lucide-react';
import { useId, useState } from 'react';
import type { UserPlan } from '@contract/plans.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { PLAN_KIND_LABELS, PLAN_TYPE_LABELS, formatWeeks, scheduleDays } from '../plan-format.ts';
import { GoToDay } from './go-to-day.tsx';
import { PlanSchedule } from './plan-schedule.tsx';

export interface UserPlanCardProps {
  plan: UserPlan;
  /** True for the plan Today follows. */
  isToday: boolean;
  onActivate: () => void;
  activating: boolean;
  /** Another activation is running: hold this one. */
  disabled: boolean;
  /** At the tier's active limit, activating pauses a plan (decision 010). */
  pauseHint: string | null;
}

/** One of 'Your Plans': what it is, where the reader is, its schedule, and Activate. */
export function UserPlanCard({
  plan,
  isToday,
  onActivate,
  activating,
  disabled,
  pauseHint,
}: UserPlanCardProps) {
  const [open, setOpen] = useState(false);
  const uid = useId();
  const titleId = `${uid}-title`;
  const scheduleId = `${uid}-schedule`;
  const started = plan.isActive || plan.currentDay > 1;
  const hintId = `${uid}-hint`;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col rounded-xl border bg-card p-5 shadow-soft',
        isToday && 'border-primary/35',
      )}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant="secondary">{PLAN_KIND_LABELS[plan.type]}</Badge>
        <Badge variant="outline">{PLAN_TYPE_LABELS[plan.planType]}</Badge>
        {plan.isActive ? (
          <Badge>Active</Badge>
        ) : plan.currentDay > 1 ? (
          <Badge variant="outline" className="text-muted-foreground">
            Paused
          </Badge>
        ) : null}
      </div>
      <h3
        id={titleId}
        className="mt-3 font-serif text-lg leading-snug font-semibold tracking-tight break-words"
      >
        {plan.title}
      </h3>
      <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-muted-foreground">
        {plan.description}
      </p>
      <p className="mt-3 text-sm font-medium">
        {started
          ? `Day ${plan.currentDay} of ${scheduleDays(plan.totalWeeks)}`
          : `${plan.sessionCount} ${plan.planType === 'session' ? 'sessions' : 'days'} · ${formatWeeks(plan.totalWeeks)}`}
      </p>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={scheduleId}
          onClick={() => setOpen((o) => !o)}
          className="-ml-2"
        >
          {isToday ? 'View Reading Schedule' : 'Preview Schedule'}
          <ChevronDown
            aria-hidden
            className={cn('transition-transform duration-200', open && 'rotate-180')}
          />
        </Button>
        {!plan.isActive ? (
          <Button
            size="sm"
            className="ml-auto"
            onClick={onActivate}
            loading={activating}
            disabled={disabled}
            aria-describedby={pauseHint ? hintId : undefined}
          >
            {!activating && <Play aria-hidden className="size-3.5" />}
            Activate
          </Button>
        ) : (
          // Spec §2: only inactive plans have Activate. An active plan that Today does not follow
          // (basic and premium readers run several) can become Today's plan without pausing anything.
          !isToday && (
            <Button
              size="sm"
              variant="outline"
              className="ml-auto"
              onClick={onActivate}
              loading={activating}
              disabled={disabled}
              aria-describedby={titleId}
            >
              {!activating && <ArrowRightLeft aria-hidden className="size-3.5" />}
              Read on Today
            </Button>
          )
        )}
      </div>
      {!plan.isActive && pauseHint && (
        <p id={hintId} className="mt-2 text-xs leading-relaxed text-muted-foreground sm:text-right">
          {pauseHint}
        </p>
      )}
      {open ? (
        <>
          <PlanSchedule plan={plan} id={scheduleId} showProgress={started} className="mt-3" />
          {plan.isActive && !plan.completedAt && <GoToDay plan={plan} />}
        </>
      ) : (
        <div id={scheduleId} hidden />
      )}
    </article>
  );
}
