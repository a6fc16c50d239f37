import { useState } from 'react';
import { LandingPage } from '@/features/landing/components/landing-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/**
 * The home route. For now it always shows the signed-out landing page; the auth work will make it
 * choose between LandingPage and Today by session state, and open the sign-in dialog from onSignIn.
 */
export function Component() {
  usePageTitle();
  const [, setSignInRequested] = useState(false);
  return <LandingPage onSignIn={() => setSignInRequested(true)} />;
}
