import { JournalPage } from '@/features/journal/components/journal-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** /journal: every reflection, reached from 'View All Reflections'. */
export function Component() {
  usePageTitle('Journal');
  return <JournalPage />;
}
