/**
 * Whose words this device keeps in localStorage (issue 27, L4; decision 174). Two kinds of keys hold a
 * reader's private words:
 *
 * - `lamplight-private:*` (the offline reflection queue, and any later queue of writes): removed on
 *   logout with the service worker's per-reader caches (pwa/private-data.ts). The key
 *   `lamplight-private:owner` names the reader they all belong to.
 * - `lamplight.draft:<reader>:*` (unsaved drafts, decision 127): the reader is in the key.
 *
 * A session can end without Log out (it expires, or is ended on another device). When a different
 * reader then signs in on the same browser, `claimDeviceStorage` removes the first reader's private
 * keys and drafts before anything of the new reader's is written, as the service worker already
 * does with its caches. Kept small and free of imports: the app calls it on every start.
 */

/** localStorage keys under this prefix hold one reader's private data. */
export const PRIVATE_STORAGE_PREFIX = 'lamplight-private:';
/** The reader the `lamplight-private:` keys belong to. */
export const PRIVATE_OWNER_KEY = `${PRIVATE_STORAGE_PREFIX}owner`;
/** Drafts are kept under `lamplight.draft:<encoded reader id>:<target>` (lib/drafts.ts). */
export const DRAFT_PREFIX = 'lamplight.draft:';

/** The start of every draft key of one reader. */
export const draftOwnerPrefix = (owner: string) => `${DRAFT_PREFIX}${encodeURIComponent(owner)}:`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: nothing is kept on the device
  }
}

function allKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/**
 * What of a private key written before owners were recorded belongs to `userId`: the items of a list
 * that name them (the reflection queue records each item's `userId`). Anything else is removed.
 */
function keepOwnItems(store: Storage, key: string, userId: string): void {
  try {
    const value: unknown = JSON.parse(store.getItem(key) ?? 'null');
    if (Array.isArray(value)) {
      const own = value.filter(
        (item: unknown) =>
          typeof item === 'object' &&
          item !== null &&
          (item as { userId?: unknown }).userId === userId,
      );
      if (own.length) {
        if (own.length !== value.length) store.setItem(key, JSON.stringify(own));
        return;
      }
    }
  } catch {
    // unreadable: removed below
  }
  store.removeItem(key);
}

/**
 * Makes `userId` the reader whose words this device keeps: another reader's `lamplight-private:` keys
 * and drafts are removed, this reader's are kept. Called when the app learns who is signed in and
 * before a private key is written. Never throws.
 */
export function claimDeviceStorage(userId: string): void {
  const store = storage();
  if (!store || !userId) return;
  try {
    const owner = store.getItem(PRIVATE_OWNER_KEY);
    const mine = draftOwnerPrefix(userId);
    for (const key of allKeys(store)) {
      if (key.startsWith(DRAFT_PREFIX)) {
        if (!key.startsWith(mine)) store.removeItem(key);
      } else if (key.startsWith(PRIVATE_STORAGE_PREFIX) && key !== PRIVATE_OWNER_KEY) {
        if (owner === null) keepOwnItems(store, key, userId);
        else if (owner !== userId) store.removeItem(key);
      }
    }
    if (owner !== userId) store.setItem(PRIVATE_OWNER_KEY, userId);
  } catch {
    // storage full or blocked part-way: the next claim finishes the work
  }
}
