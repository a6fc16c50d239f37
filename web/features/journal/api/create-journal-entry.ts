import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@contract/auth.ts';
import type { CreateJournalEntryInput, JournalEntry } from '@contract/journal.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';
import {
  enqueueReflection,
  flushReflectionQueue,
  isNetworkError,
  newClientId,
  queuedReflections,
  usePendingReflections,
} from '../offline-queue.ts';
import { writeErrorDescription } from '../write-error.ts';
import { refreshJournalViews } from './refresh-journal-views.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** POST /api/journal/entries (201 when saved now, 200 when its clientId was saved before). */
export const createJournalEntry = (input: CreateJournalEntryInput) =>
  apiRequest<JournalEntry>('/api/journal/entries', { method: 'POST', body: input });

/** What a save did: saved now, or kept on this device to send when the connection returns. */
export type SaveOutcome = { queued: false; entry: JournalEntry } | { queued: true };

const signedInId = (queryClient: QueryClient) =>
  queryClient.getQueryData<User | null>(queryKeys.authUser)?.id;

/**
 * Saves a reflection with a fresh idempotency key; when the request cannot reach the server
 * (offline) and a reader is signed in, the reflection is queued instead (decision 131).
 */
async function saveOrQueue(queryClient: QueryClient, input: CreateJournalEntryInput) {
  const clientId = input.clientId ?? newClientId();
  const keyed = { ...input, clientId };
  try {
    return { queued: false, entry: await createJournalEntry(keyed) } satisfies SaveOutcome;
  } catch (error) {
    const userId = signedInId(queryClient);
    if (!userId || !clientId || !isNetworkError(error)) throw error;
    enqueueReflection(userId, { ...keyed, clientId });
    return { queued: true } satisfies SaveOutcome;
  }
}

/** Sends the reader's queued reflections; each one saved refreshes the journal views. */
export function syncQueuedReflections(queryClient: QueryClient) {
  const userId = signedInId(queryClient);
  if (!userId) return Promise.resolve();
  return flushReflectionQueue(userId, {
    send: createJournalEntry,
    onSaved: (entry) => {
      void refreshJournalViews(queryClient, entry.readingId);
      void toast.success('Reflection Saved', {
        description: 'Your new reflection has been saved.',
      });
    },
    onRefused: (error) =>
      void toast.error('Save Failed', {
        description: writeErrorDescription(
          error,
          'Unable to save your reflection. Please try again.',
        ),
      }),
  });
}

/**
 * While reflections wait, they are tried again this often as well: `navigator.onLine` is only a hint
 * (true behind a dead Wi-Fi or with the server unreachable, and 'online' then never fires).
 */
export const QUEUE_RETRY_MS = 15_000;

/**
 * `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). While
 * mounted, queued reflections are sent at once, whenever the browser comes back online, and every
 * QUEUE_RETRY_MS while any wait.
 */
export function useCreateJournalEntry(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sync = () => void syncQueuedReflections(queryClient);
    const retry = () => {
      const userId = signedInId(queryClient);
      if (userId && queuedReflections(userId).length > 0) sync();
    };
    sync();
    window.addEventListener('online', sync);
    const timer = window.setInterval(retry, QUEUE_RETRY_MS);
    return () => {
      window.removeEventListener('online', sync);
      window.clearInterval(timer);
    };
  }, [queryClient]);
  return useMutation({
    mutationFn: (input: CreateJournalEntryInput): Promise<SaveOutcome> =>
      saveOrQueue(queryClient, input),
    meta,
    // Run even while the browser says it is offline: the request then fails at once and the
    // reflection is queued, where the default mode would pause it unseen until 'online'.
    networkMode: 'always',
    onSuccess: (outcome) => {
      if (!outcome.queued) return refreshJournalViews(queryClient, outcome.entry.readingId);
    },
  });
}

/** How many of the signed-in reader's reflections on this reading wait to be sent. */
export function useQueuedReflectionCount(readingId: number): number {
  return usePendingReflections(signedInId(useQueryClient()), readingId);
}
