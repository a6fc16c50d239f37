import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '@contract/config.ts';
import type { MembershipStatus, Tier } from '@contract/membership.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { DEFAULT_MEMBERSHIP_STATUS } from '../api/get-membership-status.ts';
import { NOT_CONFIGURED, SubscriptionPage } from './subscription-page.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast: Object.assign(vi.fn(), toasts) }));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const CONFIG: PublicConfig = {
  appName: 'Lamplight',
  version: 'test',
  googleSignIn: false,
  oidcProviderName: null,
  stripePublishableKey: 'pk_test_unit',
  paymentsEnabled: true,
  aiEnabled: false,
};

function serve(config: Partial<PublicConfig>, status: Partial<MembershipStatus> = {}) {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/config') return json({ ...CONFIG, ...config });
      if (url === '/api/membership/status')
        return json({ ...DEFAULT_MEMBERSHIP_STATUS, ...status });
      return new Response('not found', { status: 404 });
    }),
  );
}

function renderPage(accountTier: Tier | null) {
  const onSignIn = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/subscription']}>
        <SubscriptionPage accountTier={accountTier} onSignIn={onSignIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSignIn };
}

const card = (name: string) => screen.getByRole('region', { name });

/** The text an element points at with aria-describedby. */
function description(element: HTMLElement) {
  const id = element.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

describe('SubscriptionPage', () => {
  it('shows visitors the three tiers, each with a Sign in button', async () => {
    serve({});
    const { onSignIn } = renderPage(null);

    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Membership' })).toBeTruthy();
    expect(within(card('Free')).getByText('£0')).toBeTruthy();
    expect(within(card('Basic')).getByText('£3').parentElement?.textContent).toBe('£3/month');
    expect(within(card('Premium')).getByText('£5').parentElement?.textContent).toBe('£5/month');
    expect(screen.queryByText('Current Plan')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sync Membership Status' })).toBeNull();

    const signIn = within(card('Premium')).getByRole('button', { name: 'Sign in' });
    fireEvent.click(signIn);
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button', { name: 'Sign in' })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Back to App' }).getAttribute('href')).toBe('/');
  });

  it('marks paid tiers Unavailable, with the reason, when payments are not configured', async () => {
    serve({ paymentsEnabled: false, stripePublishableKey: null }, { paymentsEnabled: false });
    renderPage('free');

    for (const name of ['Basic', 'Premium']) {
      const button = await within(card(name)).findByRole('button', { name: 'Unavailable' });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(description(button)).toBe(NOT_CONFIGURED);
    }
    expect(within(card('Free')).getByText('Current Plan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync Membership Status' })).toBeTruthy();
    expect(
      screen.getByText(
        'If you just completed a payment, click sync to update your membership tier',
      ),
    ).toBeTruthy();
  });

  it('shows the free mode banner and pauses subscribing', async () => {
    serve({}, { freeMode: true, limits: { notebookAccess: true } });
    renderPage('free');

    expect(await screen.findByRole('region', { name: 'Free Mode Active' })).toBeTruthy();
    expect(within(card('Basic')).getByRole('button', { name: 'Unavailable' })).toBeTruthy();
    expect(within(card('Premium')).getByRole('button', { name: 'Unavailable' })).toBeTruthy();
  });

  it('offers a Basic member the upgrade and the Manage Subscription card', async () => {
    serve({}, { tier: 'basic', subscriptionStatus: 'active' });
    renderPage('basic');

    const upgrade = await within(card('Premium')).findByRole('button', {
      name: 'Upgrade to Premium',
    });
    // Enabled once the public config (the publishable key) and the status have loaded.
    await vi.waitFor(() => expect((upgrade as HTMLButtonElement).disabled).toBe(false));
    expect(within(card('Basic')).getByText('Current Plan')).toBeTruthy();
    const manage = screen.getByRole('region', { name: 'Manage Subscription' });
    expect(within(manage).getByTestId('subscription-tier').textContent).toBe('Basic');
    expect(within(manage).getByTestId('subscription-status').textContent).toBe('Active');
    expect(within(manage).getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync Membership Status' })).toBeNull();
  });

  it('says when a canceled subscription ends, and offers no second cancel', async () => {
    serve({}, { tier: 'premium', subscriptionStatus: 'canceling' });
    renderPage('premium');

    const manage = await screen.findByRole('region', { name: 'Manage Subscription' });
    expect((await within(manage).findByTestId('subscription-status')).textContent).toBe(
      'Cancels at the end of the period',
    );
    expect(within(manage).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(within(card('Basic')).getByRole('button', { name: 'Choose Basic' })).toBeTruthy();
  });

  it("says 'Membership Synced' when a sync upgrades the tier (and the Sync card goes away)", async () => {
    let tier: Tier = 'free';
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/config') return json(CONFIG);
        if (url === '/api/membership/status')
          return json({
            ...DEFAULT_MEMBERSHIP_STATUS,
            tier,
            subscriptionStatus: tier === 'free' ? null : 'active',
          });
        if (url === '/api/membership/sync') {
          tier = 'basic';
          return json({ tier, subscriptionStatus: 'active' });
        }
        // The user answers after the status (separate responses in a browser): by then the
        // status has re-rendered the page without the Sync card that asked for the sync.
        if (url === '/api/auth/user') {
          await new Promise((resolve) => setTimeout(resolve, 100));
          return json(null);
        }
        return new Response('not found', { status: 404 });
      }),
    );
    renderPage('free');
    fireEvent.click(await screen.findByRole('button', { name: 'Sync Membership Status' }));
    await screen.findByRole('region', { name: 'Manage Subscription' });
    await vi.waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Membership Synced', {
        description: 'Your membership is Basic.',
      }),
    );
  });

  it('does not say "Billed monthly by card" for a tier an administrator granted', async () => {
    serve({}, { tier: 'premium', subscriptionStatus: null });
    renderPage('premium');
    const manage = await screen.findByRole('region', { name: 'Manage Subscription' });
    expect(manage.textContent).not.toContain('Billed monthly by card');
    expect(manage.textContent).toContain('granted by an administrator');
    expect(within(manage).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });
});
