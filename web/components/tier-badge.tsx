import type { Tier } from '@contract/membership.ts';
import { Crown } from 'lucide-react';
import { Link } from '@/lib/router.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/utils.ts';

const TIER_LABEL: Record<Tier, string> = { free: 'Free', basic: 'Basic', premium: 'Premium' };

/** The reader's membership tier as a badge linking to /subscription. */
export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  const variant = tier === 'premium' ? 'gold' : tier === 'basic' ? 'secondary' : 'outline';
  return (
    <Badge asChild variant={variant} className={cn('h-7 px-3 hover:shadow-soft', className)}>
      <Link to="/subscription" data-tier={tier}>
        {tier === 'premium' && <Crown aria-hidden data-testid="premium-crown" />}
        {TIER_LABEL[tier]}
        <span className="sr-only"> membership</span>
      </Link>
    </Badge>
  );
}
