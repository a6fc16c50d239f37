import { lazy, useSyncExternalStore, type ComponentType } from 'react';

/**
 * Lazily loaded route screens, and whether one is loading right now (for the progress bar).
 * A route module exports its screen as `Component`.
 */
let pending = 0;
const listeners = new Set<() => void>();

// Notified after the current render: the count changes while React renders the new route.
function notify() {
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyRoute<T extends ComponentType<any>>(load: () => Promise<{ Component: T }>) {
  return lazy(() => {
    pending += 1;
    notify();
    return load()
      .then((module) => ({ default: module.Component }))
      .finally(() => {
        pending -= 1;
        notify();
      });
  });
}

export function useRouteLoading() {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
