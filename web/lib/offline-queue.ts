import { useSyncExternalStore } from 'react';
import { HttpError } from '@/lib/api-client.ts';
import { claimDeviceStorage } from '@/lib/private-storage.ts';

/**
 * A queue of saves made while offline (decision 131; reflections, and marks since decision 164): kept in
 * localStorage per reader, each with the idempotency key made when the reader pressed Save, and sent
 * oldest first when the connection returns and when the app starts. The server answers a key it has
 * already saved with that record, so a send whose answer was lost never makes a second one. The storage
 * key must sit under pwa/private-data.ts's PRIVATE_STORAGE_PREFIX ('lamplight-private:'), so logout
 * removes it with the rest.
 */

export interface QueuedSave<Input extends { clientId: string }> {
  userId: string;
  input: Input;
  queuedAt: string;
}

export interface FlushHandlers<Input, Saved> {
  send: (input: Input) => Promise<Saved>;
  /** A queued save the server has kept (now, or on an earlier send whose answer was lost). */
  onSaved: (saved: Saved) => void;
  /** One the server refused for good (400, 403, 404, 409): dropped, with the reason. */
  onRefused: (error: HttpError) => void;
}

/** Answers that will not change on a later send: the save is dropped rather than kept forever. */
const REFUSED_FOR_GOOD = [400, 403, 404, 409];

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

export function createOfflineQueue<Input extends { clientId: string }, Saved>(key: string) {
  const listeners = new Set<() => void>();
  let flushing: Promise<void> | null = null;

  function read(): QueuedSave<Input>[] {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as QueuedSave<Input>[]) : [];
    } catch {
      return [];
    }
  }

  /** Throws when storage is full or blocked, so a save that could not be kept is not said to be. */
  function write(items: QueuedSave<Input>[]) {
    try {
      if (items.length) localStorage.setItem(key, JSON.stringify(items));
      else localStorage.removeItem(key);
    } finally {
      for (const listener of listeners) listener();
    }
  }

  function remove(clientId: string) {
    try {
      write(read().filter((q) => q.input.clientId !== clientId));
    } catch {
      // Storage blocked: the send already happened, and a later send of the same key is harmless.
    }
  }

  /** The reader's saves waiting to be sent, oldest first. */
  function queued(userId: string): QueuedSave<Input>[] {
    return read().filter((q) => q.userId === userId);
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab's queue changes too.
    const onStorage = (event: StorageEvent) => event.key === key && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return {
    queued,

    /** Keeps a save to send later (once per key). */
    enqueue(userId: string, input: Input) {
      // The device's private keys become this reader's first (another reader's queued words go).
      claimDeviceStorage(userId);
      const items = read().filter((q) => q.input.clientId !== input.clientId);
      write([...items, { userId, input, queuedAt: new Date().toISOString() }]);
    },

    /** How many of the reader's saves (those `which` accepts, when given) wait to be sent. */
    usePending(userId: string | undefined, which?: (input: Input) => boolean): number {
      return useSyncExternalStore(
        subscribe,
        () =>
          userId ? queued(userId).filter((q) => which === undefined || which(q.input)).length : 0,
        () => 0,
      );
    },

    /**
     * Sends the reader's queued saves, oldest first, one at a time. Stops at the first that cannot be
     * sent yet (still offline, session lost, rate limited, server trouble), keeping it and the rest.
     * One flush at a time: a call during a flush gets that flush.
     */
    flush(userId: string, handlers: FlushHandlers<Input, Saved>): Promise<void> {
      if (flushing) return flushing;
      const run = async () => {
        for (const item of queued(userId)) {
          try {
            const saved = await handlers.send(item.input);
            remove(item.input.clientId);
            handlers.onSaved(saved);
          } catch (error) {
            if (error instanceof HttpError && REFUSED_FOR_GOOD.includes(error.status)) {
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
    },
  };
}
