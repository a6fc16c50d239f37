import type { IdentityResult } from '@contract/auth.ts';
import { apiRequest, HttpError } from '@/lib/api-client.ts';
import { getPublicConfig } from '@/lib/public-config.ts';

// The embedded identity provider lives at /identity (not /api); these calls are its client.

export const signInWithPassword = (email: string, password: string) =>
  apiRequest<IdentityResult>('/identity/sign-in', { method: 'POST', body: { email, password } });

export const createAccount = (email: string, password: string) =>
  apiRequest<IdentityResult>('/identity/accounts', { method: 'POST', body: { email, password } });

/** The current identity with a fresh ID token, or null when the browser has none. */
export const getIdentitySession = () => apiRequest<IdentityResult | null>('/identity/session');

export const signOutIdentity = () =>
  apiRequest<void>('/identity/sign-out', { method: 'POST', body: {} });

export const requestPasswordReset = (email: string) =>
  apiRequest<{ message: string }>('/identity/password-reset', { method: 'POST', body: { email } });

export const confirmPasswordReset = (token: string, password: string) =>
  apiRequest<{ message: string }>('/identity/password-reset/confirm', {
    method: 'POST',
    body: { token, password },
  });

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server';
export const POPUP_BLOCKED =
  'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';
export const POPUP_CLOSED = 'The sign-in window was closed before you finished signing in.';

/**
 * Google (OpenID Connect) in a popup: the popup runs the authorization-code flow at /identity/oidc/*, then
 * posts its result back; the identity session it leaves behind yields the ID token.
 */
export async function signInWithGoogle(configured: boolean | undefined): Promise<IdentityResult> {
  if (configured === false) throw new Error(GOOGLE_NOT_CONFIGURED);
  // Open the window inside the click, so the browser does not treat it as an unsolicited popup.
  const popup = window.open(
    configured ? '/identity/oidc/start' : 'about:blank',
    'lamplight-google',
    'popup,width=480,height=640',
  );
  if (!popup) throw new Error(POPUP_BLOCKED);
  if (configured === undefined) {
    const config = await getPublicConfig().catch(() => null);
    if (!config?.googleSignIn) {
      popup.close();
      throw new Error(GOOGLE_NOT_CONFIGURED);
    }
    popup.location.href = '/identity/oidc/start';
  }
  await new Promise<void>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; ok?: boolean; message?: string };
      if (data?.type !== 'lamplight:oidc') return;
      cleanup();
      if (data.ok) resolve();
      else reject(new Error(data.message || 'Failed to sign in with Google'));
    };
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      cleanup();
      // The popup posts its result and closes itself; if the close is seen before the message,
      // the identity session it left behind tells whether the sign-in finished.
      getIdentitySession()
        .then((session) => (session ? resolve() : reject(new Error(POPUP_CLOSED))))
        .catch(() => reject(new Error(POPUP_CLOSED)));
    }, 400);
    const cleanup = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
    };
    window.addEventListener('message', onMessage);
  });
  const session = await getIdentitySession();
  if (!session) throw new Error('Failed to sign in with Google');
  return session;
}

/** The readable part of an identity error: the server's message, or the given fallback. */
export function identityErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
