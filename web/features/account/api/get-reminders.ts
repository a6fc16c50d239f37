import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderSettings } from '@contract/reminders.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/account/reminders: the daily reminder and the time zone its time is read in. */
export const getReminders = () => apiRequest<ReminderSettings>('/api/account/reminders');

export const getRemindersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.accountReminders, queryFn: getReminders });

export function useReminders() {
  return useQuery(getRemindersQueryOptions());
}
