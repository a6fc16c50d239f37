import { useMembershipStatus } from '@/features/membership/api/get-membership-status.ts';
import { EntryActions } from '@/features/journal/components/entry-actions.tsx';
import { NotebookPage, NotebookSkeleton } from '@/features/notebook/components/notebook-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/**
 * /notebook: the reader's reflections grouped by date, session or book, or the
 * locked state without notebook access. Entry actions come from the journal feature.
 */
export function Component() {
  usePageTitle('Notebook');
  const { status, isPending } = useMembershipStatus();
  if (isPending) return <NotebookSkeleton />;
  return (
    <NotebookPage
      hasAccess={status.limits.notebookAccess}
      renderEntryActions={(entry) => <EntryActions entry={entry} />}
    />
  );
}
