import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { User } from '@contract/auth.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

const auth = vi.hoisted(() => ({ user: null as Partial<User> | null }));
vi.mock('../auth-provider.tsx', () => ({ useAuth: () => ({ user: auth.user }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  auth.user = null;
  localStorage.clear();
});

function renderBanner(user: Partial<User>) {
  auth.user = user;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <VerifyEmailBanner />
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('VerifyEmailBanner', () => {
  it('stays out of the way once the email is verified', () => {
    const { container } = renderBanner({ email: 'ruth@example.com', emailVerified: true });
    expect(container.textContent).toBe('');
  });

  it('asks an unverified reader to verify, and resends the link on request', async () => {
    const fetchSpy = vi.fn(async () =>
      json(200, { message: 'We have sent a new link to ruth@example.com.' }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderBanner({ email: 'ruth@example.com', emailVerified: false });
    expect(screen.getByText(/Please verify your email address/).textContent).toContain(
      'ruth@example.com',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(
      (await screen.findByText('We have sent a new link to ruth@example.com.')).getAttribute(
        'role',
      ),
    ).toBe('status');
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/auth/verify-email/resend',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it("shows the server's message when the resend is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(429, {
          message:
            'You have asked for several emails already. Please check your inbox, or try again in an hour.',
        }),
      ),
    );
    renderBanner({ email: 'ruth@example.com', emailVerified: false });
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('several emails already');
  });

  it('can be set aside for the rest of the day on this device, and is back the next day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 3, 21, 30));
    const reader = { id: 'ruth-1', email: 'ruth@example.com', emailVerified: false };
    const first = renderBanner(reader);
    fireEvent.click(
      screen.getByRole('button', { name: 'Hide the verification note until tomorrow' }),
    );
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
    first.unmount();

    // Later that day (a reload): still set aside. Another reader on this browser still sees theirs.
    renderBanner(reader).unmount();
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
    renderBanner({ ...reader, id: 'naomi-2' });
    expect(screen.getByRole('region', { name: 'Email verification' })).toBeTruthy();
    cleanup();

    vi.setSystemTime(new Date(2026, 10, 4, 7, 0));
    renderBanner(reader);
    expect(screen.getByRole('region', { name: 'Email verification' })).toBeTruthy();
  });
});
