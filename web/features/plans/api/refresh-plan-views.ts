import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';
import { getPlanAllowanceQueryOptions } from './get-plan-allowance.ts';
import { getPlansQueryOptions } from './get-plans.ts';

export interface RefreshPlanViewsOptions {
  /**
   * False when the caller puts today's reading in the cache itself (a switch on Today posts
   * /api/readings/refresh), so the server does not compute it twice.
   */
  todayReading?: boolean;
}

/**
 * After any plan change: the plans, today's reading (it follows Today's plan) and the
 * allowance, which both the plans page and the membership status carry, and the
 * reader's streaks (Next and Complete count a reading day).
 */
export async function refreshPlanViews(
  queryClient: QueryClient,
  { todayReading = true }: RefreshPlanViewsOptions = {},
) {
  const keys = [
    getPlansQueryOptions().queryKey,
    getPlanAllowanceQueryOptions().queryKey,
    ...(todayReading ? [queryKeys.todayReading] : []),
    queryKeys.membership,
    queryKeys.rhythm,
  ];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
