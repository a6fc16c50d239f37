import { MEMBERSHIP_CHANGE_REQUIRED, MEMBERSHIP_REASON_MAX } from '@contract/admin.ts';
import { TIERS } from '@contract/membership-rules.ts';
import type { Tier } from '@contract/membership.ts';
import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast.ts';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useUpdateUserMembership } from '../api/update-user-membership.ts';
import { TIER_LABEL } from '../lib/format.ts';
import { toastFailure } from '../lib/notify.ts';
import { UserTierBadge } from './user-tier-badge.tsx';

interface MembershipPanelProps {
  userId: string;
  userName: string;
  currentTier: Tier;
  /** The signed-in administrator, whose own bars refresh if they change themselves. */
  adminId: string | undefined;
}

const isTier = (value: string): value is Tier => (TIERS as readonly string[]).includes(value);

/** The admin panel of the user detail: a tier and a reason, both required. */
export function MembershipPanel({ userId, userName, currentTier, adminId }: MembershipPanelProps) {
  const [tier, setTier] = useState<Tier | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUserMembership(adminId, {
    onFailure: (err) => toastFailure(err, 'Failed to update membership'),
  });
  const ready = tier !== '' && reason.trim() !== '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tier === '' || reason.trim() === '') {
      setError(MEMBERSHIP_CHANGE_REQUIRED);
      return;
    }
    setError(null);
    update.mutate(
      { userId, membershipTier: tier, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success('Membership Updated', {
            description: `${userName} is now on the ${TIER_LABEL[tier]} tier.`,
          });
          setTier('');
          setReason('');
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="membership-panel-title"
      className="rounded-xl border bg-card p-5 shadow-soft md:p-6"
    >
      <h2 id="membership-panel-title" className="font-serif text-xl font-semibold tracking-tight">
        Change Membership
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        Current tier <UserTierBadge tier={currentTier} />
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="membership-tier">Membership Tier</Label>
          <Select
            value={tier}
            onValueChange={(value) => {
              if (isTier(value)) setTier(value);
              setError(null);
            }}
          >
            <SelectTrigger id="membership-tier">
              <SelectValue placeholder="Select a tier" />
            </SelectTrigger>
            <SelectContent>
              {TIERS.map((t) => (
                <SelectItem key={t} value={t}>
                  {TIER_LABEL[t]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="membership-reason">Reason for change</Label>
          <Textarea
            id="membership-reason"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            placeholder="Explain why you're making this change..."
            maxLength={MEMBERSHIP_REASON_MAX}
            className="min-h-28"
          />
          <p className="text-xs text-muted-foreground">
            Kept with the change and shown in the user&apos;s activity.
          </p>
        </div>
        {error && (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <Button type="submit" disabled={!ready} loading={update.isPending} className="w-full">
          Update Membership
        </Button>
      </form>
    </section>
  );
}
