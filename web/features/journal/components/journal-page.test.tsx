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
function fakeApi(total: number) {
  const all = Array.from({ length: total }, (_, i) => entry(total - i));
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
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

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
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
