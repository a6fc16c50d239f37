import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/auth.ts';
import type { JournalEntry } from '@contract/journal.ts';
import { loadDraft, saveDraft } from '@/lib/drafts.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';
import { EditEntryDialog } from './edit-entry-dialog.tsx';

const entry: JournalEntry = {
  id: 41,
  readingId: 7,
  content: 'What I wrote first.',
  title: 'Bible Reading - Exodus 13:17-22',
  reference: 'Exodus 13:17-22',
  readDate: '2026-11-22',
  createdAt: '2026-11-22T08:30:00.000Z',
  updatedAt: '2026-11-22T08:30:00.000Z',
  planTitle: null,
  translation: 'kjv',
};
const target = { kind: 'entry', id: 41 } as const;

function renderDialog(onOpenChange = vi.fn()) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.authUser, { id: 'ann' } as User);
  const view = render(
    <QueryClientProvider client={client}>
      <EditEntryDialog entry={entry} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { ...view, onOpenChange };
}

const field = () => screen.getByRole('textbox', { name: 'Your reflection' }) as HTMLTextAreaElement;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('EditEntryDialog drafts', () => {
  it('opens with the saved text and no note when nothing is pending', () => {
    renderDialog();
    expect(field().value).toBe('What I wrote first.');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps changes when the dialog goes away unsaved (Escape, reload), and restores them with a note', async () => {
    const first = renderDialog();
    fireEvent.change(field(), { target: { value: 'What I wrote first, and then more.' } });
    first.unmount(); // a reload, a crash or the sign-in redirect
    expect(loadDraft('ann', target)?.text).toBe('What I wrote first, and then more.');

    renderDialog();
    expect(field().value).toBe('What I wrote first, and then more.');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Draft restored'));
  });

  it('clears the kept changes when saved', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => Promise.resolve());
    const puts: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      puts.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ ...entry, content: 'Revised.' }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    saveDraft('ann', target, 'Revised.');
    const { onOpenChange } = renderDialog();
    expect(field().value).toBe('Revised.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(puts).toMatchObject([{ content: 'Revised.' }]);
    expect(loadDraft('ann', target)).toBeNull();
  });

  it('forgets the changes when the reader presses Cancel', () => {
    saveDraft('ann', target, 'Second thoughts.');
    const { onOpenChange } = renderDialog();
    expect(field().value).toBe('Second thoughts.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(loadDraft('ann', target)).toBeNull();
  });

  it('keeps the changes when the update fails, and shows another reader the saved text', async () => {
    vi.spyOn(toast, 'error').mockImplementation(() => Promise.resolve());
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const first = renderDialog();
    fireEvent.change(field(), { target: { value: 'Offline edit.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    first.unmount();
    expect(loadDraft('ann', target)?.text).toBe('Offline edit.');

    const client = createQueryClient();
    client.setQueryData(queryKeys.authUser, { id: 'bob' } as User);
    render(
      <QueryClientProvider client={client}>
        <EditEntryDialog entry={entry} open onOpenChange={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(field().value).toBe('What I wrote first.');
  });
});
