import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  DRAFT_WRITE_DELAY_MS,
  clearDraft,
  draftKey,
  forgetDrafts,
  loadDraft,
  pruneDrafts,
  saveDraft,
  useKeptDraft,
  type DraftTarget,
} from './drafts.ts';

const reading7: DraftTarget = { kind: 'reading', id: 7 };
const entry7: DraftTarget = { kind: 'entry', id: 7 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the drafts store', () => {
  it('keeps a draft per reader and per target, and never hands it to another reader', () => {
    saveDraft('ann', reading7, 'The long way round.', 1_000);
    saveDraft('ann', entry7, 'An edit of entry 7.', 1_000);
    expect(loadDraft('ann', reading7, 2_000)).toEqual({ text: 'The long way round.', at: 1_000 });
    expect(loadDraft('ann', entry7, 2_000)?.text).toBe('An edit of entry 7.');
    expect(loadDraft('ann', { kind: 'reading', id: 8 })).toBeNull();
    expect(loadDraft('bob', reading7)).toBeNull();
    // A user id cannot reach into another reader's keys.
    expect(draftKey('a:b', reading7)).not.toBe(draftKey('a', { kind: 'reading', id: 7 }));
    expect(draftKey('a:b', reading7)).toBe('lamplight.draft:a%3Ab:reading:7');
  });

  it('removes a draft when cleared or written empty', () => {
    saveDraft('ann', reading7, 'words');
    saveDraft('ann', entry7, 'more words');
    clearDraft('ann', reading7);
    saveDraft('ann', entry7, '');
    expect(loadDraft('ann', reading7)).toBeNull();
    expect(loadDraft('ann', entry7)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('drops drafts older than 30 days, and ones that cannot be read, leaving other data alone', () => {
    const now = 100 * DRAFT_MAX_AGE_MS;
    saveDraft('ann', reading7, 'old', now - DRAFT_MAX_AGE_MS - 1);
    saveDraft('ann', entry7, 'recent', now - DRAFT_MAX_AGE_MS + 60_000);
    saveDraft('bob', reading7, 'old too', now - DRAFT_MAX_AGE_MS - 1);
    localStorage.setItem('lamplight.draft:ann:reading:9', '{not json');
    localStorage.setItem('lamplight.time-zone', 'Europe/London');
    pruneDrafts(now);
    expect(loadDraft('ann', entry7, now)?.text).toBe('recent');
    expect(Object.keys(localStorage).sort()).toEqual([
      draftKey('ann', entry7),
      'lamplight.time-zone',
    ]);
    // Reading an expired draft also removes it.
    saveDraft('ann', reading7, 'old', now - DRAFT_MAX_AGE_MS - 1);
    expect(loadDraft('ann', reading7, now)).toBeNull();
    expect(localStorage.getItem(draftKey('ann', reading7))).toBeNull();
  });

  it('forgets one reader’s drafts on logout and keeps everyone else’s', () => {
    saveDraft('ann', reading7, 'a');
    saveDraft('ann', entry7, 'b');
    saveDraft('ann2', reading7, 'c');
    saveDraft('bob', reading7, 'd');
    forgetDrafts('ann');
    expect(loadDraft('ann', reading7)).toBeNull();
    expect(loadDraft('ann', entry7)).toBeNull();
    expect(loadDraft('ann2', reading7)?.text).toBe('c');
    expect(loadDraft('bob', reading7)?.text).toBe('d');
  });
});

describe('useKeptDraft', () => {
  it('writes shortly after typing stops, and at once when the page is hidden or left', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useKeptDraft('ann', reading7));
    expect(result.current).toMatchObject({ text: '', dirty: false, restored: false });

    act(() => result.current.setText('First words'));
    expect(result.current).toMatchObject({ text: 'First words', dirty: true, restored: false });
    expect(loadDraft('ann', reading7)).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(loadDraft('ann', reading7)?.text).toBe('First words');

    act(() => result.current.setText('First words, then more'));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(loadDraft('ann', reading7)?.text).toBe('First words, then more');

    act(() => result.current.setText('Typed just before the tab closed'));
    unmount();
    expect(loadDraft('ann', reading7)?.text).toBe('Typed just before the tab closed');
  });

  it('restores a stored draft as unsaved, and reset clears it here and on the device', () => {
    saveDraft('ann', reading7, 'Kept from before the reload');
    const { result } = renderHook(() => useKeptDraft('ann', reading7));
    expect(result.current).toMatchObject({
      text: 'Kept from before the reload',
      dirty: true,
      restored: true,
    });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ text: '', dirty: false, restored: false });
    expect(loadDraft('ann', reading7)).toBeNull();
  });

  it('starts from the saved text for an edit and stores nothing while the text equals it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useKeptDraft('ann', entry7, 'Saved text'));
    expect(result.current).toMatchObject({ text: 'Saved text', restored: false });
    act(() => result.current.setText('Saved text, changed'));
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(loadDraft('ann', entry7)?.text).toBe('Saved text, changed');
    act(() => result.current.setText('Saved text'));
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(loadDraft('ann', entry7)).toBeNull();
  });

  it('shows each reading’s own draft when the reading changes, and keeps none when signed out', () => {
    saveDraft('ann', { kind: 'reading', id: 8 }, 'Written on day 8');
    const { result, rerender } = renderHook(
      ({ owner, id }: { owner: string | null; id: number }) =>
        useKeptDraft(owner, { kind: 'reading', id }),
      { initialProps: { owner: 'ann' as string | null, id: 7 } },
    );
    act(() => result.current.setText('Written on day 7'));
    rerender({ owner: 'ann', id: 8 });
    expect(result.current).toMatchObject({ text: 'Written on day 8', restored: true });
    // The day-7 words were written when the reading changed.
    expect(loadDraft('ann', reading7)?.text).toBe('Written on day 7');

    rerender({ owner: null, id: 7 });
    expect(result.current.text).toBe('');
    act(() => result.current.setText('Not stored'));
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.keys(localStorage).length).toBe(2);
  });
});
