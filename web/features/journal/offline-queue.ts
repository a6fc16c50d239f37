import { useSyncExternalStore } from 'react';
import type { CreateJournalEntryInput, JournalEntry } from '@contract/journal.ts';
import { HttpError } from '@/lib/api-client.ts';
import { claimDeviceStorage, PRIVATE_STORAGE_PREFIX } from '@/lib/private-storage.ts';

/**
 * Reflections written while offline (decision 131): kept in localStorage, per reader, with the
 * idempotency key made when the reader pressed Save, and sent again when the connection returns and
 * when the app starts. The server answers a key it has already saved with that entry, so a send
 * whose answer was lost never makes a second entry. Private data: removed on logout with the rest
 * (pwa/private-data.ts).
 */

export interface QueuedReflection {
  userId: string;
  input: CreateJournalEntryInput & { clientId: string };
  queuedAt: string;
}

/**
 * Under PRIVATE_STORAGE_PREFIX, so logout removes it (reflection-panel-offline.test.tsx checks logout
 * empties the queue) and so does a different reader signing in (lib/private-storage.ts). Each item
 * records its reader.
 */
const KEY = `${PRIVATE_STORAGE_PREFIX}reflection-queue`;
const listeners = new Set<() => void>();

function read(): QueuedReflection[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedReflection[]) : [];
  } catch {
    return [];
  }
}

function write(items: QueuedReflection[]) {
  if (items.length) localStorage.setItem(KEY, JSON.stringify(items));
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

/** A fetch that never reached the server (offline, DNS, connection refused) rejects with a TypeError. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * The idempotency key of one save; undefined on an insecure origin (no crypto.randomUUID), where a
 * save is sent without one and never queued.
 */
export function newClientId(): string | undefined {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined;
}

/** Keeps a reflection to send later (once per key). */
export function enqueueReflection(
  userId: string,
  input: CreateJournalEntryInput & { clientId: string },
) {
  // The device's private keys become this reader's first (another reader's queue goes).
  claimDeviceStorage(userId);
  const items = read().filter((q) => q.input.clientId !== input.clientId);
  write([...items, { userId, input, queuedAt: new Date().toISOString() }]);
}

/** The reader's reflections waiting to be sent, oldest first. */
export function queuedReflections(userId: string): QueuedReflection[] {
  return read().filter((q) => q.userId === userId);
}

function remove(clientId: string) {
  write(read().filter((q) => q.input.clientId !== clientId));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's queue changes too.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** How many of the reader's reflections (on one reading, when given) wait to be sent. */
export function usePendingReflections(userId: string | undefined, readingId?: number): number {
  return useSyncExternalStore(
    subscribe,
    () =>
      userId
        ? queuedReflections(userId).filter(
            (q) => readingId === undefined || q.input.readingId === readingId,
          ).length
        : 0,
    () => 0,
  );
}

export interface FlushHandlers {
  send: (input: CreateJournalEntryInput) => Promise<JournalEntry>;
  /** A queued reflection the server has saved (now, or on an earlier send whose answer was lost). */
  onSaved: (entry: JournalEntry) => void;
  /** One the server refused for good (400, 403, 404, 409): dropped, with the reason. */
  onRefused: (error: HttpError) => void;
}

let flushing: Promise<void> | null = null;

/**
 * Sends the reader's queued reflections, oldest first, one at a time. Stops at the first that cannot
 * be sent yet (still offline, session lost, rate limited, server trouble), keeping it and the rest.
 * One flush at a time: a call during a flush gets that flush.
 */
export function flushReflectionQueue(userId: string, handlers: FlushHandlers): Promise<void> {
  if (flushing) return flushing;
  const run = async () => {
    for (const item of queuedReflections(userId)) {
      try {
        const entry = await handlers.send(item.input);
        remove(item.input.clientId);
        handlers.onSaved(entry);
      } catch (error) {
        if (error instanceof HttpError && [400, 403, 404, 409].includes(error.status)) {
          remove(item.input.clientId);
          handlers.onRefused(error);
          continue;
        }
        return;
      }
    }
  };
  // .finally runs after this assignment, even when there was nothing to send.
  flushing = run().finally(() => {
    flushing = null;
  });
  return flushing;
}
