import type { IdentityResult } from '@contract/auth.ts';
import { getPublicConfig } from '@/lib/public-config.ts';
import { getIdentitySession } from './get-identity-session.ts';

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
