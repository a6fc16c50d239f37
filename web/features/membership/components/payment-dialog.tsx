import { lazy, Suspense, useState } from 'react';
import { TIER_RULES } from '@contract/membership-rules.ts';
import type { PaidTier } from '@contract/subscription.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { TierIcon } from './tier-card.tsx';
import { PaymentFormSkeleton } from './payment-skeleton.tsx';

const loadPaymentForm = () => import('./payment-form.tsx');
const PaymentForm = lazy(() => loadPaymentForm().then((m) => ({ default: m.PaymentForm })));

/** Starts downloading the payment form's code early (when the reader chooses a tier). */
export function preloadPaymentForm() {
  void loadPaymentForm().catch(() => undefined);
}

export interface Checkout {
  tier: PaidTier;
  clientSecret: string;
}

export interface PaymentDialogProps {
  checkout: Checkout | null;
  publishableKey: string | null;
  onClose: () => void;
  onSucceeded: (tier: PaidTier) => void;
  onProcessing: (tier: PaidTier) => void;
}

/** 'Complete Your Subscription': the order summary and Stripe's Payment Element. */
export function PaymentDialog({
  checkout,
  publishableKey,
  onClose,
  onSucceeded,
  onProcessing,
}: PaymentDialogProps) {
  const [busy, setBusy] = useState(false);
  // The last checkout stays on screen while the dialog animates out.
  const [shown, setShown] = useState(checkout);
  if (checkout && checkout !== shown) setShown(checkout);
  const open = Boolean(checkout && publishableKey);
  const current = checkout ?? shown;
  const rules = current ? TIER_RULES[current.tier] : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <DialogContent
        className="gap-6 sm:max-w-[30rem]"
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Complete Your Subscription</DialogTitle>
          <DialogDescription>
            Enter your card to start your membership. You can cancel at any time.
          </DialogDescription>
        </DialogHeader>

        {current && rules && publishableKey && (
          <>
            <div className="flex items-center gap-4 rounded-xl border bg-muted/60 p-4">
              <TierIcon tier={current.tier} className="size-10" />
              <div className="min-w-0 flex-1">
                <p className="font-serif text-base leading-tight font-semibold">{rules.label}</p>
                <p className="mt-1 text-sm text-muted-foreground">Billed monthly</p>
              </div>
              <p className="text-right">
                <span className="font-serif text-xl font-semibold">£{rules.priceGbp}</span>
                <span className="text-sm text-muted-foreground">/month</span>
              </p>
            </div>

            <Suspense fallback={<PaymentFormSkeleton />}>
              <PaymentForm
                // A new checkout (another tier) needs a fresh Elements group.
                key={current.clientSecret}
                publishableKey={publishableKey}
                clientSecret={current.clientSecret}
                onSucceeded={() => onSucceeded(current.tier)}
                onProcessing={() => onProcessing(current.tier)}
                onCancel={onClose}
                onBusyChange={setBusy}
              />
            </Suspense>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
