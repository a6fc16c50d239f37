import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ShellLayout } from './shell-layout.tsx';

describe('ShellLayout', () => {
  it('frames the page with the top bar, a main landmark and the bottom bar', () => {
    render(
      <MemoryRouter initialEntries={['/plans']}>
        <ShellLayout
          user={{ firstName: 'Phoebe', lastName: null, email: 'phoebe@example.com', profileImageUrl: null }}
          tier="basic"
          notebookLocked
          onLogout={vi.fn()}
        >
          <h1>Reading Plans</h1>
        </ShellLayout>
      </MemoryRouter>,
    );
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.textContent).toContain('Reading Plans');
    // Top bar and bottom bar (only one is visible at a time, by breakpoint).
    expect(screen.getAllByRole('navigation', { name: 'Primary' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Basic/ }).getAttribute('href')).toBe('/subscription');
    expect(screen.getByRole('button', { name: 'Open profile menu' }).textContent).toBe('P');
  });
});
