import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSearchParams } from '@/lib/router.tsx';
import { toast } from '@/lib/toast.ts';
import { identityErrorMessage } from '../identity-error.ts';
import { verifyEmail } from '../api/verify-email.ts';

/**
 * Handles the emailed link `/?verify=TOKEN`: takes the token out of the address bar at once (so it is not
 * kept in history or shared by copying the URL), calls the provider, and toasts the result. When the link was
 * opened outside the account, the answer carries a reset token and the password dialog opens (`?reset=`).
 */
export function useVerifyEmailLink() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const token = params.get('verify');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    setParams(
      (p) => {
        p.delete('verify');
        return p;
      },
      { replace: true },
    );
    verifyEmail(token)
      .then(async (result) => {
        toast.success('Email verified', { description: result.message });
        // The account's standing changed (verified, maybe admin) and older ID tokens were retired.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.identity }),
          queryClient.invalidateQueries({ queryKey: queryKeys.authUser }),
          queryClient.invalidateQueries({ queryKey: queryKeys.adminAuth }),
        ]);
        if (result.resetToken) {
          const reset = result.resetToken;
          setParams(
            (p) => {
              p.set('reset', reset);
              return p;
            },
            { replace: true },
          );
        }
      })
      .catch((err: unknown) => {
        toast.error('Email not verified', {
          description: identityErrorMessage(err, 'This verification link could not be used.'),
        });
      });
  }, [token, setParams, queryClient]);
}
