import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router.tsx';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALLOWANCE } from '@contract/membership-rules.ts';
import type { Allowance } from '@contract/membership.ts';
import { CreatePlanTrigger, createGate } from './create-plan-trigger.tsx';

const basic: Allowance = {
  ...DEFAULT_ALLOWANCE,
  tier: 'basic',
  monthlyLimit: 1,
  canCreateCustom: true,
  customPlansRemaining: 1,
  nextResetDate: '2026-12-01',
};

function renderTrigger(allowance: Allowance, onCreate = vi.fn()) {
  render(
    <MemoryRouter>
      <CreatePlanTrigger allowance={allowance} ready onCreate={onCreate}>
        Create Plan
      </CreatePlanTrigger>
    </MemoryRouter>,
  );
  return onCreate;
}

describe('CreatePlanTrigger', () => {
  it('gates by tier and monthly allowance', () => {
    expect(createGate(DEFAULT_ALLOWANCE)).toBe('upgrade');
    expect(createGate(basic)).toBe('open');
    expect(createGate({ ...basic, canCreateCustom: false })).toBe('limit');
  });

  it('opens the dialog while the allowance lasts', async () => {
    const onCreate = renderTrigger(basic);
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('tells a free reader that custom plans need a membership', async () => {
    const onCreate = renderTrigger(DEFAULT_ALLOWANCE);
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Memberships' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('offers Premium to a basic reader at the limit', async () => {
    renderTrigger({
      ...basic,
      canCreateCustom: false,
      customPlansRemaining: 0,
      plansCreatedThisMonth: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    const popover = await screen.findByRole('dialog', { name: 'Monthly Limit Reached' });
    expect(popover.textContent).toContain('resets on 1 December 2026');
    expect(screen.getByRole('link', { name: 'Upgrade to Premium (5 plans/month)' })).toBeTruthy();
  });

  it('tells a premium reader at the limit that it resets next month', async () => {
    renderTrigger({
      ...basic,
      tier: 'premium',
      monthlyLimit: 5,
      plansCreatedThisMonth: 5,
      canCreateCustom: false,
      customPlansRemaining: 0,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    await screen.findByRole('dialog', { name: 'Monthly Limit Reached' });
    expect(screen.getByText('You have the highest tier. Limit resets next month.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
