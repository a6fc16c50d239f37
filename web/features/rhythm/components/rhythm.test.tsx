import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Rhythm, RhythmDay } from '@contract/rhythm.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { monthLabels, streakParts, weeksOf } from '../rhythm-format.ts';
import { ReadingCalendar } from './reading-calendar.tsx';
import { StreakStrip } from './streak-strip.tsx';

/** Five weeks from Monday 26 October to Sunday 29 November 2026; today is Wednesday 25 November. */
function calendar(states: Record<string, RhythmDay['state']>): RhythmDay[] {
  const start = Date.UTC(2026, 9, 26);
  return Array.from({ length: 35 }, (_, i) => {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const state = states[date] ?? (date > '2026-11-25' ? 'future' : 'missed');
    return { date, state };
  });
}

const rhythm: Rhythm = {
  today: '2026-11-25',
  currentStreakDays: 4,
  longestStreakDays: 12,
  totalReadingDays: 40,
  restDays: ['2026-11-22'],
  calendar: calendar({
    '2026-11-20': 'read',
    '2026-11-21': 'read',
    '2026-11-22': 'rest',
    '2026-11-23': 'read',
    '2026-11-24': 'read',
    '2026-11-25': 'today',
  }),
};

function renderWith(data: Rhythm, ui: React.ReactNode) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.rhythm, data);
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('streakParts', () => {
  it('counts reading days and names rest days beside the streak', () => {
    expect(streakParts(rhythm)).toEqual([
      '4-day streak (1 rest day)',
      'longest 12',
      '40 reading days',
    ]);
    expect(
      streakParts({ ...rhythm, currentStreakDays: 1, restDays: [], totalReadingDays: 1 }),
    ).toEqual(['1-day streak', 'longest 12', '1 reading day']);
    expect(streakParts({ ...rhythm, restDays: ['2026-11-15', '2026-11-22'] })[0]).toBe(
      '4-day streak (2 rest days)',
    );
  });

  it('says when there is no streak, and when nothing was read yet', () => {
    expect(streakParts({ ...rhythm, currentStreakDays: 0, restDays: [] })[0]).toBe(
      'No current streak',
    );
    expect(
      streakParts({
        currentStreakDays: 0,
        longestStreakDays: 0,
        totalReadingDays: 0,
        restDays: [],
      }),
    ).toEqual(['No reading days yet']);
  });
});

describe('StreakStrip', () => {
  it('shows the figures on one line', () => {
    renderWith(rhythm, <StreakStrip />);
    expect(screen.getByTestId('streak-line').textContent).toBe(
      '4-day streak (1 rest day)·longest 12·40 reading days',
    );
  });
});

describe('ReadingCalendar', () => {
  it('names every day with its state, under the Reading days heading', { timeout: 20_000 }, () => {
    renderWith(rhythm, <ReadingCalendar />);
    const section = screen.getByRole('region', { name: 'Reading days' });
    const table = within(section).getByRole('table', { name: 'Reading days' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'MMonday',
      'TTuesday',
      'WWednesday',
      'TThursday',
      'FFriday',
      'SSaturday',
      'SSunday',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(35);
    // The name of a cell is its screen-reader text (the number on the square is hidden).
    expect(within(table).getByRole('cell', { name: 'Sunday 22 November: rest day' })).toBe(
      cells[27],
    );
    const names = cells.map((c) => c.querySelector('.sr-only')?.textContent);
    expect(names[0]).toBe('Monday 26 October: not read');
    expect(names.slice(24, 32)).toEqual([
      'Thursday 19 November: not read',
      'Friday 20 November: read',
      'Saturday 21 November: read',
      'Sunday 22 November: rest day',
      'Monday 23 November: read',
      'Tuesday 24 November: read',
      'Wednesday 25 November: today, not read yet',
      'Thursday 26 November: still to come',
    ]);
  });
});

describe('the calendar month labels', () => {
  it('name the first row’s month and each row where a month begins', () => {
    const days: RhythmDay[] = Array.from({ length: 35 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10),
      state: 'missed',
    }));
    expect(monthLabels(weeksOf(days))).toEqual(['Oct', 'Nov', '', '', '']);
  });
});
