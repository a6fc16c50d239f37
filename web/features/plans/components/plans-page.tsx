import { ArrowDown, Map as MapIcon, RotateCw } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Allowance } from '@contract/membership.ts';
import type { PlansOverview, UserPlan } from '@contract/plans.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSearchParams } from '@/lib/router.tsx';
import { useLatch } from '@/lib/use-latch.ts';
import { usePlanAllowance } from '../api/get-plan-allowance.ts';
import { usePlans } from '../api/get-plans.ts';
import { usePlanActivation } from '../hooks/use-plan-activation.ts';
import { useAfterPaint } from '@/lib/use-after-paint.ts';
import { formatLongDate, pauseHintFor } from '../plan-format.ts';
import { CompletedPlanCard } from './completed-plan-card.tsx';
import { createGate } from './create-plan-gate.tsx';
import { CreatePlanTrigger } from './create-plan-trigger.tsx';
import { CurrentPlanCard } from './current-plan-card.tsx';
import { PlanCatalogue } from './plan-catalogue.tsx';
import { PlanDetailDialog } from './plan-detail-dialog.tsx';
import { FeaturedPlans, PublicPlans } from './public-plans.tsx';
import { UserPlanCard } from './user-plan-card.tsx';
import { WhatNext } from './what-next.tsx';

// The dialog (its form and validation) loads the first time a reader opens it.
const CreatePlanDialog = lazy(() =>
  import('./create-plan-dialog.tsx').then((m) => ({ default: m.CreatePlanDialog })),
);

export const PLANS_TAGLINE = 'Structured paths for thoughtful biblical engagement';

/**
 * /plans: the reader's plans, finished ones to rate, plans by others, and Create Plan.
 * `readingDays` (the rhythm feature's calendar, composed by the app) follows the Active Plan.
 */
export function PlansPage({ readingDays }: { readingDays?: ReactNode } = {}) {
  const plans = usePlans();
  const allowanceQuery = usePlanAllowance();
  const { allowance } = allowanceQuery;
  const allowanceReady = allowanceQuery.isSuccess;
  const [createOpen, setCreateOpen] = useState(false);
  const createMounted = useLatch(createOpen);
  const openCreate = () => setCreateOpen(true);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:py-10">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl leading-tight font-semibold tracking-tight md:text-4xl">
            Reading Plans
          </h1>
          <p className="mt-2 text-muted-foreground md:text-lg">{PLANS_TAGLINE}</p>
          {allowanceReady && allowance.tier !== 'free' && <AllowanceLine allowance={allowance} />}
        </div>
        <CreatePlanTrigger
          ready={allowanceReady}
          onCreate={openCreate}
          className="self-start sm:self-auto"
        >
          Create Plan
        </CreatePlanTrigger>
      </header>

      <div className="mt-8 md:mt-10">
        {plans.isPending ? (
          <PlansSkeleton />
        ) : plans.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-xl border bg-card p-6"
          >
            <p>Unable to load reading plans. Please try again.</p>
            <Button
              variant="outline"
              onClick={() => void plans.refetch()}
              loading={plans.isFetching}
            >
              {!plans.isFetching && <RotateCw aria-hidden />}
              Try again
            </Button>
          </div>
        ) : (
          <PlansContent
            data={plans.data}
            allowance={allowance}
            allowanceReady={allowanceReady}
            onCreate={openCreate}
            readingDays={readingDays}
          />
        )}
      </div>

      {createMounted && (
        <Suspense fallback={null}>
          <CreatePlanDialog open={createOpen} onOpenChange={setCreateOpen} allowance={allowance} />
        </Suspense>
      )}
    </div>
  );
}

function AllowanceLine({ allowance }: { allowance: Allowance }) {
  const reset = formatLongDate(allowance.nextResetDate);
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="font-medium">
        Custom plans: {allowance.plansCreatedThisMonth} of {allowance.monthlyLimit} used this month
      </span>
      {reset && (
        <>
          <span aria-hidden className="text-muted-foreground">
            ·
          </span>
          <span className="text-muted-foreground">Resets on {reset}</span>
        </>
      )}
    </p>
  );
}

interface PlansContentProps {
  data: PlansOverview;
  allowance: Allowance;
  allowanceReady: boolean;
  onCreate: () => void;
  readingDays?: ReactNode;
}

function PlansContent({
  data,
  allowance,
  allowanceReady,
  onCreate,
  readingDays,
}: PlansContentProps) {
  const { userPlans, topRated, topActive, featured, activePlanId } = data;
  // ?rate={id}: the reader just completed that plan on Today (see useCompletePlan).
  const [search] = useSearchParams();
  const ratingPlanId = Number(search.get('rate')) || null;
  const activation = usePlanActivation('activate');
  const current = userPlans.find((p) => p.id === activePlanId);
  const ongoing = userPlans.filter((p) => !p.completedAt);
  // Finished at least once, including plans being studied again (decision 124); latest first.
  const completed = userPlans
    .filter((p) => p.completedAt || p.timesCompleted > 0)
    .sort((a, b) => lastCompleted(b) - lastCompleted(a));
  const pauseHint = allowanceReady ? pauseHintFor(allowance) : null;
  // The plan whose detail is open (Browse All Plans, What next?).
  const [viewing, setViewing] = useState<number | null>(null);
  const scrollTop = () =>
    window.scrollTo({
      top: 0,
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });

  const activate = (plan: Pick<UserPlan, 'id'>) =>
    activation.activate(plan.id, {
      currentPlanId: activePlanId,
      // The Active Plan card at the top now shows it.
      onActivated: () =>
        window.scrollTo({
          top: 0,
          behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches
            ? 'auto'
            : 'smooth',
        }),
    });

  // With an Active Plan, its card fills a phone's first screen: the rest renders after that paints, in a
  // transition, while a tall placeholder keeps the footer out of view (decision 142).
  const later = useAfterPaint(true) || !current;

  return (
    <div className="flex flex-col gap-12 md:gap-14">
      {current && <CurrentPlanCard plan={current} />}
      {later ? readingDays : <div aria-hidden className="min-h-screen" />}

      {!later ? null : userPlans.length === 0 ? (
        <NoPlansYet allowance={allowance} allowanceReady={allowanceReady} onCreate={onCreate} />
      ) : (
        ongoing.length > 0 && (
          <section aria-labelledby="your-plans-heading">
            <SectionHeading id="your-plans-heading">Your Plans</SectionHeading>
            <div className="mt-5 grid items-start gap-4 md:grid-cols-2">
              {ongoing.map((plan) => (
                <UserPlanCard
                  key={plan.id}
                  plan={plan}
                  isToday={plan.id === activePlanId}
                  onActivate={() => activate(plan)}
                  activating={activation.pendingPlanId === plan.id}
                  disabled={activation.isPending}
                  pauseHint={pauseHint}
                />
              ))}
            </div>
          </section>
        )
      )}

      {later && completed.length > 0 && (
        <section aria-labelledby="completed-plans-heading">
          <SectionHeading id="completed-plans-heading">Completed Plans</SectionHeading>
          <div className="mt-5 grid items-start gap-4 md:grid-cols-2">
            {completed.map((plan) => (
              <CompletedPlanCard
                key={plan.id}
                plan={plan}
                onStudyAgain={() => activate(plan)}
                activating={activation.pendingPlanId === plan.id}
                disabled={activation.isPending}
                promptRating={plan.id === ratingPlanId}
              />
            ))}
          </div>
        </section>
      )}

      {later && ratingPlanId !== null && (
        <WhatNext planId={ratingPlanId} onView={(plan) => setViewing(plan.id)} />
      )}

      {later && (
        <FeaturedPlans
          plans={featured}
          activePlanId={activePlanId}
          onUse={activate}
          pendingPlanId={activation.pendingPlanId ?? null}
          busy={activation.isPending}
          pauseHint={pauseHint}
        />
      )}

      {later && (
        <PublicPlans
          topRated={topRated}
          topActive={topActive}
          activePlanId={activePlanId}
          onUse={activate}
          pendingPlanId={activation.pendingPlanId ?? null}
          busy={activation.isPending}
          pauseHint={pauseHint}
        />
      )}

      {later && <PlanCatalogue onView={(plan) => setViewing(plan.id)} />}

      <PlanDetailDialog
        planId={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        activePlanId={activePlanId}
        onStarted={scrollTop}
      />
    </div>
  );
}

const lastCompleted = (p: UserPlan) => Date.parse(p.lastCompletedAt ?? p.completedAt ?? '') || 0;

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="font-serif text-2xl font-semibold tracking-tight md:text-[1.75rem]">
      {children}
    </h2>
  );
}

function NoPlansYet({
  allowance,
  allowanceReady,
  onCreate,
}: {
  allowance: Allowance;
  allowanceReady: boolean;
  onCreate: () => void;
}) {
  // A free reader cannot create plans: their main action is a plan they can start now (issue 16,
  // item 11), and Create stays as a quieter choice whose dialog says what it needs.
  const canCreate = allowanceReady && createGate(allowance) === 'open';
  return (
    <section
      aria-labelledby="no-plans-heading"
      className="flex flex-col items-center rounded-2xl border border-dashed bg-card/60 px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-gold">
        <MapIcon aria-hidden className="size-6" />
      </span>
      <h2 id="no-plans-heading" className="mt-4 font-serif text-xl font-semibold">
        No Reading Plans Yet
      </h2>
      <p className="mt-2 max-w-md text-muted-foreground">
        Start with one of the featured plans below, or create one of your own around a book or a
        theme.
      </p>
      <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row">
        {canCreate ? (
          <>
            <CreatePlanTrigger ready={allowanceReady} onCreate={onCreate}>
              Create Your First Plan
            </CreatePlanTrigger>
            <Button asChild variant="ghost">
              <a href="#featured-plans">
                <ArrowDown aria-hidden />
                See featured plans
              </a>
            </Button>
          </>
        ) : (
          <>
            <Button asChild>
              <a href="#featured-plans">
                <ArrowDown aria-hidden />
                See featured plans
              </a>
            </Button>
            <CreatePlanTrigger ready={allowanceReady} onCreate={onCreate} variant="ghost">
              Create Your First Plan
            </CreatePlanTrigger>
          </>
        )}
      </div>
    </section>
  );
}

function PlansSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-12">
      <div className="rounded-2xl border bg-card p-5 md:p-7">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-5 h-5 w-40 rounded-full" />
        <Skeleton className="mt-4 h-8 w-72 max-w-full" />
        <Skeleton className="mt-3 h-4 w-full max-w-2xl" />
        <Skeleton className="mt-2 h-4 w-2/3 max-w-xl" />
        <Skeleton className="mt-6 h-2 w-full max-w-md rounded-full" />
      </div>
      <div>
        <Skeleton className="h-8 w-40" />
        <div className="mt-5 grid gap-4 md:grid-cols-2">
          {[0, 1].map((i) => (
            <div key={i} className="rounded-xl border bg-card p-5">
              <Skeleton className="h-5 w-44 rounded-full" />
              <Skeleton className="mt-4 h-6 w-56 max-w-full" />
              <Skeleton className="mt-3 h-4 w-full" />
              <Skeleton className="mt-2 h-4 w-3/4" />
              <Skeleton className="mt-5 h-8 w-40" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
