import type { CreateJournalEntryInput, JournalEntry } from '@contract/journal.ts';
import { PRIVATE_STORAGE_PREFIX } from '@/lib/private-storage.ts';
import { createOfflineQueue, type FlushHandlers, type QueuedSave } from '@/lib/offline-queue.ts';

export { isNetworkError, newClientId } from '@/lib/offline-queue.ts';

/**
 * Reflections written while offline (decision 131), in the shared offline queue (lib/offline-queue.ts).
 * The key is under the private prefix, so logout removes it (reflection-panel-offline.test.tsx checks
 * logout empties the queue).
 */
type QueuedInput = CreateJournalEntryInput & { clientId: string };
export type QueuedReflection = QueuedSave<QueuedInput>;

const queue = createOfflineQueue<QueuedInput, JournalEntry>(
  `${PRIVATE_STORAGE_PREFIX}reflection-queue`,
);

/** Keeps a reflection to send later (once per key). */
export const enqueueReflection = queue.enqueue;

/** The reader's reflections waiting to be sent, oldest first. */
export const queuedReflections = queue.queued;

/** How many of the reader's reflections (on one reading, when given) wait to be sent. */
export function usePendingReflections(userId: string | undefined, readingId?: number): number {
  return queue.usePending(
    userId,
    readingId === undefined ? undefined : (input) => input.readingId === readingId,
  );
}

/** Sends the reader's queued reflections, oldest first (see lib/offline-queue.ts). */
export function flushReflectionQueue(
  userId: string,
  handlers: FlushHandlers<CreateJournalEntryInput, JournalEntry>,
): Promise<void> {
  return queue.flush(userId, handlers);
}
