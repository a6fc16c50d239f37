import { ReflectionPanel } from '@/features/journal/components/reflection-panel.tsx';
import { ActivePlanCard } from '@/features/plans/components/active-plan-card.tsx';
import { TodayPage } from '@/features/readings/components/today-page.tsx';
import { StrongsDialog } from '@/features/strongs/components/strongs-dialog.tsx';
import { AppShell } from './app-shell.tsx';

/** Today for a signed-in reader: composed here because features never import each other. */
export default function TodayScreen({ firstName }: { firstName: string | null }) {
  return (
    <AppShell>
      <TodayPage
        firstName={firstName}
        planCard={<ActivePlanCard />}
        renderReflection={(reading) => <ReflectionPanel reading={reading} />}
        renderStrongsDialog={(selection, onClose) => (
          <StrongsDialog
            number={selection?.number ?? null}
            word={selection?.word}
            onClose={onClose}
          />
        )}
      />
    </AppShell>
  );
}
