import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './api-client.ts';

/**
 * What a mutation tells the reader when it fails, set where the mutation is used
 * (`useXxx({ onFailure })`, passed on as the mutation's `meta`).
 */
export interface MutationMeta extends Record<string, unknown> {
  /**
   * The failure toast. The query client calls it for every failure but a 401: a lost session has one
   * message of its own (the session check's toast, then sign-in again), never a second toast.
   */
  onFailure?: (error: unknown) => void;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/**
 * Spec §7: no retries, never stale on their own, no refetch on focus, no polling.
 * This is the one place a 401 from any query or mutation is handled: `onUnauthorized` runs, and a
 * failed mutation's own `onFailure` does not.
 */
export function createQueryClient(onUnauthorized?: () => void) {
  const handledAsUnauthorized = (error: unknown) => {
    if (!isUnauthorizedError(error)) return false;
    onUnauthorized?.();
    return true;
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => void handledAsUnauthorized(error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!handledAsUnauthorized(error)) mutation.meta?.onFailure?.(error);
      },
    }),
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
