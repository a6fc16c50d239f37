import { format } from 'date-fns';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { TIER_RULES } from '@contract/membership-rules.ts';
import type { PaidTier } from '@contract/subscription.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { cn } from '@/lib/utils.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { subscriptionStatusSummary, type StatusTone } from '../lib/subscription-status.ts';
import { TierIcon } from './tier-card.tsx';

const TONE_DOT: Record<StatusTone, string> = {
  good: 'bg-success',
  warning: 'bg-lamp',
  neutral: 'bg-muted-foreground',
};

export interface ManageSubscriptionCardProps {
  tier: PaidTier;
  subscriptionStatus: string | null;
}

/** Paid members: their tier and subscription status, and the way to cancel (decision 031). */
export function ManageSubscriptionCard({ tier, subscriptionStatus }: ManageSubscriptionCardProps) {
  const cancel = useCancelSubscription({
    onFailure: () => toast.error('Failed to cancel subscription. Please try again.'),
  });
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Only the cancel call tells us when paid access ends; the status endpoint does not.
  const [accessEnds, setAccessEnds] = useState<string | null>(null);
  const label = TIER_RULES[tier].label;
  const summary = subscriptionStatusSummary(subscriptionStatus);
  const canceling = subscriptionStatus === 'canceling';
  // No subscription behind a paid tier: an administrator granted it. Nothing is billed or cancelled.
  const granted = !subscriptionStatus;

  function confirmCancel() {
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        setConfirmOpen(false);
        setAccessEnds(result.currentPeriodEnd);
        toast.success('Subscription Canceled', {
          description:
            result.subscriptionStatus === 'canceling'
              ? `You keep ${label} until the end of the period you have paid for.`
              : 'Your membership is now Free.',
        });
      },
      onError: () => setConfirmOpen(false),
    });
  }

  return (
    <section
      aria-labelledby="manage-subscription-title"
      className="rounded-2xl border bg-card p-6 shadow-soft md:p-7"
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2
            id="manage-subscription-title"
            className="font-serif text-xl font-semibold tracking-tight"
          >
            Manage Subscription
          </h2>
          <p className="mt-1.5 text-sm text-muted-foreground">
            {granted
              ? 'Your membership was granted by an administrator: there is nothing to pay.'
              : canceling
                ? 'Your subscription will not renew: your membership returns to Free when the period ends.'
                : 'Billed monthly by card. Change your plan above, or cancel at any time.'}
          </p>
        </div>
        {!canceling && !granted && (
          <Button
            variant="outline"
            className="w-full border-destructive/40 text-destructive hover:bg-destructive/8 sm:w-auto"
            onClick={() => setConfirmOpen(true)}
          >
            Cancel Subscription
          </Button>
        )}
      </div>

      <div className="mt-6 grid gap-4 border-t pt-6 sm:grid-cols-2">
        <div className="flex items-center gap-3">
          <TierIcon tier={tier} className="size-10" />
          <p className="flex flex-col">
            <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Current tier
            </span>
            <span className="mt-0.5 font-semibold" data-testid="subscription-tier">
              {label}
            </span>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted ring-1 ring-border/60">
            <span aria-hidden className={cn('size-2.5 rounded-full', TONE_DOT[summary.tone])} />
          </span>
          <p className="flex flex-col">
            <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Status
            </span>
            <span className="mt-0.5 font-semibold" data-testid="subscription-status">
              {summary.label}
            </span>
          </p>
        </div>
      </div>

      {canceling && accessEnds && (
        <p className="mt-5 flex items-center gap-2 rounded-lg bg-muted px-4 py-3 text-sm">
          <CalendarClock aria-hidden className="size-4 shrink-0 text-gold" />
          {`Your ${label} access continues until ${format(new Date(accessEnds), 'MMMM d, yyyy')}.`}
        </p>
      )}

      <Dialog open={confirmOpen} onOpenChange={(open) => !cancel.isPending && setConfirmOpen(open)}>
        <DialogContent className="sm:max-w-md" role="alertdialog">
          <DialogHeader>
            <DialogTitle>Cancel your subscription?</DialogTitle>
            <DialogDescription>
              {`You keep ${label} until the end of the period you have paid for; then your membership returns to Free. Your reflections and plans stay as they are.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => setConfirmOpen(false)}
              disabled={cancel.isPending}
            >
              Keep Subscription
            </Button>
            <Button variant="destructive" loading={cancel.isPending} onClick={confirmCancel}>
              Cancel Subscription
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
