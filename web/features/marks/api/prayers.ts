import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePrayerInput,
  OnThisDay,
  Prayer,
  PrayerList,
  PrayerSummary,
  UpdatePrayerInput,
} from '@contract/prayers.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function usePrayers() {
  return useQuery({
    queryKey: queryKeys.prayers,
    queryFn: () => apiRequest<PrayerList>('/api/prayers'),
  });
}

/** Today's line: how many prayers are active. */
export function usePrayerSummary() {
  return useQuery({
    queryKey: queryKeys.prayerSummary,
    queryFn: () => apiRequest<PrayerSummary>('/api/prayers/summary'),
  });
}

/** "On this day": fetched only while the reader keeps it on. */
export function useOnThisDay(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.onThisDay,
    queryFn: () => apiRequest<OnThisDay>('/api/recall/on-this-day'),
    enabled,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.prayers }),
      // A prayer linked to a passage shows in that chapter's recall.
      queryClient.invalidateQueries({ queryKey: queryKeys.marks }),
    ]);
}

export function useCreatePrayer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreatePrayerInput) =>
      apiRequest<Prayer>('/api/prayers', {
        method: 'POST',
        body: { ...input, clientId: input.clientId ?? crypto.randomUUID() },
      }),
    onSuccess: refresh,
  });
}

export function useUpdatePrayer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdatePrayerInput & { id: number }) =>
      apiRequest<Prayer>(`/api/prayers/${id}`, { method: 'PATCH', body }),
    onSuccess: refresh,
  });
}

export function useDeletePrayer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/prayers/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
