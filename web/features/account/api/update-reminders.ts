import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings, ReminderSettingsInput } from '@contract/reminders.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getRemindersQueryOptions } from './get-reminders.ts';

/** PUT /api/account/reminders: on or off, the local time (HH:MM) and the days; answers the saved setting. */
export const updateReminders = (input: ReminderSettingsInput) =>
  apiRequest<ReminderSettings>('/api/account/reminders', { method: 'PUT', body: input });

export function useUpdateReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminders,
    onSuccess: (saved) => {
      queryClient.setQueryData(getRemindersQueryOptions().queryKey, saved);
    },
  });
}
