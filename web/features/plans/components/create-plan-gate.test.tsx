import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router.tsx';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALLOWANCE } from '@contract/membership-rules.ts';
import type { Allowance } from '@contract/membership.ts';
import { GatedCreateButton, createGate } from './create-plan-gate.tsx';
import { CreatePlanTrigger } from './create-plan-trigger.tsx';

const basic: Allowance = {
  ...DEFAULT_ALLOWANCE,
  tier: 'basic',
  monthlyLimit: 1,
  canCreateCustom: true,
  customPlansRemaining: 1,
  nextResetDate: '2026-12-01',
};

/** The dialog's footer: a form and its gated Create Plan button. */
function renderGate(allowance: Allowance) {
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(
    <MemoryRouter>
      <form id="plan-form" onSubmit={onSubmit} />
      <GatedCreateButton allowance={allowance} form="plan-form" pending={false} />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('Create Plan (issue 16, item 1)', () => {
  it('gates by tier and monthly allowance', () => {
    expect(createGate(DEFAULT_ALLOWANCE)).toBe('upgrade');
    expect(createGate(basic)).toBe('open');
    expect(createGate({ ...basic, canCreateCustom: false })).toBe('limit');
  });

  it("opens the dialog for every reader, a free one included: the page's button is never a popover", () => {
    const onCreate = vi.fn();
    render(
      <CreatePlanTrigger ready onCreate={onCreate}>
        Create Plan
      </CreatePlanTrigger>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(onCreate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("submits the dialog's form while the allowance lasts", () => {
    const onSubmit = renderGate(basic);
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("tells a free reader on the dialog's create button that custom plans need a membership", async () => {
    const onSubmit = renderGate(DEFAULT_ALLOWANCE);
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Memberships' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers Premium to a basic reader at the limit', async () => {
    const onSubmit = renderGate({
      ...basic,
      canCreateCustom: false,
      customPlansRemaining: 0,
      plansCreatedThisMonth: 1,
    });
    const button = screen.getByRole('button', { name: 'Create Plan' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    const popover = await screen.findByRole('dialog', { name: 'Monthly Limit Reached' });
    expect(popover.textContent).toContain('resets on 1 December 2026');
    expect(screen.getByRole('link', { name: 'Upgrade to Premium (5 plans/month)' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables Create Plan for a premium reader at the limit, and still says why', async () => {
    const onSubmit = renderGate({
      ...basic,
      tier: 'premium',
      monthlyLimit: 5,
      plansCreatedThisMonth: 5,
      canCreateCustom: false,
      customPlansRemaining: 0,
    });
    const button = screen.getByRole('button', { name: 'Create Plan' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Monthly Limit Reached' });
    expect(screen.getByText('You have the highest tier. Limit resets next month.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
