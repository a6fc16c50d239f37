import { PlansPage } from '@/features/plans/components/plans-page.tsx';
import { ReadingCalendar } from '@/features/rhythm/components/reading-calendar.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** /plans: the reader's plans, completed ones to rate, plans by others, and Create Plan. */
export function Component() {
  usePageTitle('Reading Plans');
  return <PlansPage readingDays={<ReadingCalendar />} />;
}
