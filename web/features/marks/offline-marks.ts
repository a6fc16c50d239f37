import type { CreateMarkInput, Mark } from '@contract/marks.ts';
import { createOfflineQueue, type FlushHandlers } from '@/lib/offline-queue.ts';

/**
 * Marks saved while offline (decision 164), kept as reflections are (decision 131), in the shared
 * offline queue (lib/offline-queue.ts) under the private prefix that logout clears.
 */
export type QueuedMarkInput = CreateMarkInput & { clientId: string };

const queue = createOfflineQueue<QueuedMarkInput, Mark>('lamplight-private:mark-queue');

export const enqueueMark = queue.enqueue;

/** The reader's marks waiting to be sent, oldest first. */
export function queuedMarks(userId: string): QueuedMarkInput[] {
  return queue.queued(userId).map((q) => q.input);
}

/** How many of the reader's marks wait to be sent. */
export function usePendingMarks(userId: string | undefined): number {
  return queue.usePending(userId);
}

/** Sends the reader's queued marks, oldest first (see lib/offline-queue.ts). */
export function flushMarkQueue(
  userId: string,
  handlers: FlushHandlers<QueuedMarkInput, Mark>,
): Promise<void> {
  return queue.flush(userId, handlers);
}
