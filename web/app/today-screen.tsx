import { ReflectionPanel } from '@/features/journal/components/reflection-panel.tsx';
import { MarkableReading } from '@/features/marks/components/markable-reading.tsx';
import { OnThisDay, PrayerLine } from '@/features/marks/components/today-lines.tsx';
import { ActivePlanCard } from '@/features/plans/components/active-plan-card.tsx';
import { TodayPage } from '@/features/readings/components/today-page.tsx';
import { StreakStrip } from '@/features/rhythm/components/streak-strip.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTodayReading } from '@/features/readings/api/get-today-reading.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { usePlans } from '@/features/plans/api/get-plans.ts';
import type { StrongsSelection } from '@/features/readings/components/today-page.tsx';
import { useLatch } from '@/lib/use-latch.ts';
import { AppShell } from './app-shell.tsx';

// The Strong's dialog (and its scrolling verse list) loads the first time a reader taps a word.
const StrongsDialog = lazy(() =>
  import('@/features/strongs/components/strongs-dialog.tsx').then((m) => ({
    default: m.StrongsDialog,
  })),
);

function LazyStrongsDialog({
  selection,
  onClose,
}: {
  selection: StrongsSelection | null;
  onClose: () => void;
}) {
  const mounted = useLatch(selection !== null);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <StrongsDialog number={selection?.number ?? null} word={selection?.word} onClose={onClose} />
    </Suspense>
  );
}

/** Today for a signed-in reader: composed here because features never import each other. */
export default function TodayScreen({ firstName }: { firstName: string | null }) {
  // The same query the plan card reads (shared through the query cache).
  const plans = usePlans();
  const reading = useTodayReading();
  const queryClient = useQueryClient();
  // Today's reading may move the reader on to a new day (decision 101) after the plans loaded:
  // the plan card then reloads, so its day and Next/Previous agree with the reading.
  const readingDay = reading.data ? { planId: reading.data.planId, day: reading.data.day } : null;
  const shown = plans.data?.userPlans.find((p) => p.id === plans.data?.activePlanId);
  const outOfStep =
    readingDay !== null &&
    shown !== undefined &&
    shown.id === readingDay.planId &&
    // A day past the end shows the last session: not out of step.
    Math.min(shown.currentDay, shown.sessionCount) !== readingDay.day &&
    !plans.isFetching;
  useEffect(() => {
    if (outOfStep) void queryClient.invalidateQueries({ queryKey: queryKeys.plans });
  }, [outOfStep, queryClient]);
  return (
    <AppShell>
      <TodayPage
        firstName={firstName}
        planCard={<ActivePlanCard />}
        planSettled={!plans.isPending}
        streak={<StreakStrip />}
        asides={
          <>
            <PrayerLine />
            <OnThisDay />
          </>
        }
        wrapReading={(card, passage) => (
          <MarkableReading
            reference={passage?.reference}
            translation={passage?.translation ?? 'kjv'}
          >
            {card}
          </MarkableReading>
        )}
        renderReflection={(reading) => <ReflectionPanel reading={reading} />}
        renderStrongsDialog={(selection, onClose) => (
          <LazyStrongsDialog selection={selection} onClose={onClose} />
        )}
      />
    </AppShell>
  );
}
