import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { AlertCircle, LockKeyhole } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast.ts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { getStripe, stripeAppearance } from '../lib/stripe-loader.ts';
import { PaymentElementSkeleton } from './payment-skeleton.tsx';

export interface PaymentFormProps {
  publishableKey: string;
  /** Confirms the subscription's first invoice (POST /api/subscription/create). */
  clientSecret: string;
  onSucceeded: () => void;
  /** The provider accepted the payment but has not settled it yet (some bank methods). */
  onProcessing: () => void;
  onCancel: () => void;
  /** True while a confirmation is in flight: the dialog must not close then. */
  onBusyChange: (busy: boolean) => void;
}

const LOAD_FAILED = 'The payment form could not be loaded. Check your connection and try again.';

/**
 * Stripe's Payment Element and the Pay button. This module (with @stripe/react-stripe-js) is loaded
 * lazily, when the payment dialog opens.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { publishableKey, clientSecret } = props;
  const [loadFailed, setLoadFailed] = useState(false);
  // A failed load resolves to null, so Elements stays empty instead of throwing an unhandled rejection.
  const stripePromise = useMemo(
    () =>
      getStripe(publishableKey).catch(() => {
        setLoadFailed(true);
        return null;
      }),
    [publishableKey],
  );
  const options = useMemo<StripeElementsOptions>(
    () => ({ clientSecret, appearance: stripeAppearance(), loader: 'auto' }),
    [clientSecret],
  );
  return (
    <Elements stripe={stripePromise} options={options}>
      <CheckoutForm {...props} loadError={loadFailed ? LOAD_FAILED : null} />
    </Elements>
  );
}

function CheckoutForm({
  onSucceeded,
  onProcessing,
  onCancel,
  onBusyChange,
  loadError,
}: PaymentFormProps & { loadError: string | null }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownError = loadError ?? error;

  function fail(message: string) {
    setError(message);
    toast.error('Payment Failed', { description: message });
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    onBusyChange(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/subscription?success=true` },
      });
      if (result.error) {
        fail(result.error.message ?? 'Your payment could not be completed.');
      } else if (result.paymentIntent.status === 'succeeded') {
        onSucceeded();
      } else if (result.paymentIntent.status === 'processing') {
        onProcessing();
      } else {
        fail('Your payment was not completed. Please try again or use another card.');
      }
    } catch (err) {
      fail(err instanceof Error ? err.message : 'Your payment could not be completed.');
    } finally {
      setPaying(false);
      onBusyChange(false);
    }
  }

  return (
    <form onSubmit={(event) => void pay(event)} className="flex flex-col gap-5" noValidate>
      <div className="relative min-h-56">
        {!ready && !loadError && <PaymentElementSkeleton className="absolute inset-0" />}
        <PaymentElement
          options={{ layout: 'tabs' }}
          onReady={() => setReady(true)}
          onLoadError={(event) => setError(event.error.message ?? LOAD_FAILED)}
          className={ready ? 'animate-fade-in' : 'opacity-0'}
        />
      </div>

      {shownError && (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden />
          <AlertTitle>Payment not completed</AlertTitle>
          <AlertDescription>{shownError}</AlertDescription>
        </Alert>
      )}

      <p className="flex items-center gap-2 text-[0.8125rem] text-muted-foreground">
        <LockKeyhole aria-hidden className="size-3.5 shrink-0 text-gold" />
        Card details go straight to Stripe, our payment provider; Lamplight never sees them.
      </p>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={paying}>
          Cancel
        </Button>
        <Button type="submit" loading={paying} disabled={!stripe || !elements || !ready}>
          Pay and Subscribe
        </Button>
      </DialogFooter>
    </form>
  );
}
