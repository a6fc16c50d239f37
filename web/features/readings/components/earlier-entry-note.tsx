import { History } from 'lucide-react';
import { formatDate, parseDay } from '@/lib/dates.ts';
import { Link } from '@/lib/router.tsx';
import { useEarlierEntry } from '../api/get-earlier-entry.ts';

/** 'yyyy-MM-dd' as 'MMM d, yyyy' (that calendar day, wherever the reader is); '' if unreadable. */
function journalDate(day: string): string {
  const date = parseDay(day);
  return date ? formatDate(date, 'MMM d, yyyy') : '';
}

/**
 * "You wrote on this passage on {MMM d, yyyy}" (issue 17 item 4, decision 128): when today's
 * passage shares a verse with one the reader wrote on before, from any plan, the most recent such
 * entry's first line links to it on the Journal. The date is the entry's read date, else the
 * day it was written in the reader's time zone. Nothing shows while loading, on failure, or when
 * there is no earlier entry: the note is a quiet extra, never in the way of the reading.
 */
export function EarlierEntryNote({
  reference,
  readingId,
}: {
  reference: string;
  readingId: number;
}) {
  const { data } = useEarlierEntry(reference, readingId);
  const entry = data?.entry;
  if (!entry) return null;
  const more = data.more;
  const line = entry.firstLine || entry.title;

  return (
    <aside
      aria-labelledby="earlier-entry-heading"
      className="flex gap-3 rounded-xl border border-dashed bg-card/60 px-4 py-3 text-sm"
    >
      <History aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
      <div className="min-w-0">
        <p id="earlier-entry-heading" className="text-muted-foreground">
          You wrote on this passage on <time dateTime={entry.date}>{journalDate(entry.date)}</time>
        </p>
        <p className="mt-1 break-words">
          <Link
            to={`/journal?entry=${entry.id}`}
            className="font-serif text-base text-foreground italic underline decoration-gold/50 underline-offset-4 hover:decoration-gold focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            “{line}”
          </Link>
          {more > 0 && data.book && (
            <>
              {' '}
              <Link
                to={`/journal?book=${encodeURIComponent(data.book)}`}
                className="whitespace-nowrap text-muted-foreground underline underline-offset-4 hover:text-foreground focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                and {more} more
                <span className="sr-only"> (your {data.book} entries)</span>
              </Link>
            </>
          )}
        </p>
      </div>
    </aside>
  );
}
