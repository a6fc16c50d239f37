import type { UserPlan } from '@contract/plans.ts';

/** A reader's seven-day theme plan on day 2, active, never completed or rated; `changes` override any field. */
export function userPlan(changes: Partial<UserPlan> = {}): UserPlan {
  return {
    id: 7,
    title: 'Seven Days of Prayer',
    description: 'Prayer through the Psalms',
    type: 'theme',
    planType: 'daily',
    isActive: true,
    currentDay: 2,
    totalWeeks: 1,
    schedule: [],
    completedAt: null,
    timesCompleted: 0,
    lastCompletedAt: null,
    rating: null,
    sessionCount: 7,
    isCustom: false,
    ...changes,
  };
}
