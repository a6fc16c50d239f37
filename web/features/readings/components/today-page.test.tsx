import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InsightResponse } from '@contract/insights.ts';
import type { TodayReading } from '@contract/readings.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { TodayPage, type TodayReadingSummary } from './today-page.tsx';

vi.mock('@/lib/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

// Radix Select measures and captures the pointer; jsdom has neither.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => vi.restoreAllMocks());

const TEXT = {
  kjv: '16 For God so loved the world, that he gave his only begotten Son.',
  web: '16 For God so loved the world, that he gave his only born Son.',
};

/** Today, the reader's translation and the reading's insight, as the server keeps them. */
function fakeApi() {
  let saved: 'kjv' | 'web' = 'kjv';
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const reading = (): TodayReading => ({
    id: 41,
    reference: 'John 3:16',
    passage: TEXT[saved],
    translation: saved,
    readDate: '2026-11-26',
    aiInsight: null,
    planId: 3,
    planTitle: 'The Gospel of John',
    day: 3,
    totalDays: 21,
    description: 'Born again',
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'PUT' && url === '/api/account/translation') {
      saved = (JSON.parse(String(init?.body)) as { translation: 'kjv' | 'web' }).translation;
      return json({ translation: saved });
    }
    if (url === '/api/readings/today') return json(reading());
    if (url === '/api/readings/41/insights') {
      const insight: InsightResponse = {
        summary: `Read in the ${saved.toUpperCase()}.`,
        themes: [],
        questions: [],
        source: 'study-notes',
        generatedAt: '2026-11-26T00:00:00.000Z',
        commentary: [],
        sources: [`John 3:16 (${saved.toUpperCase()})`],
      };
      return json(insight);
    }
    return json({ message: 'not found', code: 'not_found' }, 404);
  });
}

/** Stands in for the journal's reflection panel: a draft kept in the component's own state. */
function DraftPanel({ reading }: { reading: TodayReadingSummary }) {
  const [draft, setDraft] = useState('');
  return (
    <label>
      Reflection on {reading.reference} ({reading.translation})
      <textarea value={draft} onChange={(e) => setDraft(e.target.value)} />
    </label>
  );
}

describe('TodayPage and the translation', () => {
  it('reloads the passage and the insight in the new translation and keeps an unsaved draft', async () => {
    fakeApi();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TodayPage
          firstName="Ruth"
          planCard={null}
          renderReflection={(reading) => <DraftPanel reading={reading} />}
          renderStrongsDialog={() => null}
        />
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('region', { name: "Today's Reading" });
    await within(card).findByText(/only begotten Son/);
    await screen.findByText('Read in the KJV.');

    const draft = screen.getByRole('textbox', { name: /Reflection on John 3:16 \(kjv\)/ });
    fireEvent.change(draft, { target: { value: 'Not saved yet: born from above.' } });

    const tools = within(card).getByRole('group', { name: 'Reading tools' });
    // A native select (decision 142).
    const trigger = within(tools).getByRole('combobox', { name: 'Translation' });
    fireEvent.change(trigger, { target: { value: 'web' } });

    await within(card).findByText(/only born Son/);
    await screen.findByText('Read in the WEB.');
    expect(within(tools).getByRole('combobox', { name: 'Translation' })).toHaveProperty(
      'value',
      'web',
    );
    expect(tools.textContent).toContain('WEB');
    // The same panel, told the new translation, with the words typed before the switch.
    await waitFor(() =>
      expect(
        (
          screen.getByRole('textbox', {
            name: /Reflection on John 3:16 \(web\)/,
          }) as HTMLTextAreaElement
        ).value,
      ).toBe('Not saved yet: born from above.'),
    );
  });
});
