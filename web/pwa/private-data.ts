import { PRIVATE_CACHE_PREFIX } from './reader-cache.ts';

/**
 * localStorage keys under this prefix hold a reader's private data (the offline reflection queue):
 * removed on logout with the reader's caches (decision 131).
 */
export const PRIVATE_STORAGE_PREFIX = 'lamplight-private:';

/**
 * Forgets everything of the reader kept on this device for offline use: the service worker's
 * per-reader caches and the private localStorage keys. Never throws (a browser without Cache
 * Storage, or one that refuses it, has nothing to forget there).
 */
export async function forgetPrivateData(): Promise<void> {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(PRIVATE_STORAGE_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // storage disabled: nothing was kept there
  }
  try {
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(
      names.filter((n) => n.startsWith(PRIVATE_CACHE_PREFIX)).map((n) => caches.delete(n)),
    );
  } catch {
    // Cache Storage unavailable (e.g. an insecure origin): nothing was kept there
  }
}
