import { PRIVATE_STORAGE_PREFIX } from '@/lib/private-storage.ts';
import { PRIVATE_CACHE_PREFIX } from './reader-cache.ts';

/**
 * localStorage keys under PRIVATE_STORAGE_PREFIX hold a reader's private data (the offline
 * reflection queue, and the key naming whose it is): removed on logout with the reader's caches
 * (decision 131). A different reader signing in removes them too (lib/private-storage.ts).
 */
export { PRIVATE_STORAGE_PREFIX };

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
