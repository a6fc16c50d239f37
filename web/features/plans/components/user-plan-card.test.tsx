import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserPlan } from '@contract/plans.ts';
import { userPlan } from '@/test/user-plan.ts';
import { UserPlanCard } from './user-plan-card.tsx';

const plan = userPlan();

function renderCard(p: UserPlan, isToday: boolean) {
  render(
    <UserPlanCard
      plan={p}
      isToday={isToday}
      onActivate={vi.fn()}
      activating={false}
      disabled={false}
      pauseHint={null}
    />,
  );
}

describe('UserPlanCard (issue 16, item 3)', () => {
  it('never shows Activate on a card badged Active, even when Today follows another plan', () => {
    renderCard(plan, false);
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Read on Today' })).toBeTruthy();
  });

  it("shows neither on Today's plan", () => {
    renderCard(plan, true);
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read on Today' })).toBeNull();
  });

  it('offers Activate on an inactive plan', () => {
    renderCard({ ...plan, isActive: false }, false);
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy();
  });
});
