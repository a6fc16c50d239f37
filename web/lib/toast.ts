import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the first load: the library (and its Toaster) is fetched the first time
 * a toast is shown. Sonner replays toasts created before its Toaster subscribed, so none is lost.
 */
let wanted = false;
const listeners = new Set<() => void>();

function loadSonner() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('sonner');
}

function show(kind: 'message' | 'success' | 'error', title: string, options?: ExternalToast) {
  loadSonner().then(
    ({ toast: sonner }) => void sonner[kind](title, options),
    // The chunk could not load (offline): the toast is lost, nothing else is.
    () => undefined,
  );
}

/** A plain toast; `toast.success` and `toast.error` as in sonner. */
export const toast = Object.assign(
  (title: string, options?: ExternalToast) => show('message', title, options),
  {
    success: (title: string, options?: ExternalToast) => show('success', title, options),
    error: (title: string, options?: ExternalToast) => show('error', title, options),
  },
);

/** Whether the Toaster should be mounted yet (a toast has been asked for). */
export function useToasterWanted() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
