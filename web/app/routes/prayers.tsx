import { PrayersPage } from '@/features/marks/components/prayers-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** /prayers: the reader's prayer list (decision 165), from Today's prayers line and the profile menu. */
export function Component() {
  usePageTitle('Prayers');
  return <PrayersPage />;
}
