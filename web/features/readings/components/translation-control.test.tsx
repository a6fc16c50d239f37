import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TodayReading } from '@contract/readings.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { TRANSLATION_NOT_SAVED } from '@/lib/reader-translation.ts';
import { useTodayReading } from '../api/get-today-reading.ts';
import { TranslationControl } from './translation-control.tsx';

const toastError = vi.fn();
vi.mock('@/lib/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: (...a: unknown[]) => toastError(...a) }),
}));

// Radix Select measures and captures the pointer; jsdom has neither.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => {
  vi.restoreAllMocks();
  toastError.mockReset();
});

const READING: TodayReading = {
  id: 41,
  reference: 'John 3',
  passage: '16 For God so loved the world, that he gave his only begotten Son…',
  translation: 'kjv',
  readDate: '2026-11-26',
  aiInsight: null,
  planId: 3,
  planTitle: 'The Gospel of John',
  day: 3,
  totalDays: 21,
  description: 'Born again',
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fake API: PUT /api/account/translation answers `putStatus` once `gate` opens; Today answers
 * in the saved translation.
 */
function fakeApi(putStatus = 200, gate: Promise<void> = Promise.resolve()) {
  const calls: Call[] = [];
  let saved: 'kjv' | 'web' = 'kjv';
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, body });
    if (method === 'PUT' && url === '/api/account/translation') {
      await gate;
      if (putStatus !== 200) return json({ message: 'Database down', code: 'x' }, putStatus);
      saved = (body as { translation: 'kjv' | 'web' }).translation;
      return json({ translation: saved });
    }
    if (url === '/api/readings/today') {
      return json({
        ...READING,
        translation: saved,
        passage:
          saved === 'web'
            ? '16 For God so loved the world, that he gave his only born Son…'
            : READING.passage,
      });
    }
    return json({ message: 'not found', code: 'not_found' }, 404);
  });
  return calls;
}

/** The control as Today uses it: its value is the translation of today's reading. */
function TodayTranslation() {
  const { data } = useTodayReading();
  return data ? <TranslationControl value={data.translation} /> : null;
}

async function setup() {
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <TodayTranslation />
    </QueryClientProvider>,
  );
  await screen.findByRole('combobox', { name: 'Translation' });
  return { client, view };
}

// A native select (decision 142): the reader's choice is its value.
const trigger = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Translation' });
const choose = (translation: string) =>
  fireEvent.change(trigger(), { target: { value: translation } });
/** What the switch shows: its selected option's short name (the face beside it says the same). */
const shown = () => trigger().selectedOptions[0]?.textContent?.split(' · ')[0];

describe('TranslationControl', () => {
  it("is labelled 'Translation', shows KJV by default and describes it in full", async () => {
    fakeApi();
    await setup();
    expect(shown()).toBe('KJV');
    expect(trigger().parentElement?.textContent).toContain('KJV');
    expect(trigger().getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(trigger().getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('King James Version');
  });

  it('offers KJV and WEB with their full names', async () => {
    fakeApi();
    await setup();
    const options = within(trigger()).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'KJV · King James Version',
      'WEB · World English Bible',
    ]);
    expect(options[0]!.selected).toBe(true);
  });

  it("saves the choice, shows it at once, and reloads Today's reading in it", async () => {
    let answer = () => {};
    const calls = fakeApi(
      200,
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    const { client } = await setup();
    choose('web');

    // Optimistic: the switch says WEB before the server has answered.
    await waitFor(() => expect(shown()).toBe('WEB'));
    expect(trigger().parentElement?.textContent).toContain('WEB');
    expect(trigger().getAttribute('aria-busy')).toBe('true');
    answer();
    await waitFor(() => expect(trigger().getAttribute('aria-busy')).toBeNull());
    expect(shown()).toBe('WEB');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/readings/today',
      'PUT /api/account/translation',
      'GET /api/readings/today',
    ]);
    expect(calls[1]).toEqual({
      method: 'PUT',
      url: '/api/account/translation',
      body: { translation: 'web' },
    });
    expect(client.getQueryData<TodayReading>(queryKeys.todayReading)?.passage).toContain(
      'only born Son',
    );
    expect(toastError).not.toHaveBeenCalled();
  });

  it('goes back to the previous translation with an error toast when the save fails', async () => {
    const calls = fakeApi(503);
    await setup();
    choose('web');
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError.mock.calls[0]![0]).toBe(TRANSLATION_NOT_SAVED);
    await waitFor(() => expect(shown()).toBe('KJV'));
    // Nothing else was asked: Today stays as it was.
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/readings/today',
      'PUT /api/account/translation',
    ]);
  });

  it('does not save when the reader picks the translation already shown', async () => {
    const calls = fakeApi();
    await setup();
    choose('kjv');
    // Let a save that should not happen start (the mutation sends its request a few ticks later).
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(trigger().getAttribute('aria-busy')).toBeNull();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });
});
