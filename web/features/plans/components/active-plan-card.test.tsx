import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlansOverview, UserPlan } from '@contract/plans.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { BrowserRouter } from '@/lib/router.tsx';
import { userPlan } from '@/test/user-plan.ts';
import { ActivePlanCard } from './active-plan-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const entry = (day: number) => ({
  day,
  reference: `Exodus ${12 + day}`,
  title: `Day ${day}`,
  description: 'The long way round.',
  insight: null,
});

const plan = (currentDay: number): UserPlan =>
  userPlan({
    title: 'Provision in the Wilderness',
    description: 'Seven days in Exodus',
    currentDay,
    schedule: [1, 2, 3, 4, 5, 6, 7].map(entry),
  });

describe('ActivePlanCard', () => {
  it('after Previous lands on day 1, focus goes to Next, never stays on the disabled Previous', async () => {
    let day = 2;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        const path = new URL(String(url), 'http://localhost').pathname;
        if (path === '/api/plans/previous' && init?.method === 'POST') {
          day = 1;
          return Promise.resolve(json(plan(day)));
        }
        if (path === '/api/plans') {
          const overview: PlansOverview = {
            userPlans: [plan(day)],
            topRated: [],
            topActive: [],
            featured: [],
            activePlanId: 7,
          };
          return Promise.resolve(json(overview));
        }
        return Promise.resolve(json({}));
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <ActivePlanCard />
        </BrowserRouter>
      </QueryClientProvider>,
    );
    const previous = await screen.findByRole<HTMLButtonElement>('button', { name: 'Previous' });
    await waitFor(() => expect(previous.disabled).toBe(false));
    // A keyboard reader: focus on Previous, then Enter (a click on a focused button).
    previous.focus();
    fireEvent.click(previous);
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    await waitFor(() => expect(previous.disabled).toBe(true));
    await waitFor(() => expect(next.disabled).toBe(false));
    // jsdom, like a browser before its next rendering step, leaves focus on a button disabled under it.
    await act(async () => {});
    await waitFor(() => expect(document.activeElement).toBe(next));
  });
});
