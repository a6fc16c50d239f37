import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/auth.ts';
import type { JournalEntry } from '@contract/journal.ts';
import { DRAFT_WRITE_DELAY_MS, loadDraft } from '@/lib/drafts.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';
import { ReflectionPanel } from './reflection-panel.tsx';

const reading = { id: 7, reference: 'Exodus 13:17-22', readDate: '2026-11-22' };

function entry(id: number, content: string): JournalEntry {
  return {
    id,
    readingId: 7,
    content,
    title: 'Bible Reading - Exodus 13:17-22',
    reference: 'Exodus 13:17-22',
    readDate: '2026-11-22',
    createdAt: `2026-11-22T0${id}:30:00.000Z`,
    updatedAt: `2026-11-22T0${id}:30:00.000Z`,
    planTitle: 'Provision in the Wilderness',
    translation: 'kjv',
  };
}

/** A fake API: entries live in memory; POST adds one. */
function fakeApi(initial: JournalEntry[] = []) {
  const entries = [...initial];
  const posted: unknown[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { content: string };
      posted.push(body);
      const created = entry(entries.length + 1, body.content);
      entries.unshift(created);
      return json(created, 201);
    }
    if (url.startsWith('/api/journal/reading/7')) return json(entries);
    if (url.startsWith('/api/journal/entries')) return json(entries.slice(0, 2));
    return json({ message: 'not found' }, 404);
  });
  return { posted, entries };
}

/** The signed-in reader, as the auth feature leaves it in the query cache. */
function reader(id: string): User {
  return {
    id,
    firstName: 'Ann',
    lastName: null,
    email: `${id}@example.com`,
    emailVerified: true,
    profileImageUrl: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    membershipTier: 'free',
    subscriptionStatus: null,
    plansCreated: 0,
    customPlansCreatedThisMonth: 0,
    currentStreakDays: 0,
    longestStreakDays: 0,
    totalReadingDays: 0,
  };
}

function renderPanel(userId = 'ann') {
  const client = createQueryClient();
  client.setQueryData(queryKeys.authUser, reader(userId));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReflectionPanel reading={reading} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('ReflectionPanel', () => {
  it('follows the draft rules: empty and saved, dirty when typed, cleared after saving', async () => {
    const { posted } = fakeApi();
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Personal Reflection' });
    expect(within(panel).getByText("Today's Reading Session")).toBeTruthy();
    expect(within(panel).getByText('Nov 22, 2026')).toBeTruthy();
    await screen.findByText('Previous Reflections (0)');

    const save = within(panel).getByRole('button', { name: 'Saved' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const field = screen.getByRole('textbox', { name: 'Add New Reflection' });
    expect(field.getAttribute('placeholder')).toBe(
      "Write your thoughts and reflections on today's reading...",
    );

    fireEvent.change(field, { target: { value: '   ' } });
    expect(save.textContent).toBe('Save Reflection');
    expect(save.disabled).toBe(true);

    fireEvent.change(field, { target: { value: '  The long way round.  ' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    await screen.findByText('Previous Reflections (1)');
    await waitFor(() => expect(save.textContent).toBe('Saved'));
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(posted).toEqual([
      {
        readingId: 7,
        content: 'The long way round.',
        title: 'Bible Reading - Exodus 13:17-22',
        reference: 'Exodus 13:17-22',
        readDate: '2026-11-22',
        // The idempotency key of this save (decision 131).
        clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(screen.getByRole('button', { name: 'Edit Entry #1' })).toBeTruthy();
  });

  it('counts characters near the 20,000 limit and refuses a save that could never succeed', async () => {
    const { posted } = fakeApi();
    renderPanel();
    await screen.findByText('Previous Reflections (0)');
    const panel = screen.getByRole('region', { name: 'Personal Reflection' });
    const field = screen.getByRole('textbox', { name: 'Add New Reflection' });
    const describedBy = () =>
      document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!);

    fireEvent.change(field, { target: { value: 'A short thought.' } });
    expect(describedBy()?.textContent).toBe('');
    fireEvent.change(field, { target: { value: 'a'.repeat(18_500) } });
    expect(describedBy()?.textContent).toBe('18,500 of 20,000 characters');
    const save = within(panel).getByRole('button', {
      name: 'Save Reflection',
    }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    // 31,000 characters: the save is blocked with a plain message instead of a 'Save Failed' toast.
    fireEvent.change(field, { target: { value: 'a'.repeat(31_000) } });
    expect(describedBy()?.textContent).toBe(
      '11,000 characters over the 20,000-character limit. Shorten it to save.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(save.disabled).toBe(true);
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    expect(posted).toEqual([]);

    // Surrounding spaces are not counted: the server stores the trimmed text.
    fireEvent.change(field, { target: { value: `  ${'a'.repeat(20_000)}  ` } });
    expect(save.disabled).toBe(false);
  });

  it('puts Save Reflection straight after the box and says that Ctrl+Enter saves', async () => {
    const { posted } = fakeApi();
    renderPanel();
    await screen.findByText('Previous Reflections (0)');
    const panel = screen.getByRole('region', { name: 'Personal Reflection' });
    const field = screen.getByRole('textbox', { name: 'Add New Reflection' });
    const hint = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(hint).toContain('Ctrl+Enter saves');

    // Tab order is document order here: the next control after the box is the save button.
    const focusable = [
      ...panel.querySelectorAll<HTMLElement>('button, textarea, a[href], input, [tabindex]'),
    ].filter((el) => el.tabIndex >= 0);
    const next = focusable[focusable.indexOf(field) + 1];
    expect(next?.textContent).toBe('Saved');
    fireEvent.change(field, { target: { value: 'Led the long way round.' } });
    expect(next?.textContent).toBe('Save Reflection');
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(posted).toHaveLength(1));
  });

  it('numbers entries in the order written and shows the two most recent', async () => {
    fakeApi([entry(3, 'Third'), entry(2, ''), entry(1, 'First')]);
    renderPanel();
    await screen.findByText('Previous Reflections (3)');
    expect(screen.getByRole('button', { name: 'Edit Entry #3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Entry #1' })).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent Reflections' });
    await within(recent).findByText('Third');
    expect(within(recent).getByText('No reflection written yet')).toBeTruthy();
    expect(within(recent).queryByText('First')).toBeNull();
    expect(
      within(recent).getByRole('link', { name: 'View All Reflections' }).getAttribute('href'),
    ).toBe('/journal');
  });

  it('keeps the spec’s toast title but shows the server’s words when saving too quickly or when full', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => Promise.resolve());
    const refusals = [
      {
        status: 429,
        body: {
          message: 'You are saving very quickly. Please wait a minute and try again.',
          code: 'rate_limited',
        },
      },
      {
        status: 409,
        body: { message: 'Your journal has reached its storage limit.', code: 'journal_full' },
      },
      { status: 500, body: { message: 'Internal Server Error', code: 'internal' } },
    ];
    let next = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (init?.method === 'POST') {
        const refusal = refusals[next++]!;
        return json(refusal.body, refusal.status);
      }
      return json([]);
    });
    renderPanel();
    await screen.findByText('Previous Reflections (0)');
    const field = screen.getByRole('textbox', { name: 'Add New Reflection' });
    for (let i = 0; i < refusals.length; i++) {
      fireEvent.change(field, { target: { value: `Try ${i}` } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Reflection' }));
      await waitFor(() => expect(error).toHaveBeenCalledTimes(i + 1));
    }
    expect(error.mock.calls).toEqual([
      [
        'Save Failed',
        { description: 'You are saving very quickly. Please wait a minute and try again.' },
      ],
      ['Save Failed', { description: 'Your journal has reached its storage limit.' }],
      ['Save Failed', { description: 'Unable to save your reflection. Please try again.' }],
    ]);
  });

  it('keeps the draft on the device, restores it after a reload as unsaved, and clears it on save', async () => {
    const { posted } = fakeApi();
    const first = renderPanel();
    await screen.findByText('Previous Reflections (0)');
    const field = screen.getByRole('textbox', { name: 'Add New Reflection' });
    fireEvent.change(field, { target: { value: 'Words from before the reload.' } });
    await waitFor(() =>
      expect(loadDraft('ann', { kind: 'reading', id: 7 })?.text).toBe(
        'Words from before the reload.',
      ),
    );
    first.unmount();

    // The page again (a reload, or back from the sign-in round trip).
    renderPanel();
    const restored = screen.getByRole('textbox', {
      name: 'Add New Reflection',
    }) as HTMLTextAreaElement;
    expect(restored.value).toBe('Words from before the reload.');
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Draft restored');
    const panel = screen.getByRole('region', { name: 'Personal Reflection' });
    const save = within(panel).getByRole('button', {
      name: 'Save Reflection',
    }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    await screen.findByText('Previous Reflections (0)');

    fireEvent.click(save);
    await screen.findByText('Previous Reflections (1)');
    await waitFor(() => expect(save.textContent).toBe('Saved'));
    expect(restored.value).toBe('');
    expect(status.textContent).toBe('');
    expect(posted).toMatchObject([{ content: 'Words from before the reload.' }]);
    expect(loadDraft('ann', { kind: 'reading', id: 7 })).toBeNull();
  });

  // Offline is a queued save now (decision 131, reflection-panel-offline.test.tsx); a save the
  // server refuses keeps the words as a draft.
  it('keeps the draft when the save fails, and never shows it to another reader', async () => {
    vi.spyOn(toast, 'error').mockImplementation(() => Promise.resolve());
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.method === 'POST')
        return new Response(JSON.stringify({ message: 'Something went wrong on our side.' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    });
    const first = renderPanel();
    await screen.findByText('Previous Reflections (0)');
    const field = screen.getByRole('textbox', { name: 'Add New Reflection' });
    fireEvent.change(field, { target: { value: 'Written on a train.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Reflection' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect((field as HTMLTextAreaElement).value).toBe('Written on a train.');
    await new Promise((r) => setTimeout(r, DRAFT_WRITE_DELAY_MS + 50));
    expect(loadDraft('ann', { kind: 'reading', id: 7 })?.text).toBe('Written on a train.');
    first.unmount();

    renderPanel('bob');
    await screen.findByText('Previous Reflections (0)');
    const theirs = screen.getByRole('textbox', {
      name: 'Add New Reflection',
    }) as HTMLTextAreaElement;
    expect(theirs.value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('keeps unsaved words when the entries list changes for another reason (an edit elsewhere)', async () => {
    const api = fakeApi([entry(1, 'First')]);
    const client = createQueryClient();
    client.setQueryData(queryKeys.authUser, reader('ann'));
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ReflectionPanel reading={reading} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Previous Reflections (1)');
    const field = screen.getByRole('textbox', {
      name: 'Add New Reflection',
    }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'Still writing.' } });
    api.entries[0] = { ...entry(1, 'First, edited'), updatedAt: '2026-11-22T09:00:00.000Z' };
    await client.invalidateQueries({ queryKey: queryKeys.journal });
    await waitFor(() => expect(screen.getAllByText('First, edited').length).toBeGreaterThan(0));
    expect(field.value).toBe('Still writing.');
    expect(screen.getByRole('button', { name: 'Save Reflection' })).toBeTruthy();
  });
});
