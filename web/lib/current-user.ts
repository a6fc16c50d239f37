import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { User } from '@contract/auth.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The signed-in reader as the auth feature last loaded it (GET /api/auth/user or the sync), read
 * from the query cache: features that only need to know whose screen it is (drafts kept per
 * reader, the reading card's text size) never import the auth feature. Null when signed out or
 * not loaded yet; the component follows later changes of the cached user.
 */
export function useCachedUser(): User | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const read = () => queryClient.getQueryData<User | null>(queryKeys.authUser) ?? null;
  return useSyncExternalStore(subscribe, read, read);
}
