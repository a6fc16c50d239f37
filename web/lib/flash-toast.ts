import { toast } from './toast.ts';

/**
 * A toast that survives one full page load: for actions that end with `location.assign` (the reader's
 * session and cached data are gone, so the app starts afresh), like deleting an account.
 */
const KEY = 'lamplight.flash-toast';

interface Flash {
  title: string;
  description?: string;
}

/** Keeps a success toast to show after the next page load. */
export function flashToast(title: string, description?: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ title, description } satisfies Flash));
  } catch {
    // Storage blocked: the page still changes, without the toast.
  }
}

/** Shows (once) a toast kept by flashToast before the page loaded. */
export function showFlashToast(): void {
  let flash: Flash | null = null;
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return;
    window.sessionStorage.removeItem(KEY);
    flash = JSON.parse(raw) as Flash;
  } catch {
    return;
  }
  if (flash && typeof flash.title === 'string') {
    void toast.success(flash.title, flash.description ? { description: flash.description } : {});
  }
}
