import { useEffect, useId } from 'react';

/**
 * Which reflection drafts hold unsaved words right now, so an app update is never applied in the middle
 * of one (decision 131): the update offer waits until every draft is saved or emptied.
 */
const dirty = new Set<string>();
const listeners = new Set<() => void>();

/** Marks the draft `key` as holding unsaved words, or not. */
export function setDraftDirty(key: string, isDirty: boolean) {
  const had = dirty.has(key);
  if (isDirty) dirty.add(key);
  else dirty.delete(key);
  if (had !== isDirty) for (const listener of listeners) listener();
}

/** True while any draft holds unsaved words. */
export function hasDirtyDraft(): boolean {
  return dirty.size > 0;
}

/** Calls `listener` whenever a draft becomes dirty or clean; returns the unsubscribe. */
export function onDraftsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Reports the calling editor's draft as dirty while `isDirty`, and clean once it unmounts. */
export function useDraftGuard(isDirty: boolean) {
  const key = useId();
  useEffect(() => {
    setDraftDirty(key, isDirty);
    return () => setDraftDirty(key, false);
  }, [key, isDirty]);
}
