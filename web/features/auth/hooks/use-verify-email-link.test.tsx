import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { BrowserRouter, useSearchParams } from '@/lib/router.tsx';
import { useVerifyEmailLink } from './use-verify-email-link.ts';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast: toasts }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let seenReset: string | null = null;
function Probe() {
  useVerifyEmailLink();
  seenReset = useSearchParams()[0].get('reset');
  return null;
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <Probe />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

describe('useVerifyEmailLink', () => {
  it('takes the token out of the address bar, verifies it once and says so', async () => {
    const fetchSpy = vi.fn(async () => json(200, { message: 'Your email address is verified.' }));
    vi.stubGlobal('fetch', fetchSpy);
    renderAt('/?verify=abcdefghijklmnopqrstuvwxyz');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    expect(toasts.success).toHaveBeenCalledWith('Email verified', {
      description: 'Your email address is verified.',
    });
    expect(window.location.search).toBe('');
    const verifyCalls = fetchSpy.mock.calls.filter(
      (call: unknown[]) => call[0] === '/identity/verify-email',
    ) as unknown as [string, RequestInit][];
    expect(verifyCalls).toHaveLength(1);
    expect(JSON.parse(String(verifyCalls[0]![1].body))).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz',
    });
  });

  it('opens the password step when the link was used outside the account', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          message: 'Your email address is verified. Choose a password to sign in.',
          resetToken: 'r'.repeat(40),
        }),
      ),
    );
    renderAt('/?verify=abcdefghijklmnopqrstuvwxyz');
    await waitFor(() => expect(seenReset).toBe('r'.repeat(40)));
    expect(window.location.search).not.toContain('verify');
  });

  it('toasts the readable reason when the link is used up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          message:
            'This verification link is invalid, has expired or was already used. Sign in and ask for a new one.',
        }),
      ),
    );
    renderAt('/?verify=abcdefghijklmnopqrstuvwxyz');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1));
    expect(toasts.error.mock.calls[0]![1].description).toContain('already used');
    expect(window.location.search).toBe('');
  });
});
