import { ArrowLeft, Check, LockKeyhole } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from '@/lib/router.tsx';
import { toast } from '@/lib/toast.ts';
import { TIER_RULES, TIERS } from '@contract/membership-rules.ts';
import type { Tier } from '@contract/membership.ts';
import type { PaidTier } from '@contract/subscription.ts';
import { Button } from '@/components/ui/button.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { usePublicConfig } from '@/lib/public-config.ts';
import { useCreateSubscription } from '../api/create-subscription.ts';
import { useMembershipStatus } from '../api/get-membership-status.ts';
import { useSyncMembership } from '../api/sync-membership.ts';
import { usePaymentReturn } from '../hooks/use-payment-return.ts';
import { readableMessage } from '../lib/error-message.ts';
import { chooseLabel, isPaidTier, tierChange } from '../lib/subscription-status.ts';
import { getStripe } from '../lib/stripe-loader.ts';
import { FreeModeBanner } from './free-mode-banner.tsx';
import { ManageSubscriptionCard } from './manage-subscription-card.tsx';
import { PaymentDialog, preloadPaymentForm, type Checkout } from './payment-dialog.tsx';
import { SyncMembershipCard } from './sync-membership-card.tsx';
import { TierCard, TierCardStatement } from './tier-card.tsx';

export interface SubscriptionPageProps {
  /** The signed-in reader's tier from their account, or null for a visitor. */
  accountTier: Tier | null;
  /** Opens the sign-in dialog (visitors). */
  onSignIn: () => void;
}

export const NOT_CONFIGURED = 'Card payments are not configured on this server.';

/** After a payment, how often and how many times the tier is re-read before the page gives up waiting. */
const TIER_POLL_INTERVAL_MS = 2000;
const TIER_POLL_ATTEMPTS = 6;

/**
 * /subscription: the three tiers with their prices and features, choosing and paying for a paid
 * tier, syncing after a payment, and managing a running subscription. Visitors see the tiers and sign in.
 */
export function SubscriptionPage({ accountTier, onSignIn }: SubscriptionPageProps) {
  const signedIn = accountTier !== null;
  const membership = useMembershipStatus(signedIn);
  const config = usePublicConfig();
  const create = useCreateSubscription({
    onFailure: (error) =>
      toast.error('Failed to initiate subscription. Please try again.', {
        description:
          error instanceof HttpError && error.status === 400 ? error.serverMessage : undefined,
      }),
  });
  // Polls quietly after a payment; a plan change without a payment step says when its sync fails.
  const refresh = useSyncMembership();
  const syncAfterChange = useSyncMembership({
    onFailure: (error) => toast.error(`Failed to sync membership: ${readableMessage(error)}`),
  });
  const [checkout, setCheckout] = useState<Checkout | null>(null);

  const status = membership.data;
  const tier: Tier | null = signedIn ? (status?.tier ?? accountTier) : null;
  const freeMode = status?.freeMode ?? false;
  const publishableKey = config.data?.stripePublishableKey ?? null;
  const paymentsKnown = config.isSuccess;
  const paymentsEnabled = Boolean(config.data?.paymentsEnabled && publishableKey);

  // After a payment: the tier it bought (null when unknown), while the membership catches up.
  const [awaiting, setAwaiting] = useState<{ target: PaidTier | null } | null>(null);

  /**
   * Re-reads the tier from the payment provider until it changes, briefly (issue 16, item 15): the
   * payment's webhook can land a moment after the browser hears 'succeeded', and until then the page
   * must not go on saying 'Current Plan' on Free. The sync refreshes the status and the user each time.
   */
  const refreshMembership = (target: PaidTier | null) => {
    if (!signedIn) return;
    const from = tier;
    setAwaiting({ target });
    void (async () => {
      try {
        for (let attempt = 0; attempt < TIER_POLL_ATTEMPTS; attempt++) {
          const result = await refresh.mutateAsync(undefined).catch(() => null);
          if (result && result.tier !== from) return;
          await new Promise((resolve) => setTimeout(resolve, TIER_POLL_INTERVAL_MS));
        }
      } finally {
        setAwaiting(null);
      }
    })();
  };
  usePaymentReturn(() => refreshMembership(null));

  function choose(target: PaidTier) {
    if (!publishableKey) return;
    // Fetch Stripe.js and the form's code while the server creates the subscription.
    void getStripe(publishableKey).catch(() => undefined);
    preloadPaymentForm();
    create.mutate(target, {
      onSuccess: ({ clientSecret }) => {
        if (clientSecret) {
          setCheckout({ tier: target, clientSecret });
          return;
        }
        // No payment step (a plan change charged to the saved card): just refresh the membership.
        syncAfterChange.mutate(undefined, {
          onSuccess: (result) =>
            toast.success('Membership Updated', {
              description: `Your membership is ${TIER_RULES[result.tier].label}.`,
            }),
        });
      },
    });
  }

  function paid(target: PaidTier) {
    setCheckout(null);
    toast.success('Payment Successful', {
      id: 'payment-successful',
      description: `Welcome to ${TIER_RULES[target].label}. Your membership is being updated.`,
    });
    refreshMembership(target);
  }

  function processing() {
    setCheckout(null);
    toast('Payment processing', {
      description: 'Your membership will update as soon as the payment clears.',
    });
    refreshMembership(null);
  }

  function tierSlot(cardTier: Tier): { action: (noteId: string) => ReactNode; note: ReactNode } {
    const label = TIER_RULES[cardTier].label;
    if (!signedIn || !tier) {
      return {
        action: (noteId) => (
          <Button
            variant={cardTier === 'premium' ? 'default' : 'outline'}
            className="w-full"
            onClick={onSignIn}
            aria-describedby={noteId}
          >
            Sign in
          </Button>
        ),
        note:
          cardTier === 'free'
            ? 'Create a free account in a moment.'
            : `Sign in to choose ${label}.`,
      };
    }
    if (cardTier === tier) {
      const canceling = status?.subscriptionStatus === 'canceling';
      return {
        action: () => (
          <TierCardStatement>
            <Check aria-hidden className="size-4" />
            Your plan
          </TierCardStatement>
        ),
        note:
          cardTier === 'free'
            ? 'No card needed.'
            : canceling
              ? 'Ends at the end of the period.'
              : 'Renews monthly.',
      };
    }
    if (!isPaidTier(cardTier)) {
      return {
        action: () => <TierCardStatement>Included in your plan</TierCardStatement>,
        note:
          status?.subscriptionStatus === 'canceling'
            ? 'Yours again when the period ends.'
            : 'Cancel to return to Free.',
      };
    }
    const unavailable = freeMode
      ? 'Subscribing is paused during free mode.'
      : paymentsKnown && !paymentsEnabled
        ? NOT_CONFIGURED
        : null;
    if (unavailable) {
      return {
        action: (noteId) => (
          <Button variant="outline" className="w-full" disabled aria-describedby={noteId}>
            Unavailable
          </Button>
        ),
        note: unavailable,
      };
    }
    const choosing = create.isPending && create.variables === cardTier;
    return {
      action: (noteId) => (
        <Button
          variant={cardTier === 'premium' ? 'default' : 'outline'}
          className="w-full"
          loading={choosing}
          disabled={!paymentsKnown || create.isPending || membership.isPending}
          onClick={() => choose(cardTier)}
          aria-describedby={noteId}
        >
          {chooseLabel(tier, cardTier, label)}
        </Button>
      ),
      note:
        tier === 'free'
          ? 'Cancel anytime.'
          : tierChange(tier, cardTier) === 'upgrade'
            ? 'Prorated: pay only the difference today.'
            : 'Unused time is credited to your next bill.',
    };
  }

  const paidTier = tier && isPaidTier(tier) ? tier : null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-3 text-muted-foreground">
        <Link to="/">
          <ArrowLeft aria-hidden />
          Back to App
        </Link>
      </Button>

      <header className="mx-auto mt-4 max-w-2xl text-center md:mt-2">
        <p className="text-sm font-semibold tracking-[0.14em] text-gold uppercase">Membership</p>
        <h1 className="mt-3 font-serif text-[2.25rem] leading-tight font-semibold tracking-tight md:text-5xl">
          Choose Your Membership
        </h1>
        <p className="mt-4 text-base leading-relaxed text-muted-foreground md:text-lg">
          Every membership includes the daily reading, its insight and your journal. Go further with
          the notebook, more reading plans and your own custom plans.
        </p>
      </header>

      <p role="status" className="mt-6 text-center text-sm font-medium empty:hidden">
        {awaiting ? 'Payment received. Updating your membership…' : ''}
      </p>

      {freeMode && (
        <div className="mx-auto mt-8 max-w-3xl">
          <FreeModeBanner />
        </div>
      )}

      <div className="mx-auto mt-10 grid max-w-xl gap-5 md:mt-12 lg:max-w-none lg:grid-cols-3 lg:gap-6">
        {TIERS.map((cardTier) => {
          const slot = tierSlot(cardTier);
          return (
            <TierCard
              key={cardTier}
              tier={cardTier}
              current={awaiting ? awaiting.target === cardTier : cardTier === tier}
              action={slot.action}
              note={slot.note}
            />
          );
        })}
      </div>

      {paymentsEnabled && !freeMode && (
        <p className="mx-auto mt-6 max-w-xl text-center text-[0.8125rem] text-muted-foreground">
          <LockKeyhole aria-hidden className="mr-1.5 -mt-0.5 inline size-3.5 text-gold" />
          Secure card payments by Stripe. Prices in pounds sterling; cancel anytime.
        </p>
      )}

      {signedIn && tier && (
        <div className="mx-auto mt-10 max-w-3xl md:mt-12">
          {paidTier ? (
            <ManageSubscriptionCard
              tier={paidTier}
              subscriptionStatus={status?.subscriptionStatus ?? null}
            />
          ) : (
            <SyncMembershipCard />
          )}
        </div>
      )}

      <PaymentDialog
        checkout={checkout}
        publishableKey={publishableKey}
        onClose={() => setCheckout(null)}
        onSucceeded={paid}
        onProcessing={processing}
      />
    </div>
  );
}
