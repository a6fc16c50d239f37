import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router.tsx';
import { describe, expect, it, vi } from 'vitest';
import { ShellLayout } from './shell-layout.tsx';

describe('ShellLayout', () => {
  it('frames the page with the top bar, a main landmark and the bottom bar', () => {
    render(
      <MemoryRouter initialEntries={['/plans']}>
        <ShellLayout
          user={{
            firstName: 'Phoebe',
            lastName: null,
            email: 'phoebe@example.com',
            profileImageUrl: null,
          }}
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
    // The tier badge and profile menu appear in the top bar and in the phone header.
    for (const badge of screen.getAllByRole('link', { name: /Basic/ })) {
      expect(badge.getAttribute('href')).toBe('/subscription');
    }
    const menus = screen.getAllByRole('button', { name: 'Open profile menu' });
    expect(menus).toHaveLength(2);
    expect(menus[0]!.textContent).toBe('P');
  });
});
