import {
  ArrowRightLeft,
  CalendarRange,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Compass,
  LibraryBig,
  RotateCw,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Link } from '@/lib/router.tsx';
import { cn } from '@/lib/utils.ts';
import { toast } from '@/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { UserPlan } from '@contract/plans.ts';
import { PLAN_MOVED_ON_MESSAGE } from '@contract/plans-rules.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAdvancePlan } from '../api/advance-plan.ts';
import { useCompletePlan } from '../api/complete-plan.ts';
import { usePlanAllowance } from '../api/get-plan-allowance.ts';
import { usePlans } from '../api/get-plans.ts';
import { usePreviousPlanDay } from '../api/previous-plan-day.ts';
import { useRefreshTodayReading } from '../api/refresh-today-reading.ts';
import { usePlanActivation } from '../hooks/use-plan-activation.ts';
import { refreshPlanViews } from '../api/refresh-plan-views.ts';
import { PLAN_KIND_LABELS, isPlanMovedOn, parseSchedule, serverMessageOr } from '../plan-format.ts';
import { takePlanStartFocus } from '../plan-start-focus.ts';
import { StarterPlans } from './starter-plans.tsx';

/**
 * Today's plan card: the plan, the day's passage, Previous / Next (Complete on the
 * last day) and Switch Plan; or a way to choose a plan when the reader follows none.
 */
export function ActivePlanCard() {
  const plans = usePlans();

  if (plans.isPending) return <ActivePlanSkeleton />;
  if (plans.isError) {
    return (
      <Card role="alert" className="flex-row flex-wrap items-center justify-between gap-4 px-6">
        <p>Unable to load your reading plan. Please try again.</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void plans.refetch()}
          loading={plans.isFetching}
        >
          {!plans.isFetching && <RotateCw aria-hidden />}
          Try again
        </Button>
      </Card>
    );
  }

  const { userPlans, activePlanId } = plans.data;
  const plan = userPlans.find((p) => p.id === activePlanId);
  if (!plan) return <StarterPlans fallback={<NoActivePlan />} />;
  return <ActivePlan plan={plan} others={userPlans.filter((p) => p.id !== plan.id)} />;
}

function ActivePlan({ plan, others }: { plan: UserPlan; others: UserPlan[] }) {
  const queryClient = useQueryClient();
  // Another window moved the plan first (409): nothing broke, so no failure toast; show the
  // current day instead (decision 101).
  const movedElsewhere = (error: unknown) => {
    if (!isPlanMovedOn(error)) return false;
    void toast(serverMessageOr(error, PLAN_MOVED_ON_MESSAGE));
    void refreshPlanViews(queryClient);
    return true;
  };
  const failedToMove = (error: unknown) => {
    if (movedElsewhere(error)) return;
    toast.error('Failed to advance', { description: serverMessageOr(error, 'Please try again.') });
  };
  const advance = useAdvancePlan({ onFailure: failedToMove });
  const previous = usePreviousPlanDay({ onFailure: failedToMove });
  const complete = useCompletePlan({
    onFailure: (error) => {
      if (movedElsewhere(error)) return;
      toast.error('Failed to complete plan', {
        description: serverMessageOr(error, 'Please try again.'),
      });
    },
  });
  const refreshReading = useRefreshTodayReading();
  // A switch posts /api/readings/refresh and caches its answer: today's reading is computed once.
  const activation = usePlanActivation('switch', { todayReading: false });
  const { allowance } = usePlanAllowance();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const switchId = useId();
  const dayDetailsId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const parsed = parseSchedule(plan.schedule);
  const entries = parsed.status === 'ok' ? parsed.entries : [];
  const length = entries.length || plan.sessionCount;
  const day = entries[plan.currentDay - 1];
  const isLastDay = plan.currentDay >= length;
  const busy =
    advance.isPending ||
    previous.isPending ||
    complete.isPending ||
    activation.isPending ||
    refreshReading.isPending;

  // Each move says which day it leaves, so a stale window cannot skip a day.
  const from = { fromDay: plan.currentDay };

  // A move disables its button while it runs, and the browser then drops focus to the page: once the
  // card is idle again, focus comes back to the button pressed (or the other one, or the plan's title),
  // so a keyboard reader goes on from where they were. The new day can arrive after the card is idle
  // (Previous then turns disabled under the reader's focus), so the move is remembered until focus has
  // been given back or the reader puts it somewhere else, and checked again whenever the day changes. A button disabled while
  // focused gives up focus only at the browser's next rendering step: a focused disabled element counts
  // as lost focus too.
  const refocus = useRef<PlanMove | null>(null);
  const currentDay = plan.currentDay;
  useEffect(() => {
    const move = refocus.current;
    if (busy || move === null) return;
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      active === document.documentElement ||
      active.matches(':disabled');
    if (!lost) return;
    const card = cardRef.current;
    const target =
      card?.querySelector<HTMLElement>(`[data-plan-move="${move}"]:not(:disabled)`) ??
      card?.querySelector<HTMLElement>('[data-plan-move]:not(:disabled)') ??
      titleRef.current;
    // In place: the reader's own move left them here, and a day changed from another window must not
    // scroll the page.
    target?.focus({ preventScroll: true });
    refocus.current = null;
  }, [busy, currentDay]);
  // Focus the reader moves elsewhere (not the page itself) ends the move's claim on it.
  const onCardBlur = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (to instanceof Node && !cardRef.current?.contains(to)) refocus.current = null;
  };

  // Today just started this plan from its empty state: the starter card that held focus is gone.
  useEffect(() => {
    if (takePlanStartFocus()) titleRef.current?.focus();
  }, []);

  const onNext = () => {
    refocus.current = 'next';
    advance.mutate(from, {
      onSuccess: (next) => toast.success('Reading advanced', { description: dayDescription(next) }),
    });
  };

  const onPrevious = () => {
    refocus.current = 'previous';
    previous.mutate(from, {
      onSuccess: (prev) => toast.success('Went back a day', { description: dayDescription(prev) }),
    });
  };

  // The toast and the move to the Plans page belong to the mutation (see useCompletePlan).
  const onComplete = () => complete.mutate(from);

  const onSwitch = (planId: number) =>
    activation.activate(planId, {
      currentPlanId: plan.id,
      onActivated: () => refreshReading.mutate(),
    });

  return (
    <Card
      ref={cardRef}
      role="region"
      aria-labelledby="active-plan-title"
      className="gap-0 overflow-hidden py-0"
      aria-busy={busy || undefined}
      onBlur={onCardBlur}
    >
      <div className="flex flex-col gap-3 px-4 pt-3.5 pb-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4 sm:p-5 md:px-6">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-gold uppercase max-sm:hidden">
            <CalendarRange aria-hidden className="size-4" />
            Your Reading Plan
          </p>
          <div className="flex items-start justify-between gap-2">
            <h2
              id="active-plan-title"
              ref={titleRef}
              tabIndex={-1}
              className="font-serif text-lg leading-snug font-semibold tracking-tight break-words outline-none sm:mt-1.5 sm:text-xl md:text-2xl"
            >
              {plan.title}
            </h2>
            {/* Phones keep the card to the plan, the day and Previous/Next; the rest opens here. */}
            <Button
              variant="ghost"
              size="sm"
              className="-mr-2 text-muted-foreground sm:hidden"
              aria-expanded={open}
              aria-controls={`${detailsId} ${switchId} ${dayDetailsId}`}
              onClick={() => setOpen((o) => !o)}
            >
              Details
              <ChevronDown
                aria-hidden
                className={cn('transition-transform', open && 'rotate-180')}
              />
            </Button>
          </div>
          <div id={detailsId} className={cn(!open && 'max-sm:hidden')}>
            <div className="mt-2.5 flex flex-wrap gap-1.5">
              <Badge variant="secondary">{PLAN_KIND_LABELS[plan.type]}</Badge>
              {plan.planType === 'session' && <Badge variant="outline">Study Sessions</Badge>}
            </div>
            <p className="mt-3 max-w-prose text-sm leading-relaxed text-muted-foreground sm:line-clamp-3 md:line-clamp-2">
              {plan.description}
            </p>
          </div>
        </div>
        <div id={switchId} className={cn('shrink-0', !open && 'max-sm:hidden')}>
          <SwitchPlanMenu
            others={others}
            busy={busy}
            pauses={!allowance.canActivateMore}
            onSwitch={onSwitch}
          />
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t bg-muted/40 px-4 py-3 sm:flex-nowrap sm:items-end sm:gap-4 sm:p-5 md:px-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge variant="gold">Day {plan.currentDay}</Badge>
            {day?.title && (
              <span
                className={cn(
                  'text-sm font-medium text-muted-foreground',
                  !open && 'max-sm:hidden',
                )}
              >
                {day.title}
              </span>
            )}
            {/* On a phone the day's reference stands beside its badge: one line with Previous/Next. */}
            <p className="font-serif text-base leading-snug font-semibold sm:mt-2 sm:basis-full sm:text-lg">
              {day?.reference ?? 'No schedule available'}
            </p>
          </div>
          <div id={dayDetailsId} className={cn(!open && 'max-sm:hidden')}>
            {day?.description && (
              <p className="mt-1 max-w-prose text-sm leading-relaxed text-muted-foreground">
                {day.description}
              </p>
            )}
          </div>
        </div>
        {/* Icons with their names on a phone, so the day and the moves share one line. */}
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            onClick={onPrevious}
            disabled={plan.currentDay <= 1 || busy}
            loading={previous.isPending}
            data-plan-move="previous"
            className={MOVE}
          >
            {!previous.isPending && <ChevronLeft aria-hidden />}
            <span className="max-sm:sr-only">Previous</span>
          </Button>
          {isLastDay ? (
            <Button
              onClick={onComplete}
              disabled={busy}
              loading={complete.isPending}
              data-plan-move="next"
            >
              {!complete.isPending && <CheckCircle2 aria-hidden />}
              Complete
            </Button>
          ) : (
            <Button
              onClick={onNext}
              disabled={busy}
              loading={advance.isPending}
              data-plan-move="next"
              className={MOVE}
            >
              <span className="max-sm:sr-only">Next</span>
              {!advance.isPending && <ChevronRight aria-hidden />}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

type PlanMove = 'previous' | 'next';

/** Previous and Next: words from a small screen up, their icons (named the same) on a phone. */
const MOVE = 'max-sm:size-11 max-sm:px-0';

const dayDescription = (plan: UserPlan) => {
  const parsed = parseSchedule(plan.schedule);
  const reference =
    parsed.status === 'ok' ? parsed.entries[plan.currentDay - 1]?.reference : undefined;
  return reference ? `Day ${plan.currentDay}: ${reference}` : `Day ${plan.currentDay}`;
};

function otherPlanStatus(plan: UserPlan): string {
  if (plan.completedAt) return 'Completed · starts again at Day 1';
  return `${plan.isActive ? 'Active' : PLAN_KIND_LABELS[plan.type]} · Day ${plan.currentDay}`;
}

interface SwitchPlanMenuProps {
  others: UserPlan[];
  busy: boolean;
  /** The tier's active limit is reached: starting another plan pauses one (decision 010). */
  pauses: boolean;
  onSwitch: (planId: number) => void;
}

function SwitchPlanMenu({ others, busy, pauses, onSwitch }: SwitchPlanMenuProps) {
  return (
    // Not modal, like the profile menu: a modal menu hides the rest of the page from assistive tech
    // while its links and buttons stay focusable (axe: aria-hidden-focus).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={busy} className="self-start">
          <ArrowRightLeft aria-hidden />
          Switch Plan
          <ChevronDown aria-hidden className="-mr-1 text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        {others.length > 0 && (
          <>
            <DropdownMenuLabel className="text-xs text-muted-foreground">
              Your other plans
            </DropdownMenuLabel>
            {others.map((other) => (
              <DropdownMenuItem key={other.id} onSelect={() => onSwitch(other.id)}>
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="truncate font-medium">{other.title}</span>
                  <span className="text-xs text-muted-foreground">{otherPlanStatus(other)}</span>
                </span>
              </DropdownMenuItem>
            ))}
            {pauses && others.some((o) => !o.isActive) && (
              <p className="px-2.5 pt-1 pb-2 text-xs leading-relaxed text-muted-foreground">
                Activating another plan will pause your current one.
              </p>
            )}
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem asChild>
          <Link to="/plans">
            <LibraryBig aria-hidden />
            Browse Plans
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NoActivePlan() {
  return (
    <Card
      role="region"
      aria-labelledby="no-plan-title"
      className="flex-col items-start gap-4 px-5 sm:flex-row sm:items-center md:px-6"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-gold">
        <Compass aria-hidden className="size-5.5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="no-plan-title" className="font-serif text-xl font-semibold tracking-tight">
          No Active Reading Plan
        </h2>
        <p className="mt-1 text-muted-foreground">Choose a plan to get started</p>
      </div>
      <Button asChild>
        <Link to="/plans">
          Browse Plans
          <ChevronRight aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}

function ActivePlanSkeleton() {
  return (
    <Card aria-hidden className="gap-0 overflow-hidden py-0">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:justify-between md:px-6">
        <div className="min-w-0 flex-1">
          <Skeleton className="h-4 w-36" />
          <Skeleton className="mt-3 h-7 w-64 max-w-full" />
          <Skeleton className="mt-3 h-5 w-28 rounded-full" />
          <Skeleton className="mt-3 h-4 w-full max-w-xl" />
        </div>
        <Skeleton className="h-9 w-32 md:h-8" />
      </div>
      <div className="flex flex-col gap-4 border-t bg-muted/40 p-5 sm:flex-row sm:items-end sm:justify-between md:px-6">
        <div className="min-w-0 flex-1">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="mt-3 h-6 w-44" />
          <Skeleton className="mt-2 h-4 w-full max-w-md" />
        </div>
        <Skeleton className="h-11 w-52 md:h-10" />
      </div>
    </Card>
  );
}
