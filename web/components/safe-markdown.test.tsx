import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SafeMarkdown from './safe-markdown.tsx';

describe('SafeMarkdown', () => {
  it('never turns model output into live HTML', () => {
    const payload =
      'Manna <script>alert("x")</script><img src=x onerror="alert(1)"> fell **daily**. [click](javascript:alert(1))';
    const { container } = render(<SafeMarkdown>{payload}</SafeMarkdown>);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('daily');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    // The tags are dropped; the words around them stay readable as plain text.
    expect(container.textContent).toContain('Manna alert("x") fell daily.');
  });

  it('keeps a tag rebuilt from pieces as text', () => {
    const { container } = render(
      <SafeMarkdown>{'Bread <scr<script>ipt>alert(1)</script> from heaven'}</SafeMarkdown>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)');
  });

  it('renders the markdown an insight uses', () => {
    const source = [
      '## Setting',
      '',
      'Israel is *in the wilderness*; 3 < 4 and **daily bread** is enough.',
      '',
      '- first point',
      '- second point',
      '',
      '1. one',
      '2. two',
      '',
      '> a quoted line',
      '',
      'See [the notes](https://example.org/notes).',
    ].join('\n');
    const { container } = render(<SafeMarkdown>{source}</SafeMarkdown>);
    // Headings become bold lines without ids, so the page keeps its own outline.
    expect(container.querySelector('h1, h2, h3, h4, h5, h6, [id]')).toBeNull();
    expect(container.querySelector('p.font-semibold')?.textContent).toBe('Setting');
    expect(container.querySelector('em')?.textContent).toBe('in the wilderness');
    expect(container.textContent).toContain('3 < 4 and daily bread is enough.');
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'first point',
      'second point',
    ]);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(container.querySelector('blockquote')?.textContent).toContain('a quoted line');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.org/notes');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });
});
