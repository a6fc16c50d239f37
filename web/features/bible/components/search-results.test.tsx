import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '@contract/bible-reader.ts';
import { SEARCH_TOO_SHORT } from '@contract/bible-rules.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { MemoryRouter, usePathname } from '@/lib/router.tsx';
import { MarkedText, SearchResults, type SearchState } from './search-results.tsx';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => vi.restoreAllMocks());

const answer = (over: Partial<SearchResponse>): SearchResponse => ({
  query: 'still small voice',
  translation: 'kjv',
  mode: 'all',
  total: 1,
  page: 1,
  pageSize: 20,
  results: [
    {
      reference: '1 Kings 19:12',
      book: '1-kings',
      chapter: 19,
      verse: 12,
      text: 'and after the fire a still small voice.',
      highlights: [[21, 38]],
    },
  ],
  reference: null,
  ...over,
});

function Where() {
  return <p data-testid="where">{usePathname()}</p>;
}

function renderResults(state: SearchState, body: SearchResponse) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/bible/search']}>
        <SearchResults state={state} translation="kjv" />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchSpy;
}

// Radix's selects make the first render slow on a busy machine.
describe('Bible search results', { timeout: 20_000 }, () => {
  it('marks the ranges the server found, and nothing else', () => {
    render(
      <p data-testid="text">
        <MarkedText text="a still small voice." highlights={[[2, 19]]} />
      </p>,
    );
    const text = screen.getByTestId('text');
    expect(text.textContent).toBe('a still small voice.');
    expect([...text.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'still small voice',
    ]);
  });

  it('lists the verses with links to them, and says how many', async () => {
    const fetchSpy = renderResults({ q: 'still small voice', page: 1 }, answer({}));
    const results = await screen.findByRole('list', { name: 'Results' }, { timeout: 10_000 });
    const link = within(results).getByRole('link', { name: '1 Kings 19:12' });
    expect(link.getAttribute('href')).toBe('/bible/1-kings/19#v12');
    expect(within(results).getByText('still small voice').tagName).toBe('MARK');
    expect(screen.getByText('1 verse found')).toBeTruthy();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(
      '/api/bible/search?q=still+small+voice&translation=kjv&page=1',
    );
  });

  it('goes straight to a reference typed as the query', async () => {
    renderResults(
      { q: 'jn 3 16', page: 1 },
      answer({
        query: 'jn 3 16',
        total: 0,
        results: [],
        reference: { name: 'John 3:16', book: 'john', chapter: 3, verse: 16 },
      }),
    );
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/bible/john/3'), {
      timeout: 10_000,
    });
  });

  it('says when nothing was found', async () => {
    renderResults({ q: 'zzzz', page: 1 }, answer({ query: 'zzzz', total: 0, results: [] }));
    expect(
      await screen.findByText('No verses found for “zzzz”.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('answers a one-letter search with a hint, sends nothing and lists nothing', async () => {
    const fetchSpy = renderResults({ q: 'a', page: 1 }, answer({ query: 'a', total: 6217 }));
    expect(screen.getByRole('status').textContent).toBe(SEARCH_TOO_SHORT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Results' })).toBeNull();
    expect(screen.queryByText(/verses found/)).toBeNull();
  });
});
