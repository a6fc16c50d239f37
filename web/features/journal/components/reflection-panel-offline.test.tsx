import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '@contract/journal.ts';
import { MemoryRouter } from '@/lib/router.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';
import { forgetPrivateData } from '@/pwa/private-data.ts';
import { queuedReflections } from '../offline-queue.ts';
import { ReflectionPanel } from './reflection-panel.tsx';

// Decision 131: a reflection saved offline is kept on the device with its idempotency key, shown as
// "Saved offline, will sync", and sent once when the browser is back online.

const reading = { id: 7, reference: 'Exodus 16:1-15', readDate: '2026-11-26' };
const READER = 'reader-1';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function saved(id: number, content: string, clientId: string): JournalEntry & { clientId: string } {
  return {
    id,
    readingId: 7,
    content,
    title: 'Bible Reading - Exodus 16:1-15',
    reference: 'Exodus 16:1-15',
    readDate: '2026-11-26',
    createdAt: '2026-11-26T08:00:00.000Z',
    updatedAt: '2026-11-26T08:00:00.000Z',
    planTitle: null,
    translation: 'kjv',
    clientId,
  };
}

/** A server that saves each clientId once; `online` says whether requests reach it. */
function fakeNetwork() {
  const state = { online: false, posts: 0, entries: [] as ReturnType<typeof saved>[] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (!state.online) throw new TypeError('Failed to fetch');
    const url = String(input);
    if (init?.method === 'POST') {
      state.posts++;
      const body = JSON.parse(String(init.body)) as { content: string; clientId: string };
      const known = state.entries.find((e) => e.clientId === body.clientId);
      if (known) return json(known, 200);
      const entry = saved(state.entries.length + 1, body.content, body.clientId);
      state.entries.unshift(entry);
      return json(entry, 201);
    }
    if (url.startsWith('/api/journal/')) return json(state.entries);
    return json({ message: 'not found' }, 404);
  });
  return state;
}

function renderPanel() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.authUser, { id: READER });
  // Today's lists were loaded before the connection went.
  queryClient.setQueryData(queryKeys.journalForReading(7), []);
  queryClient.setQueryData(queryKeys.journalRecentEntries(2), []);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ReflectionPanel reading={reading} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('ReflectionPanel offline', () => {
  it('queues a reflection saved offline, shows it, and sends it once when back online', async () => {
    const network = fakeNetwork();
    const message = vi.spyOn(toast, 'success').mockImplementation(() => Promise.resolve());
    renderPanel();

    const field = screen.getByRole('textbox', { name: 'Add New Reflection' });
    fireEvent.change(field, { target: { value: 'Bread from heaven, enough for the day.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Reflection' }));

    // The panel has two live regions: the 'Draft restored' note (empty here) and this one.
    const status = await screen.findByText('Saved offline, will sync');
    expect(status.getAttribute('role')).toBe('status');
    expect((field as HTMLTextAreaElement).value).toBe('');
    const queued = queuedReflections(READER);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.input).toMatchObject({
      readingId: 7,
      content: 'Bread from heaven, enough for the day.',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(network.posts).toBe(0);

    network.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    // A second 'online' while the first send runs must not send it twice.
    act(() => void window.dispatchEvent(new Event('online')));

    await waitFor(() => expect(screen.queryByText('Saved offline, will sync')).toBeNull());
    expect(network.posts).toBe(1);
    expect(network.entries).toHaveLength(1);
    expect(network.entries[0]!.clientId).toBe(queued[0]!.input.clientId);
    expect(queuedReflections(READER)).toEqual([]);
    await screen.findByText('Previous Reflections (1)');
    expect(message).toHaveBeenCalledWith('Reflection Saved', {
      description: 'Your new reflection has been saved.',
    });
  });

  it('queues a reflection saved while the browser knows it is offline, instead of holding it', async () => {
    // The browser said 'offline' (navigator.onLine false): TanStack Query would pause a mutation in
    // its default network mode, and the reflection would wait unseen instead of reaching the queue.
    onlineManager.setOnline(false);
    try {
      fakeNetwork();
      renderPanel();
      fireEvent.change(screen.getByRole('textbox', { name: 'Add New Reflection' }), {
        target: { value: 'Manna on the ground like frost.' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Save Reflection' }));
      await screen.findByText('Saved offline, will sync');
      expect(queuedReflections(READER)).toHaveLength(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('keeps a queued reflection while still offline, and logout forgets it', async () => {
    const network = fakeNetwork();
    renderPanel();
    fireEvent.change(screen.getByRole('textbox', { name: 'Add New Reflection' }), {
      target: { value: 'Quails at evening.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Reflection' }));
    await screen.findByText('Saved offline, will sync');

    // Back online in name only: the send fails again and the reflection stays queued.
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(network.posts).toBe(0));
    expect(queuedReflections(READER)).toHaveLength(1);

    await act(() => forgetPrivateData());
    expect(queuedReflections(READER)).toEqual([]);
  });
});
