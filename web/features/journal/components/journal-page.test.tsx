import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '@contract/journal.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { MemoryRouter } from '@/lib/router.tsx';
import { JournalPage } from './journal-page.tsx';

function entry(id: number): JournalEntry {
  const at = new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString();
  return {
    id,
    readingId: null,
    content: `Reflection number ${id}`,
    title: `Entry ${id}`,
    reference: null,
    readDate: null,
    createdAt: at,
    updatedAt: at,
    planTitle: null,
    translation: 'kjv',
  };
}

/**
 * A fake GET /api/journal/entries: `total` entries, newest first, with X-Next-Cursor. The
 * server decides the page size (50); 5 here keeps the rendering quick.
 */
const PAGE = 5;
function fakeApi(total: number, books: { book: string; entries: number }[] = []) {
  const all = Array.from({ length: total }, (_, i) => entry(total - i));
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/journal/books') {
      return new Response(JSON.stringify({ books }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    urls.push(url);
    const cursor = new URL(url, 'http://x').searchParams.get('cursor');
    const start = cursor ? Number(cursor) : 0;
    const page = all.slice(start, start + PAGE);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (start + PAGE < all.length) headers['x-next-cursor'] = String(start + PAGE);
    return new Response(JSON.stringify(page), { status: 200, headers });
  });
  return { urls };
}

/** An IntersectionObserver stand-in that the test can fire. */
function fakeObserver() {
  const callbacks = new Set<IntersectionObserverCallback>();
  class Observer {
    constructor(private readonly cb: IntersectionObserverCallback) {}
    observe() {
      callbacks.add(this.cb);
    }
    disconnect() {
      callbacks.delete(this.cb);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    scrollIntoView() {
      for (const cb of [...callbacks]) {
        cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

function renderPage(at = '/journal') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <JournalPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cards = () => screen.getAllByRole('article');

afterEach(() => vi.unstubAllGlobals());

describe('JournalPage paging', { timeout: 15_000 }, () => {
  it('shows the first page, then more with the Load more button, until the last page', async () => {
    const { urls } = fakeApi(12);
    renderPage();
    await screen.findByText('Reflection number 12');
    expect(cards()).toHaveLength(5);
    expect(urls).toEqual(['/api/journal/entries']);
    // The total is not known yet, so no count is claimed.
    expect(screen.queryByText(/entries so far/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Reflection number 3');
    expect(cards()).toHaveLength(10);
    expect(urls[1]).toBe('/api/journal/entries?cursor=5');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Reflection number 1');
    expect(cards()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText(/12 entries so far/)).toBeTruthy();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observer = fakeObserver();
    const { urls } = fakeApi(8);
    renderPage();
    await screen.findByText('Reflection number 8');
    expect(cards()).toHaveLength(5);
    act(() => observer.scrollIntoView());
    await screen.findByText('Reflection number 1');
    expect(cards()).toHaveLength(8);
    expect(urls).toEqual(['/api/journal/entries', '/api/journal/entries?cursor=5']);
    // The last page: nothing more is asked for.
    act(() => observer.scrollIntoView());
    await waitFor(() => expect(urls).toHaveLength(2));
  });

  it('keeps the spec’s empty state', async () => {
    fakeApi(0);
    renderPage();
    expect(await screen.findByText('No Journal Entries Yet')).toBeTruthy();
    expect(
      screen.getByText(
        'Start your journaling journey by completing today’s reading and reflection.'.replace(
          '’',
          "'",
        ),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

/** A fake API whose entries list answers `answer(url)`; books as given. Records entry list URLs. */
function fakeFilteredApi(
  answer: (url: URL) => JournalEntry[],
  books = [{ book: 'Exodus', entries: 2 }],
) {
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    if (url === '/api/journal/books') return json({ books });
    urls.push(url);
    return json(answer(new URL(url, 'http://x')));
  });
  return { urls };
}

const onExodus = (id: number, content: string): JournalEntry => ({
  ...entry(id),
  reference: 'Exodus 16',
  content,
});

describe('JournalPage filters (decision 128)', { timeout: 15_000 }, () => {
  it('reads the book and search from the address and asks the server for them', async () => {
    const { urls } = fakeFilteredApi((url) =>
      url.searchParams.get('q') === 'manna' ? [onExodus(2, 'Manna every morning')] : [],
    );
    renderPage('/journal?book=Exodus&q=manna');
    await screen.findByText('Manna every morning');
    expect(urls).toEqual(['/api/journal/entries?book=Exodus&q=manna']);
    expect(screen.getByRole('searchbox', { name: 'Search your journal' })).toHaveProperty(
      'value',
      'manna',
    );
    expect(screen.getByRole('combobox', { name: 'Book' }).textContent).toContain('Exodus');
    expect(screen.getByText('1 matching entry, newest first.')).toBeTruthy();
  });

  it('searches once typing pauses, and says so when nothing matches', async () => {
    const { urls } = fakeFilteredApi((url) =>
      url.searchParams.get('q') ? [] : [onExodus(1, 'Bread from heaven')],
    );
    renderPage();
    await screen.findByText('Bread from heaven');
    const box = screen.getByRole('searchbox', { name: 'Search your journal' });
    fireEvent.change(box, { target: { value: 'z' } });
    fireEvent.change(box, { target: { value: 'zebra' } });
    expect(await screen.findByText('No Matching Entries')).toBeTruthy();
    expect(screen.getByText('No reflections contain “zebra”.')).toBeTruthy();
    // One request for the pause, not one per keystroke.
    expect(urls).toEqual(['/api/journal/entries', '/api/journal/entries?q=zebra']);

    fireEvent.click(screen.getByRole('button', { name: 'Show all entries' }));
    await screen.findByText('Bread from heaven');
    expect(screen.getByRole('searchbox', { name: 'Search your journal' })).toHaveProperty(
      'value',
      '',
    );
  });

  it('opens on one entry from a link, marked and focused, with the way back to all', async () => {
    const { urls } = fakeFilteredApi((url) =>
      url.searchParams.get('entry') === '7' ? [onExodus(7, 'The one Today linked to')] : [entry(9)],
    );
    renderPage('/journal?entry=7');
    const text = await screen.findByText('The one Today linked to');
    const card = text.closest('article')!;
    expect(card.getAttribute('data-highlighted')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(card));
    expect(urls).toEqual(['/api/journal/entries?entry=7']);
    expect(screen.getByText('One entry from your journal.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show all entries' }));
    await screen.findByText('Reflection number 9');
    expect(urls.at(-1)).toBe('/api/journal/entries');
  });

  it('says when the linked entry is gone', async () => {
    fakeFilteredApi(() => []);
    renderPage('/journal?entry=404');
    expect(await screen.findByText('That entry is no longer in your journal.')).toBeTruthy();
  });
});
