import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/auth.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { ReadingCard } from './reading-card.tsx';

const PASSAGE =
  '1 God *is* our refuge and strength, a very present help in trouble.\n\n2 Therefore will not we fear\n\n4 *There is* a river';
const HEADINGS = [
  { book: 'Psalms', chapter: 46, verse: 1, text: 'We will not fear' },
  { book: 'Psalms', chapter: 46, verse: 4, text: 'The city of God' },
];

function renderCard() {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => Response.json({ message: 'unexpected', code: 'internal' }));
  const client = createQueryClient();
  client.setQueryData(queryKeys.authUser, { id: 'ann', firstName: 'Ann' } as User);
  render(
    <QueryClientProvider client={client}>
      <ReadingCard
        reference="Psalm 46:1-4"
        passage={PASSAGE}
        sectionHeadings={HEADINGS}
        onWord={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return { fetch };
}

const shownHeadings = () =>
  [...screen.getByTestId('passage').querySelectorAll('[data-section-heading]')].map(
    (h) => h.textContent,
  );
const verseTexts = () =>
  [...screen.getByTestId('passage').querySelectorAll('[data-verse]')].map((v) => v.textContent);

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the study notes' section headings in the passage", () => {
  it('are shown by default above their verses, which read as before', () => {
    renderCard();
    expect(shownHeadings()).toEqual(['We will not fear', 'The city of God']);
    const heading = screen.getByRole('heading', { name: 'The city of God' });
    expect(heading.nextElementSibling?.getAttribute('data-verse')).toBe('4');
    expect(verseTexts()).toEqual([
      '1God is our refuge and strength, a very present help in trouble.',
      '2Therefore will not we fear',
      '4There is a river',
    ]);
  });

  it('turn off and on from the Text popover at once, with no request, remembered on this device', async () => {
    const { fetch } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reading text' });
    const toggle = within(dialog).getByRole('switch', { name: 'Section headings' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const before = verseTexts();
    // The passage's other parts (its translators' notes) load as ever; the switch asks for nothing.
    const requests = fetch.mock.calls.length;
    fireEvent.click(toggle);
    expect(shownHeadings()).toEqual([]);
    expect(verseTexts()).toEqual(before);
    expect(window.localStorage.getItem('lamplight.section-headings')).toBe('off');
    expect(fetch.mock.calls.length).toBe(requests);
    fireEvent.click(toggle);
    expect(shownHeadings()).toEqual(['We will not fear', 'The city of God']);
    expect(window.localStorage.getItem('lamplight.section-headings')).toBeNull();
    expect(fetch.mock.calls.length).toBe(requests);
  });

  it('stay off for a reader who turned them off on this device', () => {
    window.localStorage.setItem('lamplight.section-headings', 'off');
    renderCard();
    expect(shownHeadings()).toEqual([]);
    expect(verseTexts()).toHaveLength(3);
  });
});
