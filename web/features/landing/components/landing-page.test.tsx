import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page.tsx';

function renderLanding() {
  const onSignIn = vi.fn();
  render(
    <MemoryRouter>
      <LandingPage onSignIn={onSignIn} />
    </MemoryRouter>,
  );
  return onSignIn;
}

describe('LandingPage', () => {
  it('shows the title with the tagline, the three features and the closing call to action', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Lamplight' })).toBeTruthy();
    expect(screen.getByText('Reading scripture with depth, clarity, and curiosity')).toBeTruthy();
    for (const name of [
      'Powerful Insights',
      'Guided Journaling',
      'Custom Reading Plans',
      'Start Your Daily Practice',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
  });

  it.each(['Begin Your Journey', 'Get Started Today', 'Sign in'])('"%s" calls onSignIn', (name) => {
    const onSignIn = renderLanding();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});
