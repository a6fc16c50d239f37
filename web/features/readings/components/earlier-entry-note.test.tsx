import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EarlierEntry } from '@contract/journal-filters.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { MemoryRouter } from '@/lib/router.tsx';
import { EarlierEntryNote } from './earlier-entry-note.tsx';

function fakeEarlier(body: EarlierEntry) {
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    urls.push(String(input));
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { urls };
}

function renderNote() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <EarlierEntryNote reference="Exodus 16:1-18" readingId={41} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const written = {
  id: 7,
  title: 'Bible Reading - Exodus 16',
  firstLine: 'Enough for each day, and no more.',
  reference: 'Exodus 16',
  date: '2026-01-05',
  createdAt: '2026-01-05T21:00:00.000Z',
};

describe('EarlierEntryNote (decision 128)', () => {
  it("says when the reader wrote on the passage and links the entry's first line", async () => {
    const { urls } = fakeEarlier({ entry: written, more: 0, book: 'Exodus' });
    renderNote();
    const note = await screen.findByRole('complementary', {
      name: 'You wrote on this passage on Jan 5, 2026',
    });
    expect(urls).toEqual(['/api/journal/earlier?reference=Exodus+16%3A1-18&readingId=41']);
    expect(note.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-05');
    const link = screen.getByRole('link', { name: '“Enough for each day, and no more.”' });
    expect(link.getAttribute('href')).toBe('/journal?entry=7');
    expect(screen.queryByText(/more/, { selector: 'a *' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('counts the other earlier entries, linking to the book on the Journal', async () => {
    fakeEarlier({ entry: written, more: 2, book: 'Exodus' });
    renderNote();
    const more = await screen.findByRole('link', {
      name: /^and 2 more\s*\(your Exodus entries\)$/,
    });
    expect(more.getAttribute('href')).toBe('/journal?book=Exodus');
  });

  it('shows nothing when the reader has not written on the passage before', async () => {
    const { urls } = fakeEarlier({ entry: null, more: 0, book: 'Exodus' });
    const { container } = renderNote();
    await waitFor(() => expect(urls).toHaveLength(1));
    // Let the answer render.
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
  });
});
