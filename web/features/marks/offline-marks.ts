import { useSyncExternalStore } from 'react';
import type { CreateMarkInput, Mark } from '@contract/marks.ts';
import { HttpError } from '@/lib/api-client.ts';

/**
 * Marks saved while offline (decision 164), kept as reflections are (decision 131): in localStorage per
 * reader, under the private prefix that logout clears, each with the idempotency key made when the reader
 * pressed Save, sent oldest first when the connection returns. The server answers a known key with the
 * mark it saved, so a send whose answer was lost never makes a second note.
 */
export type QueuedMarkInput = CreateMarkInput & { clientId: string };
interface QueuedMark {
  userId: string;
  input: QueuedMarkInput;
  queuedAt: string;
}

const KEY = 'lamplight-private:mark-queue';
const listeners = new Set<() => void>();

function read(): QueuedMark[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedMark[]) : [];
  } catch {
    return [];
  }
}

function write(items: QueuedMark[]) {
  try {
    if (items.length) localStorage.setItem(KEY, JSON.stringify(items));
    else localStorage.removeItem(KEY);
  } catch {
    // storage full or blocked: nothing more we can keep
  }
  for (const listener of listeners) listener();
}

export function enqueueMark(userId: string, input: QueuedMarkInput) {
  const items = read().filter((q) => q.input.clientId !== input.clientId);
  write([...items, { userId, input, queuedAt: new Date().toISOString() }]);
}

export function queuedMarks(userId: string): QueuedMarkInput[] {
  return read()
    .filter((q) => q.userId === userId)
    .map((q) => q.input);
}

function remove(clientId: string) {
  write(read().filter((q) => q.input.clientId !== clientId));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** How many of the reader's marks wait to be sent. */
export function usePendingMarks(userId: string | undefined): number {
  return useSyncExternalStore(
    subscribe,
    () => (userId ? queuedMarks(userId).length : 0),
    () => 0,
  );
}

let flushing: Promise<void> | null = null;

/**
 * Sends the reader's queued marks one at a time; stops at the first that cannot be sent yet (offline, 401,
 * 429, 5xx) and keeps it and the rest; a refusal for good (400, 403, 404, 409) drops it with the reason.
 */
export function flushMarkQueue(
  userId: string,
  handlers: {
    send: (input: QueuedMarkInput) => Promise<Mark>;
    onSaved: (mark: Mark) => void;
    onRefused: (error: HttpError) => void;
  },
): Promise<void> {
  if (flushing) return flushing;
  const run = async () => {
    for (const input of queuedMarks(userId)) {
      try {
        const mark = await handlers.send(input);
        remove(input.clientId);
        handlers.onSaved(mark);
      } catch (error) {
        if (error instanceof HttpError && [400, 403, 404, 409].includes(error.status)) {
          remove(input.clientId);
          handlers.onRefused(error);
          continue;
        }
        return;
      }
    }
  };
  flushing = run().finally(() => {
    flushing = null;
  });
  return flushing;
}
