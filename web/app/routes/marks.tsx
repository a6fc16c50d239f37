import { MarksPage } from '@/features/marks/components/marks-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** /marks: the reader's highlights, bookmarks and notes (decision 164), from the Journal and the profile menu. */
export function Component() {
  usePageTitle('Marks');
  return <MarksPage />;
}
