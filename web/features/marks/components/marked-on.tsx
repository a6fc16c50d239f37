import { formatDate, parseDate } from '@/lib/dates.ts';

/** The day a mark was made, as the reader's other screens write dates ("November 28, 2026"), in their zone. */
export function MarkedOn({ createdAt }: { createdAt: string }) {
  const date = parseDate(createdAt);
  if (!date) return null;
  return <time dateTime={createdAt}>{formatDate(date, 'MMMM d, yyyy')}</time>;
}
