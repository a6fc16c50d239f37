import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Unsaved words kept on this device (decision 127): the reflection being written on a reading and
 * the edit dialog's text of an entry, so a reload, a crashed tab, a lost session (the sign-in round
 * trip) or a save that failed offline never loses them. One localStorage item per reader and target;
 * a reader never sees another reader's drafts, and drafts older than DRAFT_MAX_AGE_MS are dropped.
 */

const PREFIX = 'lamplight.draft:';

/** Drafts untouched for longer than this are pruned (30 days). */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** How long typing may pause before the draft is written (pagehide and hiding write it at once). */
export const DRAFT_WRITE_DELAY_MS = 300;

/** What a draft belongs to: a new reflection on a reading, or an edit of a journal entry. */
export type DraftTarget =
  | { kind: 'reading'; id: number }
  | { kind: 'entry'; id: number }
  /** A new note on verses ('psalms.46.10-10'), and the edit of a saved note (decision 164). */
  | { kind: 'verses'; id: string }
  | { kind: 'mark'; id: number };

export interface StoredDraft {
  text: string;
  /** When it was last written (ms since the epoch). */
  at: number;
}

const ownerPart = (owner: string) => `${PREFIX}${encodeURIComponent(owner)}:`;

/** The localStorage key of one reader's draft for one target. */
export function draftKey(owner: string, target: DraftTarget): string {
  return `${ownerPart(owner)}${target.kind}:${target.id}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: drafts live only in the page
  }
}

function parse(raw: string | null): StoredDraft | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof value.text !== 'string' || typeof value.at !== 'number') return null;
    return { text: value.text, at: value.at };
  } catch {
    return null;
  }
}

const expired = (draft: StoredDraft, now: number) => now - draft.at > DRAFT_MAX_AGE_MS;

function readKey(key: string, now = Date.now()): StoredDraft | null {
  const store = storage();
  const draft = parse(store?.getItem(key) ?? null);
  if (draft && expired(draft, now)) {
    store?.removeItem(key);
    return null;
  }
  return draft;
}

function writeKey(key: string, text: string, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    if (text === '') store.removeItem(key);
    else store.setItem(key, JSON.stringify({ text, at: now } satisfies StoredDraft));
  } catch {
    // Storage full or blocked: the words stay on screen, as before drafts were kept.
  }
}

/** The reader's stored draft for a target, or null (none, unreadable, or older than 30 days). */
export function loadDraft(owner: string, target: DraftTarget, now = Date.now()) {
  return readKey(draftKey(owner, target), now);
}

/** Stores (or, for empty text, removes) the reader's draft for a target. */
export function saveDraft(owner: string, target: DraftTarget, text: string, now = Date.now()) {
  writeKey(draftKey(owner, target), text, now);
}

/** Removes the reader's draft for a target (it was saved, or deliberately discarded). */
export function clearDraft(owner: string, target: DraftTarget): void {
  storage()?.removeItem(draftKey(owner, target));
}

function keysWhere(match: (key: string) => boolean): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key !== null && match(key)) keys.push(key);
  }
  return keys;
}

/** Removes every draft of one reader on this device (they logged out, or deleted the account). */
export function forgetDrafts(owner: string): void {
  const mine = ownerPart(owner);
  for (const key of keysWhere((k) => k.startsWith(mine))) storage()?.removeItem(key);
}

/** Removes every reader's drafts older than 30 days, and any that cannot be read. */
export function pruneDrafts(now = Date.now()): void {
  for (const key of keysWhere((k) => k.startsWith(PREFIX))) {
    const draft = parse(storage()?.getItem(key) ?? null);
    if (!draft || expired(draft, now)) storage()?.removeItem(key);
  }
}

let pruned = false;

interface DraftState {
  key: string | null;
  text: string;
  /** The text came back from storage rather than from the reader typing it just now. */
  restored: boolean;
  /** The reader changed the text (or it was restored) and it is not saved. */
  dirty: boolean;
}

function initial(key: string | null, base: string): DraftState {
  const stored = key ? readKey(key) : null;
  if (stored && stored.text !== base) {
    return { key, text: stored.text, restored: true, dirty: true };
  }
  return { key, text: base, restored: false, dirty: false };
}

export interface KeptDraft {
  text: string;
  restored: boolean;
  dirty: boolean;
  /** The reader's words: shown at once, written to storage after a short pause. */
  setText: (text: string) => void;
  /** Back to `base`, clean, and nothing stored (after a save, or a deliberate discard). */
  reset: () => void;
}

/**
 * A text field's words kept for `owner` and `target` until saved. `base` is what the field holds
 * when nothing is unsaved (empty for a new reflection, the entry's saved text for an edit): text
 * equal to it is never stored. With no owner (signed out) the draft lives only in the page. When
 * the target changes (another day's reading), that target's own draft is shown.
 */
export function useKeptDraft(owner: string | null, target: DraftTarget, base = ''): KeptDraft {
  const key = owner ? draftKey(owner, target) : null;
  const [state, setState] = useState<DraftState>(() => {
    if (!pruned) {
      pruned = true;
      pruneDrafts();
    }
    return initial(key, base);
  });
  if (state.key !== key) setState(initial(key, base));

  const pending = useRef<{ key: string; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const write = pending.current;
    pending.current = null;
    if (write) writeKey(write.key, write.text);
  }, []);

  // Leaving the page (reload, closing the tab, the sign-in redirect) or hiding it (a phone
  // switching apps, where the tab may be killed without warning) writes what is pending now.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  // Another target (the next day's reading): what was typed for the last one is written now.
  useEffect(() => flush, [key, flush]);

  const setText = useCallback(
    (text: string) => {
      setState((s) => ({ ...s, text, dirty: true }));
      if (!key) return;
      if (pending.current && pending.current.key !== key) flush();
      pending.current = { key, text: text === base ? '' : text };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
    },
    [key, base, flush],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    if (key) writeKey(key, '');
    setState({ key, text: base, restored: false, dirty: false });
  }, [key, base]);

  return { text: state.text, restored: state.restored, dirty: state.dirty, setText, reset };
}

/**
 * True one commit after `restored` turns true, so a polite live region that is already on the
 * page receives the 'Draft restored' note as a change (and a screen reader reads it out).
 */
export function useAnnounced(restored: boolean): boolean {
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    setShown(restored);
  }, [restored]);
  return shown && restored;
}
