import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InsightResponse } from '@contract/insights.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { INSIGHT_TITLE, InsightCard } from './insight-card.tsx';

afterEach(() => vi.restoreAllMocks());

const insight: InsightResponse = {
  summary: "Matthew Henry's Concise Commentary on these verses, in his words: the people murmured.",
  themes: [
    { title: 'Provision', description: 'God provides.' },
    { title: 'Trust', description: 'Daily trust.' },
  ],
  questions: ['Where do you need daily bread?', 'What does trust look like today?'],
  source: 'study-notes',
  generatedAt: '2026-11-26T00:00:00.000Z',
  commentary: [
    {
      author: 'Matthew Henry',
      work: 'Concise Commentary',
      heading: 'Verses 13-21',
      reference: 'Exodus 16:13-21',
      text: 'At evening the quails came up.',
      abridged: false,
    },
  ],
  sources: ['Exodus 16 (KJV)', "Matthew Henry's Concise Commentary"],
};

function renderCard(seed: InsightResponse) {
  // The seed is served as is; nothing should be fetched.
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InsightCard readingId={7} seed={seed} />
    </QueryClientProvider>,
  );
  return fetchSpy;
}

describe('InsightCard', () => {
  it("shows the Commentary section after the questions and a 'Drawn from' line", () => {
    const fetchSpy = renderCard(insight);
    const card = screen.getByRole('region', { name: INSIGHT_TITLE });
    const commentary = within(card).getByRole('region', { name: 'Commentary' });
    expect(within(commentary).getByText('At evening the quails came up.')).toBeTruthy();
    expect(within(commentary).getByText('Matthew Henry, Concise Commentary')).toBeTruthy();
    const titles = within(card)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Key Themes', 'Reflection Questions', 'Commentary']);
    expect(within(card).getByTestId('insight-sources').textContent).toBe(
      "Drawn from Exodus 16 (KJV) and Matthew Henry's Concise Commentary. Commentary beside it: Matthew Henry, Concise Commentary.",
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('links the references in its text and its commentary to the Bible reader', () => {
    renderCard({
      ...insight,
      summary: 'Manna fell each morning (Exodus 16:4), as **John 6:31** recalls.',
      themes: [{ title: 'Bread', description: 'Compare Deuteronomy 8:3.' }],
    });
    const card = screen.getByRole('region', { name: INSIGHT_TITLE });
    const href = (name: string) => within(card).getByRole('link', { name }).getAttribute('href');
    expect(href('Exodus 16:4')).toBe('/bible/exodus/16#v4');
    expect(href('John 6:31')).toBe('/bible/john/6#v31');
    expect(href('Deuteronomy 8:3')).toBe('/bible/deuteronomy/8#v3');
    expect(href('Exodus 16:13-21')).toBe('/bible/exodus/16#v13');
    // In place, not a new tab.
    expect(
      within(card).getByRole('link', { name: 'Exodus 16:4' }).getAttribute('target'),
    ).toBeNull();
  });

  it("names Lamplight's study notes in its badge and its source line, and Matthew Henry beside them", () => {
    renderCard({
      ...insight,
      summary: '## The main point\n\nGod provides bread from heaven.',
      sources: ['Lamplight study notes', 'Exodus 16 (KJV)', "Strong's dictionary"],
    });
    const card = screen.getByRole('region', { name: INSIGHT_TITLE });
    expect(within(card).getByText('Lamplight study notes')).toBeTruthy();
    expect(within(card).getByTestId('insight-sources').textContent).toBe(
      "Drawn from Lamplight study notes, Exodus 16 (KJV) and Strong's dictionary. Commentary beside it: Matthew Henry, Concise Commentary.",
    );
  });

  it('hides the Commentary section and the sources line when there are none', () => {
    renderCard({ ...insight, source: 'curated', commentary: [], sources: [] });
    const card = screen.getByRole('region', { name: INSIGHT_TITLE });
    expect(within(card).queryByRole('region', { name: 'Commentary' })).toBeNull();
    expect(within(card).queryByText(/Drawn from/)).toBeNull();
    expect(within(card).getByText('Curated')).toBeTruthy();
  });
});
