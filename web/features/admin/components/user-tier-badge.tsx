import type { Tier } from '@contract/membership.ts';
import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { TIER_LABEL } from '../lib/format.ts';

/** Another person's tier, in the same colours as the reader's own badge (not a link). */
export function UserTierBadge({ tier, className }: { tier: Tier; className?: string }) {
  const variant = tier === 'premium' ? 'gold' : tier === 'basic' ? 'secondary' : 'outline';
  return (
    <Badge variant={variant} className={className} data-tier={tier}>
      {tier === 'premium' && <Crown aria-hidden />}
      {TIER_LABEL[tier]}
    </Badge>
  );
}
