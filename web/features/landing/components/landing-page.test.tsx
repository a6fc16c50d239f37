import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router.tsx';
import { describe, expect, it, vi } from 'vitest';
import { badgeVariants } from '@/components/ui/badge.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { LANDING_CLASSES } from './landing-classes.ts';
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

  it('spells out exactly the classes the UI kit and cn() would give', () => {
    const card =
      'flex flex-col gap-5 rounded-xl border bg-card py-6 text-card-foreground shadow-soft';
    expect(LANDING_CLASSES).toEqual({
      signInButton: cn(buttonVariants({ variant: 'ghost' }), 'font-semibold'),
      heroButton: cn(
        buttonVariants({ size: 'lg' }),
        'h-13 rounded-xl px-8 text-base shadow-lifted',
      ),
      closingButton: cn(
        buttonVariants({ variant: 'lamp', size: 'lg' }),
        'mt-9 h-13 rounded-xl px-8 text-base focus-visible:outline-[#e8b64c]',
      ),
      secondaryBadge: cn(badgeVariants({ variant: 'secondary' })),
      themeBadge: cn(badgeVariants({ variant: 'outline' }), 'bg-card'),
      featureCard: cn(
        card,
        'w-full gap-4 rounded-2xl bg-background/70 transition-shadow hover:shadow-lifted',
      ),
      featureCardHeader: cn('flex flex-col gap-1.5 px-6', 'gap-4'),
      featureCardTitle: cn(
        'font-serif text-lg leading-snug font-semibold tracking-tight',
        'text-xl',
      ),
      featureCardContent: cn('px-6', 'flex flex-col gap-4'),
    });
  });
});
