import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router.tsx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TopBar, type TopBarProps } from './top-bar.tsx';

beforeAll(() => {
  // Radix measures its floating content; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const user = {
  firstName: 'Priscilla',
  lastName: 'Aquila',
  email: 'pris@example.com',
  profileImageUrl: null,
};

function renderTopBar(props: Partial<TopBarProps> = {}, path = '/') {
  const onLogout = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <TopBar user={user} tier="free" notebookLocked={false} onLogout={onLogout} {...props} />
    </MemoryRouter>,
  );
  return { onLogout, nav: screen.getByRole('navigation', { name: 'Primary' }) };
}

describe('TopBar', () => {
  it('links Today, Notebook and Plans, marking the current route', () => {
    const { nav } = renderTopBar({}, '/plans');
    expect(within(nav).getByRole('link', { name: 'Today' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Notebook' }).getAttribute('href')).toBe(
      '/notebook',
    );
    const plans = within(nav).getByRole('link', { name: 'Plans' });
    expect(plans.getAttribute('href')).toBe('/plans');
    expect(plans.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav).getByRole('link', { name: 'Today' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('links the Bible after the three main links, current anywhere in the reader', () => {
    const { nav } = renderTopBar({}, '/bible/exodus/16');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Today', 'Notebook', 'Plans', 'Bible']);
    const bible = within(nav).getByRole('link', { name: 'Bible' });
    expect(bible.getAttribute('href')).toBe('/bible');
    expect(bible.getAttribute('aria-current')).toBe('page');
  });

  it('locks the Notebook link: it shows a lock and points to /subscription', () => {
    const { nav } = renderTopBar({ notebookLocked: true });
    const notebook = within(nav).getByRole('link', { name: /Notebook/ });
    expect(notebook.getAttribute('href')).toBe('/subscription');
    expect(within(notebook).getByTestId('notebook-lock')).toBeTruthy();
    expect(notebook.textContent).toMatch(/locked/);
  });

  it('shows no lock when the reader has notebook access', () => {
    const { nav } = renderTopBar({ notebookLocked: false });
    expect(within(nav).queryByTestId('notebook-lock')).toBeNull();
  });

  it('shows the premium tier as a gold badge with a crown, linking to /subscription', () => {
    renderTopBar({ tier: 'premium' });
    const badge = screen.getByRole('link', { name: /Premium/ });
    expect(badge.getAttribute('href')).toBe('/subscription');
    expect(within(badge).getByTestId('premium-crown')).toBeTruthy();
  });

  it('shows free and basic tiers without a crown', () => {
    renderTopBar({ tier: 'free' });
    const free = screen.getByRole('link', { name: /Free/ });
    expect(free.getAttribute('href')).toBe('/subscription');
    expect(within(free).queryByTestId('premium-crown')).toBeNull();
    expect(screen.queryByRole('link', { name: /Premium/ })).toBeNull();
  });

  it('opens the profile menu with name, email, Account, Membership and Log out', () => {
    const { onLogout } = renderTopBar();
    const trigger = screen.getByRole('button', { name: 'Open profile menu' });
    expect(trigger.textContent).toBe('PA');
    fireEvent.keyDown(trigger, { key: 'Enter' });

    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Priscilla Aquila')).toBeTruthy();
    expect(within(menu).getByText('pris@example.com')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Membership' }).getAttribute('href')).toBe(
      '/subscription',
    );
    // The Bible, the reader's marks and prayers, and Account sit between the name and email and Membership.
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Bible',
      'Marks',
      'Prayers',
      'Account',
      'Membership',
      'Log out',
    ]);
    expect(items.map((i) => i.getAttribute('href'))).toEqual([
      '/bible',
      '/marks',
      '/prayers',
      '/account',
      '/subscription',
      null,
    ]);

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
