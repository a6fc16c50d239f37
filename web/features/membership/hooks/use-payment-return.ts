import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import { toast } from '@/lib/toast.ts';
import { isPaymentReturn, isSuccessfulPaymentReturn } from '../lib/subscription-status.ts';

/**
 * A return from the payment provider (a redirect-based payment method): '?success=true&redirect_status=…'.
 * A success shows 'Payment Successful' and refreshes the membership; either way the query string is
 * cleared.
 */
export function usePaymentReturn(onSucceeded: () => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef(false);
  const onSucceededRef = useRef(onSucceeded);
  useEffect(() => {
    onSucceededRef.current = onSucceeded;
  });

  useEffect(() => {
    if (handled.current || !isPaymentReturn(params)) return;
    handled.current = true;
    if (isSuccessfulPaymentReturn(params)) {
      toast.success('Payment Successful', {
        id: 'payment-successful',
        description: 'Thank you. Your membership is being updated.',
      });
      onSucceededRef.current();
    } else if (params.get('redirect_status') === 'failed') {
      toast.error('Payment Failed', {
        description: 'The payment was not completed. Please try again or use another card.',
      });
    }
    void navigate('/subscription', { replace: true });
  }, [params, navigate]);
}
