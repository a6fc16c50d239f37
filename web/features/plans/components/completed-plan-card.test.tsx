import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserPlan } from '@contract/plans.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { CompletedPlanCard } from './completed-plan-card.tsx';

// Noon UTC, so the date reads the same in any time zone the tests run in.
const finished: UserPlan = {
  id: 3,
  title: 'The Gospel of Mark',
  description: 'Mark in two weeks',
  type: 'book',
  planType: 'daily',
  isActive: false,
  currentDay: 14,
  totalWeeks: 2,
  schedule: [],
  completedAt: '2026-11-24T12:00:00.000Z',
  timesCompleted: 1,
  lastCompletedAt: '2026-11-24T12:00:00.000Z',
  rating: 40,
  sessionCount: 14,
  isCustom: false,
};

function renderCard(plan: UserPlan, onStudyAgain = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CompletedPlanCard
        plan={plan}
        onStudyAgain={onStudyAgain}
        activating={false}
        disabled={false}
      />
    </QueryClientProvider>,
  );
}

const card = () => screen.getByRole('article', { name: 'The Gospel of Mark' });

describe('CompletedPlanCard (decision 124)', () => {
  it('gives the completion date, the length, the rating and Study Again', () => {
    const onStudyAgain = vi.fn();
    renderCard(finished, onStudyAgain);
    expect(card().textContent).toContain('Completed Nov 24, 2026 · 2 weeks');
    expect(card().querySelector('time')?.getAttribute('datetime')).toBe('2026-11-24T12:00:00.000Z');
    expect(screen.getByTestId('plan-rating').textContent).toBe('4.0');
    screen.getByRole('button', { name: 'Study Again' }).click();
    expect(onStudyAgain).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Studying again/)).toBeNull();
  });

  it('counts the times and gives the last date once finished again', () => {
    renderCard({
      ...finished,
      completedAt: '2026-11-24T12:00:00.000Z',
      timesCompleted: 2,
      lastCompletedAt: '2026-11-24T12:00:00.000Z',
    });
    expect(card().textContent).toContain('Completed 2 times, last Nov 24, 2026 · 2 weeks');
  });

  it('stays while the plan is studied again, showing the last completion and the day reached', () => {
    renderCard({
      ...finished,
      isActive: true,
      currentDay: 3,
      completedAt: null,
      timesCompleted: 1,
      lastCompletedAt: '2026-11-10T12:00:00.000Z',
    });
    expect(card().textContent).toContain('Completed Nov 10, 2026 · 2 weeks');
    expect(screen.getByText('Studying again: day 3 of 14')).toBeTruthy();
    // Already under way: Your Plans carries it on, so no second Study Again here.
    expect(screen.queryByRole('button', { name: 'Study Again' })).toBeNull();
  });

  it('says when the plan studied again is paused', () => {
    renderCard({
      ...finished,
      isActive: false,
      currentDay: 5,
      completedAt: null,
      timesCompleted: 2,
      lastCompletedAt: '2026-11-10T12:00:00.000Z',
    });
    expect(card().textContent).toContain('Completed 2 times, last Nov 10, 2026');
    expect(screen.getByText('Studying again: day 5 of 14 (paused)')).toBeTruthy();
  });
});
