import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '@contract/journal.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { ByBookView, ByDateView } from './notebook-views.tsx';

function entry(id: number, readDate: string | null, reference: string | null = null): JournalEntry {
  const at = new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString();
  return {
    id,
    readingId: null,
    content: `Reflection number ${id}`,
    title: `Entry ${id}`,
    reference,
    readDate,
    createdAt: at,
    updatedAt: at,
    planTitle: null,
    translation: 'kjv',
  };
}

/** A fake notebook view: each page's body by cursor ('' = first), X-Next-Cursor on all but the last. */
function fakeApi(pages: unknown[][]) {
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    urls.push(url);
    const cursor = new URL(url, 'http://x').searchParams.get('cursor');
    const index = cursor ? Number(cursor) : 0;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (index + 1 < pages.length) headers['x-next-cursor'] = String(index + 1);
    return new Response(JSON.stringify(pages[index]), { status: 200, headers });
  });
  return { urls };
}

function renderView(view: 'date' | 'book') {
  const View = view === 'date' ? ByDateView : ByBookView;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <View renderActions={() => null} />
    </QueryClientProvider>,
  );
}

describe('notebook views paging', () => {
  it('joins a date group that continues on the next page, and counts the whole group', async () => {
    const { urls } = fakeApi([
      [
        { date: '2026-03-10', total: 1, entries: [entry(9, '2026-03-10')] },
        { date: '2026-03-09', total: 3, entries: [entry(8, '2026-03-09'), entry(7, '2026-03-09')] },
      ],
      [
        { date: '2026-03-09', total: 3, entries: [entry(6, '2026-03-09')] },
        { date: null, total: 1, entries: [entry(5, null)] },
      ],
    ]);
    renderView('date');
    const heading = await screen.findByRole('heading', { name: 'Monday, March 9, 2026' });
    const group = heading.closest('section')!;
    // The group's count is the whole group's, before its last entry has loaded.
    expect(within(group).getByText('3 entries')).toBeTruthy();
    expect(within(group).getAllByRole('article')).toHaveLength(2);
    expect(urls).toEqual(['/api/notebook/by-date']);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Unknown Date' });
    expect(urls).toEqual(['/api/notebook/by-date', '/api/notebook/by-date?cursor=1']);
    // One heading for March 9, holding all three entries.
    expect(screen.getAllByRole('heading', { name: 'Monday, March 9, 2026' })).toHaveLength(1);
    const joined = screen
      .getByRole('heading', { name: 'Monday, March 9, 2026' })
      .closest('section')!;
    expect(within(joined).getAllByRole('article')).toHaveLength(3);
    expect(within(joined).getByText('Reflection number 6')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('names the translation after the reference only when it is not the KJV', async () => {
    fakeApi([
      [
        {
          date: '2026-03-10',
          total: 2,
          entries: [
            { ...entry(2, '2026-03-10', 'John 3:16'), translation: 'web' },
            entry(1, '2026-03-10', 'Ruth 1:16'),
          ],
        },
      ],
    ]);
    renderView('date');
    const [web, kjv] = await screen.findAllByRole('article');
    // The reference is a link to the Bible reader; the translation follows it.
    const johnLink = within(web!).getByRole('link', { name: 'John 3:16' });
    expect(johnLink.getAttribute('href')).toBe('/bible/john/3#v16');
    expect(johnLink.closest('span')?.textContent).toBe('John 3:16 · WEB, World English Bible');
    const ruthLink = within(kjv!).getByRole('link', { name: 'Ruth 1:16' });
    expect(ruthLink.closest('span')?.textContent).toBe('Ruth 1:16');
    expect(within(kjv!).queryByText(/KJV|King James/)).toBeNull();
  });

  it('keeps the spec’s empty state for a view without entries', async () => {
    fakeApi([[]]);
    renderView('book');
    expect(await screen.findByText('No Bible Book Studies Yet')).toBeTruthy();
    expect(
      screen.getByText('Study different Bible books to see your reflections organized by book.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
