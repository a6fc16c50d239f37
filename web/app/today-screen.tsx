import { ReflectionPanel } from '@/features/journal/components/reflection-panel.tsx';
import { ActivePlanCard } from '@/features/plans/components/active-plan-card.tsx';
import { TodayPage } from '@/features/readings/components/today-page.tsx';
import { lazy, Suspense } from 'react';
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
  return (
    <AppShell>
      <TodayPage
        firstName={firstName}
        planCard={<ActivePlanCard />}
        planSettled={!plans.isPending}
        renderReflection={(reading) => <ReflectionPanel reading={reading} />}
        renderStrongsDialog={(selection, onClose) => (
          <LazyStrongsDialog selection={selection} onClose={onClose} />
        )}
      />
    </AppShell>
  );
}
