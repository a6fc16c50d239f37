import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModelInsights } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationMeta } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/model-insights: whether the model writes insights, and whether one is set up. */
export const getModelInsights = () => apiRequest<ModelInsights>('/api/admin/model-insights');

const options = () =>
  queryOptions({ queryKey: queryKeys.adminModelInsights, queryFn: getModelInsights });

export function useModelInsights() {
  return useQuery(options());
}

/**
 * POST /api/admin/model-insights { enabled } (decision 148, audited). The switch moves at once and
 * springs back if the call fails; `meta.onFailure` is the failure toast.
 */
export function useSetModelInsights(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  const { queryKey } = options();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest<ModelInsights>('/api/admin/model-insights', {
        method: 'POST',
        body: { enabled },
      }),
    meta,
    onMutate: async (enabled) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ModelInsights>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, modelInsights: enabled });
      return { previous };
    },
    onError: (_error, _enabled, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (result) => queryClient.setQueryData(queryKey, result),
  });
}
