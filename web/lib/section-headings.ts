import { useSyncExternalStore } from 'react';

/**
 * Whether the passage shows the study notes' section headings (decision 149): on by default, and
 * remembered on this device. The reading comfort of decision 127 is kept on the reader's row; a
 * new column needs a migration, so this choice stays with the device for now.
 */
const KEY = 'lamplight.section-headings';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Turns the headings on or off on this device; every passage shown changes at once. */
export function setSectionHeadings(on: boolean): void {
  try {
    if (on) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, 'off');
  } catch {
    // Storage blocked: the choice lasts until the page is left.
    fallback = on;
  }
  for (const listener of listeners) listener();
}

let fallback: boolean | undefined;

/** The reader's choice on this device (on unless they turned it off). */
export function useSectionHeadings(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => fallback ?? read(),
    () => true,
  );
}
