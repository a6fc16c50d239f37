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
});
