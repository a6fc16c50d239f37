import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as rtlRender, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { ReadingCard } from './reading-card.tsx';

function render(ui: ReactElement) {
  const client = createQueryClient();
  const result = rtlRender(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return {
    ...result,
    rerender: (next: ReactElement) =>
      result.rerender(<QueryClientProvider client={client}>{next}</QueryClientProvider>),
  };
}

/**
 * The server's clickable words for the passage below (offsets in each verse's text): 'Moses'
 * and the second 'Wilderness' in 14:1, 'wilderness' in 13:20.
 */
function fakeWordsApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/bible/notes')) {
      return Response.json({ reference: 'Exodus 13:20-14:1', translation: 'kjv', verses: {} });
    }
    // One chapter per request (decision 154): Exodus 13 and Exodus 14.
    const chapter = new URL(url, 'http://x').searchParams.get('ref');
    const body = !url.startsWith('/api/strongs/words')
      ? undefined
      : chapter === 'Exodus 13'
        ? { reference: 'Exodus 13', translation: 'kjv', verses: { '13:20': [[84, 94, 'H4057']] } }
        : chapter === 'Exodus 14'
          ? {
              reference: 'Exodus 14',
              translation: 'kjv',
              verses: {
                '14:1': [
                  [24, 29, 'H4872'],
                  [62, 72, 'H4057'],
                ],
              },
            }
          : undefined;
    return new Response(JSON.stringify(body ?? { message: 'not found' }), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
}

afterEach(() => vi.restoreAllMocks());

const PASSAGE =
  '20 And they took their journey from Succoth, and encamped in Etham, in the edge of the wilderness.\n\n' +
  '## Exodus 14\n\n' +
  '1 And the LORD spake unto Moses, *saying*, Wildernesses are not Wilderness.';

describe('ReadingCard', () => {
  it('shows the reference, sub-headings and numbered verses with their number in gold', () => {
    render(<ReadingCard reference="Exodus 13:20-14:1" passage={PASSAGE} onWord={vi.fn()} />);
    const card = screen.getByRole('region', { name: "Today's Reading" });
    expect(within(card).getByText('Exodus 13:20-14:1')).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Exodus 14' })).toBeTruthy();
    const number = within(card).getByText('20');
    expect(number.tagName).toBe('SUP');
    expect(number.className).toContain('text-gold');
    expect(within(card).getByText('saying').tagName).toBe('EM');
  });

  it('makes the server’s words clickable only when the toggle is on, each with its number', async () => {
    const fetch = fakeWordsApi();
    const onWord = vi.fn();
    render(<ReadingCard reference="Exodus 13:20-14:1" passage={PASSAGE} onWord={onWord} />);
    const toggle = screen.getByRole('button', { name: "Strong's" });
    expect(toggle.getAttribute('title')).toBe("Toggle Strong's Numbers");
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'wilderness' })).toBeNull();
    const strongsCalls = () =>
      fetch.mock.calls.map((c) => String(c[0])).filter((u) => u.startsWith('/api/strongs/'));
    expect(strongsCalls()).toEqual([]);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('strongs-on-dot')).toBeTruthy();
    const moses = await screen.findByRole('button', { name: 'Moses' });
    expect(moses.getAttribute('title')).toBe("Strong's H4872");
    expect(strongsCalls()).toEqual([
      '/api/strongs/words?ref=Exodus%2013&translation=kjv',
      '/api/strongs/words?ref=Exodus%2014&translation=kjv',
    ]);
    // Only the words the server names: 'Wildernesses' stays text; italics stay <em>.
    const words = screen.getAllByRole('button', { name: /^wilderness$/i });
    expect(words.map((w) => w.textContent)).toEqual(['wilderness', 'Wilderness']);
    expect(words[0]!.getAttribute('title')).toBe("Strong's H4057");
    expect(screen.getByText('saying').tagName).toBe('EM');
    fireEvent.click(words[1]!);
    expect(onWord).toHaveBeenCalledWith({ word: 'Wilderness', number: 'H4057' });
  });

  it('shows a Psalm’s title as an unnumbered line above verse 1', () => {
    render(
      <ReadingCard
        reference="Psalms 3:1"
        passage={'### A Psalm of David.\n\n1 LORD, how are they increased'}
        onWord={vi.fn()}
      />,
    );
    const title = screen.getByText('A Psalm of David.');
    expect(title.tagName).toBe('P');
    expect(title.closest('[data-verse]')).toBeNull();
    expect(screen.getByText('1').tagName).toBe('SUP');
  });

  it('shows the loading placeholder for a blank passage or the loading flag', () => {
    const { rerender } = render(
      <ReadingCard reference="Exodus 14" passage="  " onWord={vi.fn()} />,
    );
    expect(screen.getByText('Loading Bible passage...')).toBeTruthy();
    rerender(<ReadingCard reference="Exodus 14" passage={PASSAGE} isLoading onWord={vi.fn()} />);
    expect(screen.getByText('Loading Bible passage...')).toBeTruthy();
  });

  it('shows a temporarily unavailable passage as text', () => {
    render(
      <ReadingCard
        reference="Exodus 99"
        passage="This passage is temporarily unavailable."
        onWord={vi.fn()}
      />,
    );
    expect(screen.queryByText('Loading Bible passage...')).toBeNull();
    expect(screen.getByText('This passage is temporarily unavailable.')).toBeTruthy();
  });

  it('has Listen and Share coming soon, and an error state with a retry', () => {
    const onRetry = vi.fn();
    render(<ReadingCard error onRetry={onRetry} onWord={vi.fn()} />);
    const listen = screen.getByRole('button', { name: 'Listen (Soon)' }) as HTMLButtonElement;
    const share = screen.getByRole('button', { name: 'Share (Soon)' }) as HTMLButtonElement;
    expect(listen.disabled && share.disabled).toBe(true);
    expect(listen.title).toBe('Audio feature coming soon');
    expect(share.title).toBe('Share feature coming soon');
    expect(screen.getByText("Failed to load today's reading. Please try again.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
