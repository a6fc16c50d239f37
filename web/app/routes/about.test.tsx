import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/router.tsx';
import { Component as About } from './about.tsx';

function renderAbout() {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <About />
    </MemoryRouter>,
  );
  const credits = screen.getByRole('region', { name: 'Sources and credits' });
  return within(credits);
}

/** The credit list item whose heading is `title`. */
function credit(list: ReturnType<typeof renderAbout>, title: string): HTMLElement {
  const item = list.getByRole('heading', { name: title }).closest('li');
  expect(item, title).not.toBeNull();
  return item!;
}

describe('About: sources and credits', () => {
  it('gives the Open Scriptures Hebrew Bible its required sentence, link and licence', () => {
    const list = renderAbout();
    const oshb = credit(list, 'Open Scriptures Hebrew Bible (OSHB)');
    expect(oshb.textContent).toContain(
      'Original work of the Open Scriptures Hebrew Bible available at https://github.com/openscriptures/morphhb',
    );
    expect(oshb.textContent).toContain('the data was modified');
    const source = within(oshb).getByRole('link', {
      name: 'https://github.com/openscriptures/morphhb',
    });
    expect(source.getAttribute('href')).toBe('https://github.com/openscriptures/morphhb');
    const licence = within(oshb).getByRole('link', { name: /CC BY 4\.0/ });
    expect(licence.getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(licence.getAttribute('rel')).toContain('license');
  });

  it('credits every source with its licence and module version, as a list', () => {
    const list = renderAbout();
    expect(list.getByRole('list')).toBeTruthy();
    for (const [title, licence, words] of [
      ['King James Version', 'Public domain', ['engKJV2006eb', '14.3']],
      ['World English Bible', 'Public domain', ['engWEB2015eb', '426.0']],
      ['Matthew Henry’s Concise Commentary', 'Public domain', ['MHCC', '2.0']],
      ['Spurgeon’s Treasury of David', 'Public domain', ['TDavid', '2.1']],
      ['Nave’s Topical Bible', 'Public domain', ['Nave', '3.0']],
      ['Strong’s Hebrew and Greek dictionaries', 'Public domain', ['strongs']],
      ['Open Scriptures Hebrew Bible (OSHB)', 'CC BY 4.0', ['morphhb']],
    ] as const) {
      const item = credit(list, title);
      expect(item.textContent, title).toContain(licence);
      for (const w of words) expect(item.textContent, title).toContain(w);
    }
  });
});
