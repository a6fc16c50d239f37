import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the first load: the library (and its Toaster) is fetched the first time
 * a toast is shown, and the toast is handed over once the Toaster is on the page, so it shows for its
 * whole duration (and "shown, then 500 ms" means what it says).
 */
let wanted = false;
const listeners = new Set<() => void>();

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
/** How long a toast waits for the Toaster before going ahead anyway (a page without one). */
const MOUNT_WAIT_MS = 3000;

/** Called by LazyToaster once sonner's Toaster has mounted and subscribed. */
export function toasterMounted() {
  markMounted();
}

function loadSonner() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('sonner');
}

/** Resolves once the toast is on its way to the screen (or could not be, if sonner failed to load). */
function show(
  kind: 'message' | 'success' | 'error',
  title: string,
  options?: ExternalToast,
): Promise<void> {
  return loadSonner().then(
    async ({ toast: sonner }) => {
      await Promise.race([mounted, new Promise((r) => setTimeout(r, MOUNT_WAIT_MS))]);
      sonner[kind](title, options);
    },
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
