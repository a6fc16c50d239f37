import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { Rhythm, RhythmDay } from '@contract/rhythm.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { useRhythm } from '../api/get-rhythm.ts';
import { calendarDate, dayLabel, monthLabels, weeksOf } from '../rhythm-format.ts';
import { StreakStrip } from './streak-strip.tsx';

const WEEKDAYS = [
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
  ['S', 'Sunday'],
] as const;

// Seven equal columns that shrink with the space (320 px, 200% text) and stop growing at 2 rem
// squares: the calendar never makes the page scroll sideways.
const TABLE = 'w-full table-fixed border-separate border-spacing-0';

const CELL: Record<RhythmDay['state'], string> = {
  read: 'bg-primary text-primary-foreground',
  rest: 'border border-dashed border-gold bg-accent text-accent-foreground',
  missed: 'bg-muted text-muted-foreground',
  today: 'border-2 border-primary text-foreground',
  future: 'border border-border text-muted-foreground',
};

function Day({ day, today }: { day: RhythmDay; today: string }) {
  return (
    <td className="p-0.5 text-center">
      <span
        aria-hidden
        className={cn(
          'mx-auto flex aspect-square w-full max-w-8 items-center justify-center rounded-md text-xs tabular-nums',
          CELL[day.state],
          day.date === today &&
            day.state === 'read' &&
            'ring-2 ring-lamp ring-offset-2 ring-offset-card',
        )}
      >
        {/* Too narrow for two digits (a small phone at large text): the squares alone. */}
        <span className="@max-[13rem]:hidden">{calendarDate(day.date).getUTCDate()}</span>
      </span>
      <span className="sr-only">{dayLabel(day, today)}</span>
    </td>
  );
}

function Legend() {
  const items: [RhythmDay['state'], string][] = [
    ['read', 'Read'],
    ['rest', 'Rest day'],
    ['missed', 'Not read'],
  ];
  return (
    <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {items.map(([state, label]) => (
        <li key={state} className="flex items-center gap-1.5">
          <span className={cn('size-3 rounded-sm', CELL[state])} />
          {label}
        </li>
      ))}
    </ul>
  );
}

/** The narrow first column that names the months. */
function MonthColumn() {
  return (
    <colgroup>
      <col className="w-8" />
    </colgroup>
  );
}

/** Five rows of empty squares while the days load: the same size, so nothing moves. */
function CalendarPlaceholder() {
  return (
    <table aria-hidden className={TABLE}>
      <MonthColumn />
      <thead>
        <tr>
          <td />
          {WEEKDAYS.map(([short, name]) => (
            <th key={name} className="pb-1 text-xs font-medium text-muted-foreground">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[0, 1, 2, 3, 4].map((week) => (
          <tr key={week}>
            <td />
            {WEEKDAYS.map(([, name]) => (
              <td key={name} className="p-0.5">
                <Skeleton className="mx-auto aspect-square w-full max-w-8 rounded-md" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The calendar itself: five weeks in rows, Monday first, each day named for screen readers. */
export function CalendarGrid({ rhythm, captionId }: { rhythm: Rhythm; captionId: string }) {
  const weeks = weeksOf(rhythm.calendar);
  const months = monthLabels(weeks);
  return (
    <table aria-labelledby={captionId} className={TABLE}>
      <MonthColumn />
      <thead>
        <tr>
          <td aria-hidden />
          {WEEKDAYS.map(([short, name]) => (
            <th key={name} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
              <span aria-hidden>{short}</span>
              <span className="sr-only">{name}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, i) => (
          <tr key={week[0]!.date}>
            {/* Where a month starts (each day's own name says its month to screen readers). */}
            <td
              aria-hidden
              className="pr-1 text-left align-middle text-[0.6875rem] font-medium text-muted-foreground"
            >
              {months[i]}
            </td>
            {week.map((day) => (
              <Day key={day.date} day={day} today={rhythm.today} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Plans' "Reading days" panel (issue 17): the streak line and the last five weeks, with rest days
 * marked as such (decision 125).
 */
export function ReadingCalendar() {
  const { data, isError } = useRhythm();
  const uid = useId();
  const headingId = `${uid}-heading`;
  if (isError) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-soft sm:flex-row sm:items-start sm:justify-between md:p-6"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <h2 id={headingId} className="font-serif text-xl font-semibold tracking-tight">
          Reading days
        </h2>
        <StreakStrip />
        <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">
          A day counts when you save a reflection or finish a plan day.
        </p>
        <details className="group max-w-sm text-sm text-muted-foreground">
          <summary className="inline-flex cursor-pointer items-center gap-1 rounded-sm font-medium text-foreground marker:content-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            How streaks work
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-2 leading-relaxed">
            One missed day in any seven is a rest day: it keeps your streak without adding to it. A
            second one that week starts the count again after the first; two in a row end the
            streak.
          </p>
        </details>
        <Legend />
      </div>
      <div className="@container w-full max-w-72 shrink-0 sm:w-72">
        {data ? <CalendarGrid rhythm={data} captionId={headingId} /> : <CalendarPlaceholder />}
      </div>
    </section>
  );
}
