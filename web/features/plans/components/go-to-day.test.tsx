import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserPlan } from '@contract/plans.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { GoToDay } from './go-to-day.tsx';
import { PlanSchedule } from './plan-schedule.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast: Object.assign(vi.fn(), toasts) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const schedule = (days: number) =>
  Array.from({ length: days }, (_, i) => ({
    day: i + 1,
    reference: `Psalms ${i + 1}`,
    title: '',
    description: '',
    insight: null,
  }));

const plan: UserPlan = {
  id: 9,
  title: 'The Bible in a Year',
  description: 'Every chapter once',
  type: 'book',
  planType: 'daily',
  isActive: true,
  currentDay: 332,
  totalWeeks: 365 / 7,
  schedule: schedule(365),
  completedAt: null,
  timesCompleted: 0,
  lastCompletedAt: null,
  rating: null,
  sessionCount: 365,
  isCustom: false,
};

function renderGoToDay() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GoToDay plan={plan} />
    </QueryClientProvider>,
  );
  return {
    field: screen.getByRole('textbox', { name: 'Go to day' }),
    go: screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement,
  };
}

describe('Go to day (decision 159)', () => {
  it('offers only a day of the plan other than the current one', () => {
    const { field, go } = renderGoToDay();
    expect(field.getAttribute('placeholder')).toBe('1-365');
    expect(go.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '366' } });
    expect(go.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '332' } });
    expect(go.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '0' } });
    expect(go.disabled).toBe(true);
    // Only digits are kept.
    fireEvent.change(field, { target: { value: '2x00' } });
    expect((field as HTMLInputElement).value).toBe('200');
    expect(go.disabled).toBe(false);
  });

  it('moves the plan from the day it showed, and says so', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ ...plan, currentDay: 200 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { field, go } = renderGoToDay();
    fireEvent.change(field, { target: { value: '200' } });
    fireEvent.click(go);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Moved to day 200'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/plans/9/day');
    expect(JSON.parse(String(init.body))).toEqual({ day: 200, fromDay: 332 });
    expect((field as HTMLInputElement).value).toBe('');
  });
});

describe('PlanSchedule day badges', () => {
  const badges = () =>
    screen
      .getAllByRole('listitem')
      .map((li) => li.querySelector('span')!)
      .map((badge) => badge.className);

  it('gives every day of a plan longer than 99 days a badge wide enough for three digits', () => {
    render(<PlanSchedule id="s" plan={plan} showProgress />);
    const classes = badges();
    expect(classes).toHaveLength(365);
    expect(classes.every((c) => /\bw-8\b/.test(c) && !/\bsize-5\b/.test(c))).toBe(true);
  });

  it('keeps the round badge on a short plan', () => {
    render(
      <PlanSchedule
        id="s"
        plan={{ ...plan, schedule: schedule(14), currentDay: 3 }}
        showProgress
      />,
    );
    expect(badges().every((c) => /\bw-5\b/.test(c))).toBe(true);
  });
});
