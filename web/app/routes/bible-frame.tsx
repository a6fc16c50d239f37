import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DEFAULT_TRANSLATION, type ReaderTranslation } from '@contract/account-rules.ts';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { SiteHeader } from '@/components/site-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAccount } from '@/features/account/api/get-account.ts';
import { useAuth } from '@/features/auth/auth-provider.tsx';
import { StartPlanInvitation } from '@/features/bible/components/start-plan-invitation.tsx';
import { useLocalTranslation } from '@/features/bible/local-translation.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSaveTranslation } from '@/lib/reader-translation.ts';
import { AppShell } from '../app-shell.tsx';

/** The translation the Bible is read in, and how to change it. */
export interface TranslationChoice {
  translation: ReaderTranslation;
  onChange: (translation: ReaderTranslation) => void;
  busy: boolean;
}

type Render = (choice: TranslationChoice) => ReactNode;

/**
 * The frame of the Bible's screens (decision 130). Signed in: the app's own frame, and the
 * reader's saved translation (changing it here changes Today's too). Signed out: the public
 * header, a translation kept in this browser, and a gentle invitation to start a plan.
 */
export function BibleFrame({ children }: { children: Render }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  return isAuthenticated ? <ReaderBible render={children} /> : <VisitorBible render={children} />;
}

function ReaderBible({ render }: { render: Render }) {
  const account = useAccount();
  const queryClient = useQueryClient();
  const save = useSaveTranslation({
    // Today follows the same setting.
    afterSave: () => queryClient.invalidateQueries({ queryKey: queryKeys.todayReading }),
  });
  const translation = save.isPending
    ? save.variables
    : (account.data?.translation ?? DEFAULT_TRANSLATION);
  return (
    <AppShell>
      {account.isPending ? (
        <PageSpinner />
      ) : (
        <div className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
          {render({ translation, onChange: (t) => save.mutate(t), busy: save.isPending })}
        </div>
      )}
    </AppShell>
  );
}

function VisitorBible({ render }: { render: Render }) {
  const { setSignInOpen } = useAuth();
  const [translation, setTranslation] = useLocalTranslation();
  return (
    <>
      {/* Sign in only, as on the landing page: the screens link to the search themselves. */}
      <SiteHeader>
        <Button variant="outline" size="sm" onClick={() => setSignInOpen(true)}>
          Sign in
        </Button>
      </SiteHeader>
      <main id="main" tabIndex={-1} className="flex-1">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 pt-2 pb-16 md:pt-6">
          <div>{render({ translation, onChange: setTranslation, busy: false })}</div>
          <StartPlanInvitation />
        </div>
      </main>
    </>
  );
}
