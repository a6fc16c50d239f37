import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@contract/journal.ts';
import { MemoryRouter } from '@/lib/router.tsx';
import { NotebookEntry } from './notebook-entry.tsx';

const base: JournalEntry = {
  id: 4,
  readingId: 9,
  content: 'Led the long way round.',
  title: 'Bible Reading - Exodus 13:17-22',
  reference: 'Exodus 13:17-22',
  readDate: '2026-03-10',
  createdAt: '2026-03-10T08:00:00.000Z',
  updatedAt: '2026-03-10T08:00:00.000Z',
  planTitle: 'Provision in the Wilderness',
  translation: 'kjv',
};

function card(entry: JournalEntry, meta: 'reference' | 'date' | 'both' = 'both') {
  render(
    <MemoryRouter>
      <NotebookEntry entry={entry} renderActions={() => null} meta={meta} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('a notebook card', () => {
  it('keeps the title "Bible Reading - {reference}" and shows the reference once, linked', () => {
    const article = card(base);
    expect(within(article).getByRole('heading').textContent).toBe(
      'Bible Reading - Exodus 13:17-22',
    );
    expect(count(article.textContent ?? '', 'Exodus 13:17-22')).toBe(1);
    const link = within(article).getByRole('link', { name: 'Exodus 13:17-22' });
    expect(link.getAttribute('href')).toBe('/bible/exodus/13#v17');
    expect(article.textContent).toContain('Provision in the Wilderness');
  });

  it('still shows the reference under a title the reader wrote', () => {
    const article = card({ ...base, title: 'The pillar of cloud' }, 'reference');
    expect(within(article).getByRole('heading').textContent).toBe('The pillar of cloud');
    expect(within(article).getByRole('link', { name: 'Exodus 13:17-22' })).toBeTruthy();
  });
});
