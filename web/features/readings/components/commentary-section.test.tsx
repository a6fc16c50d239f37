import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InsightCommentary } from '@contract/insights.ts';
import { COMMENTARY_TITLE, CommentarySection, commentaryPreview } from './commentary-section.tsx';

const LONG_FIRST =
  'The provisions of Israel, brought from Egypt, were spent by the middle of the second month, and they murmured. ' +
  'It is no new thing for the greatest kindness to be basely represented as the greatest injuries. ' +
  'They so far undervalue their deliverance, that they wished they had died in Egypt. ' +
  'We cannot suppose they had plenty in Egypt, nor could they fear dying for want in the wilderness, while they had flocks and herds. ' +
  'When we begin to fret, we ought to consider, that God hears all our murmurings.';

const sections: InsightCommentary[] = [
  {
    author: 'Matthew Henry',
    work: 'Concise Commentary',
    heading: 'Verses 1-12',
    reference: 'Exodus 16:1-12',
    text: `${LONG_FIRST}\n\nGod promises a speedy and constant supply.`,
    abridged: false,
  },
  {
    author: 'C. H. Spurgeon',
    work: 'The Treasury of David',
    heading: 'Verse 1.',
    reference: 'Psalms 23:1',
    text: 'What condescension is this!',
    abridged: false,
  },
];

describe('CommentarySection', () => {
  it('shows the heading, each section with its heading and author, and hides when empty', () => {
    const { container, rerender } = render(<CommentarySection commentary={sections} />);
    const region = screen.getByRole('region', { name: COMMENTARY_TITLE });
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('Commentary');
    const headings = within(region).getAllByRole('heading', { level: 4 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Verses 1-12 (Exodus 16:1-12)',
      'Verse 1. (Psalms 23:1)',
    ]);
    expect(within(region).getByText('Matthew Henry, Concise Commentary')).toBeTruthy();
    expect(within(region).getByText('C. H. Spurgeon, The Treasury of David')).toBeTruthy();
    // A short section is shown whole, with no disclosure.
    expect(within(region).getByText('What condescension is this!')).toBeTruthy();
    expect(within(region).getAllByRole('button')).toHaveLength(1);

    rerender(<CommentarySection commentary={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it("collapses a long section behind 'Read more' / 'Show less' with aria-expanded", () => {
    render(<CommentarySection commentary={sections} />);
    const button = screen.getByRole('button', { name: /Read more/ });
    expect(button.tagName).toBe('BUTTON'); // keyboard accessible: a real button
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(body?.textContent).toContain('The provisions of Israel');
    expect(body?.textContent).not.toContain('God promises a speedy and constant supply.');
    expect(body?.textContent).toMatch(/ …$/);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toContain('Show less');
    expect(body?.querySelectorAll('p')).toHaveLength(2);
    expect(body?.textContent).toContain('God promises a speedy and constant supply.');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('Read more');
  });

  it('previews whole sentences of the first paragraph', () => {
    const preview = commentaryPreview(sections[0]?.text ?? '', 40);
    expect(preview).toBe(
      'The provisions of Israel, brought from Egypt, were spent by the middle of the second month, and they murmured. It is no new thing for the greatest kindness to be basely represented as the greatest injuries.',
    );
    expect(commentaryPreview('Short text.')).toBeNull();
  });
});
