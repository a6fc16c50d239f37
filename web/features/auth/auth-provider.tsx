import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { IdentityResult, IdentityUser, User } from '@contract/auth.ts';
import { claimDeviceStorage } from '@/lib/private-storage.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getIdentityQueryOptions, getIdentitySession } from './api/get-identity-session.ts';
import { getUserQueryOptions } from './api/get-user.ts';
import { logout } from './api/logout.ts';
import { signOutIdentity } from './api/sign-out-identity.ts';
import { syncIdentity } from './api/sync-identity.ts';
import { isTokenExpired } from './token.ts';

export interface AuthState {
  /** The signed-in identity, or null. */
  identityUser: IdentityUser | null;
  /** The backend user, or null. */
  user: User | null;
  isLoading: boolean;
  /** Both the identity and the backend user exist. */
  isAuthenticated: boolean;
  /** Posts the identity's ID token to the sync call. */
  sync: () => void;
  /** Called by the sign-in dialog with the identity step's result. */
  completeSignIn: (result: IdentityResult) => Promise<void>;
  signOut: () => Promise<void>;
  signInOpen: boolean;
  setSignInOpen: (open: boolean) => void;
}

const AuthContext = createContext<AuthState | null>(null);

/** The sign-in state machine of the product. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [signInOpen, setSignInOpen] = useState(false);
  const identityQuery = useQuery(getIdentityQueryOptions());
  const identity = identityQuery.data ?? null;
  const userQuery = useQuery(getUserQueryOptions(Boolean(identity)));
  const user = identity ? (userQuery.data ?? null) : null;

  // A different reader signed in on this browser (the last session ended without Log out): the
  // previous reader's queued writes and drafts go, as the service worker's caches of them do.
  const userId = user?.id;
  useEffect(() => {
    if (userId) claimDeviceStorage(userId);
  }, [userId]);

  const syncMutation = useMutation({
    mutationFn: async (given?: string) => {
      let token =
        given ?? queryClient.getQueryData<IdentityResult | null>(queryKeys.identity)?.idToken;
      if (!token || isTokenExpired(token)) {
        const fresh = await getIdentitySession();
        if (!fresh) throw new Error('Not signed in');
        queryClient.setQueryData(queryKeys.identity, fresh);
        token = fresh.idToken;
      }
      return syncIdentity(token);
    },
    onSuccess: async (synced: User) => {
      queryClient.setQueryData(queryKeys.authUser, synced);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.authUser }),
        queryClient.invalidateQueries({ queryKey: queryKeys.membership }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAuth }),
      ]);
    },
  });

  // An identity without a backend user, and no sync running: obtain a token and sync.
  const needsSync =
    Boolean(identity) &&
    userQuery.isSuccess &&
    userQuery.data === null &&
    !syncMutation.isPending &&
    !syncMutation.isError;
  const { mutate: runSync } = syncMutation;
  useEffect(() => {
    if (needsSync) runSync(undefined);
  }, [needsSync, runSync]);

  const completeSignIn = useCallback(
    async (result: IdentityResult) => {
      syncMutation.reset();
      // Sync first: once the identity is set the user query is enabled, and it must find the user there.
      await syncMutation.mutateAsync(result.idToken);
      queryClient.setQueryData(queryKeys.identity, result);
    },
    [queryClient, syncMutation],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (err) {
      // Spec §8: a failed logout is only logged; the reader is still signed out locally.
      console.warn('Logout failed', err);
      // The app's call failed, so the identity session may still be there, and '/' would sign the
      // reader straight back in from it (issue 16, item 5): end it through the identity provider.
      await signOutIdentity().catch((e: unknown) => console.warn('Identity sign-out failed', e));
    }
    // Signed out locally whatever the server said: no identity, no user, no cached data, none of the
    // reader's unsaved drafts left on this device (decision 127) and nothing of theirs kept for offline
    // use (decision 131). Both modules load here, not in the first load (decision 141); they are
    // precached, so this works offline too. Done before the query cache is cleared: while they load, a
    // cleared cache would send the screen's queries again, signed out (401s).
    const leaving = queryClient.getQueryData<User | null>(queryKeys.authUser);
    await Promise.all([
      leaving
        ? import('@/lib/drafts.ts').then((m) => m.forgetDrafts(leaving.id)).catch(() => undefined)
        : undefined,
      import('@/pwa/private-data.ts').then((m) => m.forgetPrivateData()).catch(() => undefined),
    ]);
    queryClient.setQueryData(queryKeys.identity, null);
    queryClient.setQueryData(queryKeys.authUser, null);
    queryClient.clear();
    window.location.assign('/');
  }, [queryClient]);

  const isLoading =
    identityQuery.isLoading ||
    (Boolean(identity) && userQuery.isLoading) ||
    syncMutation.isPending ||
    needsSync;

  const value = useMemo<AuthState>(
    () => ({
      identityUser: identity?.user ?? null,
      user,
      isLoading,
      isAuthenticated: Boolean(identity && user),
      sync: () => runSync(undefined),
      completeSignIn,
      signOut,
      signInOpen,
      setSignInOpen,
    }),
    [identity, user, isLoading, runSync, completeSignIn, signOut, signInOpen],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
