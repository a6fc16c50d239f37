import { RefreshCw } from 'lucide-react';
import { toast } from '@/lib/toast.ts';
import { TIER_RULES } from '@contract/membership-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { useSyncMembership } from '../api/sync-membership.ts';
import { readableMessage } from '../lib/error-message.ts';

/** Free readers: re-read the tier from the payment provider after paying. */
export function SyncMembershipCard() {
  const sync = useSyncMembership({
    onSuccess: (result) => {
      toast.success('Membership Synced', {
        description: `Your membership is ${TIER_RULES[result.tier].label}.`,
      });
    },
    onFailure: (error) => toast.error(`Failed to sync membership: ${readableMessage(error)}`),
  });

  const runSync = () => sync.mutate(undefined);

  return (
    <section
      aria-labelledby="sync-membership-title"
      className="flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-soft sm:flex-row sm:items-center md:p-7"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-gold ring-1 ring-border/60 max-sm:hidden">
        <RefreshCw aria-hidden className="size-5" strokeWidth={1.9} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="sync-membership-title" className="font-serif text-lg font-semibold tracking-tight">
          Already paid?
        </h2>
        <p id="sync-membership-hint" className="mt-1 text-sm leading-relaxed text-muted-foreground">
          If you just completed a payment, click sync to update your membership tier
        </p>
      </div>
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        loading={sync.isPending}
        onClick={runSync}
        aria-describedby="sync-membership-hint"
      >
        {!sync.isPending && <RefreshCw aria-hidden />}
        Sync Membership Status
      </Button>
    </section>
  );
}
