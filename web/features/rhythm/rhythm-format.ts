import { MONTHS } from '@contract/calendar-rules.ts';
import type { Rhythm, RhythmDay } from '@contract/rhythm.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The parts of the quiet streak line (decision 125): "4-day streak (1 rest day)", "longest 12",
 * "40 reading days". The streak counts reading days; rest days are named beside it, never hidden.
 */
export function streakParts(
  r: Pick<Rhythm, 'currentStreakDays' | 'longestStreakDays' | 'totalReadingDays' | 'restDays'>,
): string[] {
  if (r.totalReadingDays === 0) return ['No reading days yet'];
  const rest = r.restDays.length;
  const current =
    r.currentStreakDays > 0
      ? `${r.currentStreakDays}-day streak${rest > 0 ? ` (${plural(rest, 'rest day')})` : ''}`
      : 'No current streak';
  return [current, `longest ${r.longestStreakDays}`, plural(r.totalReadingDays, 'reading day')];
}

const STATE_LABELS: Record<RhythmDay['state'], string> = {
  read: 'read',
  rest: 'rest day',
  missed: 'not read',
  today: 'today, not read yet',
  future: 'still to come',
};

const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 'yyyy-MM-dd' as a Date at UTC midnight (dates are calendar days, not instants). */
export const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** A day's accessible name: "Tuesday 24 November: read". */
export function dayLabel(day: RhythmDay, today: string): string {
  const label = day.date === today && day.state === 'read' ? 'read today' : STATE_LABELS[day.state];
  return `${longDay.format(calendarDate(day.date))}: ${label}`;
}

/** The calendar's days in rows of seven (Monday first, as the server lays them out). */
export function weeksOf(days: readonly RhythmDay[]): RhythmDay[][] {
  const weeks: RhythmDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/**
 * The month label of each row of the calendar, read from its Monday: the first row names its month,
 * and a row whose Monday is in another month than the row above names that month ('Oct', 'Nov', '', …).
 */
export function monthLabels(weeks: readonly RhythmDay[][]): string[] {
  const monthOf = (week: readonly RhythmDay[]) =>
    week[0] ? calendarDate(week[0].date).getUTCMonth() : -1;
  return weeks.map((week, i) => {
    const month = monthOf(week);
    if (i > 0 && month === monthOf(weeks[i - 1]!)) return '';
    return (MONTHS[month] ?? '').slice(0, 3);
  });
}
