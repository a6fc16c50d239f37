import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserSummary } from '@contract/admin.ts';
import { MemoryRouter } from '@/lib/router.tsx';
import { UsersList } from './users-list.tsx';

const user = (over: Partial<AdminUserSummary>): AdminUserSummary => ({
  id: 'u1',
  name: 'Ruth Moab',
  firstName: 'Ruth',
  lastName: 'Moab',
  email: 'ruth@example.com',
  membershipTier: 'free',
  plansCreated: 0,
  currentStreakDays: 2,
  totalReadingDays: 5,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

describe('the admin users list', () => {
  it("says 'No name' (not the email) where a reader gave no name, and keeps View Details on one line", () => {
    render(
      <MemoryRouter>
        <UsersList
          label="All users"
          users={[
            user({}),
            user({
              id: 'u2',
              name: 'anon@example.com',
              firstName: null,
              lastName: null,
              email: 'anon@example.com',
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'All users' });
    const rows = within(table).getAllByRole('row').slice(1);
    const nameCell = (i: number) => within(rows[i]!).getAllByRole('cell')[0]!;
    expect(nameCell(0).textContent).toBe('Ruth Moabruth@example.com');
    expect(nameCell(1).querySelector('p')?.textContent).toBe('No name');
    expect(nameCell(1).textContent).toBe('No nameanon@example.com');
    for (const link of within(table).getAllByRole('link', { name: /^View Details for / })) {
      expect(link.className).toContain('whitespace-nowrap');
    }
    // The phone cards follow the same rule.
    const cards = screen.getByRole('list', { name: 'All users' });
    expect(within(cards).getByText('No name')).toBeTruthy();
  });
});
