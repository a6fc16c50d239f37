import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router.tsx';
import { describe, expect, it } from 'vitest';
import { BottomBar } from './bottom-bar.tsx';

function renderBar(notebookLocked: boolean, path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BottomBar notebookLocked={notebookLocked} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Primary' });
}

describe('BottomBar', () => {
  it('has three tabs and highlights the current one', () => {
    const nav = renderBar(false, '/notebook');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Today', 'Notebook', 'Plans']);
    expect(within(nav).getByRole('link', { name: 'Notebook' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(nav.hasAttribute('data-bottom-bar')).toBe(true);
  });

  it('sends a locked Notebook tab to /subscription with a lock', () => {
    const nav = renderBar(true);
    const notebook = within(nav).getByRole('link', { name: /Notebook/ });
    expect(notebook.getAttribute('href')).toBe('/subscription');
    expect(within(notebook).getByTestId('notebook-lock')).toBeTruthy();
  });
});
