import { useEffect } from 'react';
import { useAuth } from '@/features/auth/auth-provider.tsx';
import { useNavigate } from '@/lib/router.tsx';

/** Where a sign-in started from a page that wants the reader back (the admin portal). */
export const RETURN_AFTER_SIGN_IN_KEY = 'lamplight:return-after-sign-in';

/**
 * /api/login always ends on '/' with the sign-in dialog; a page that sent the reader there (the
 * admin portal, so administrators land on /admin: issue 16, item 15) leaves its path in
 * sessionStorage, and once signed in the reader goes back to it. Same-origin paths only.
 */
export function ReturnAfterSignIn() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isAuthenticated) return;
    let target: string | null = null;
    try {
      target = sessionStorage.getItem(RETURN_AFTER_SIGN_IN_KEY);
      sessionStorage.removeItem(RETURN_AFTER_SIGN_IN_KEY);
    } catch {
      return; // storage blocked: stay on Today
    }
    if (target && target.startsWith('/') && !target.startsWith('//')) {
      void navigate(target, { replace: true });
    }
  }, [isAuthenticated, navigate]);
  return null;
}
