import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: no retries, never stale on their own, no refetch on focus, no polling.
 * `onUnauthorized` is the one place a 401 from any query or mutation is handled.
 */
export function createQueryClient(onError?: (error: unknown) => void) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
