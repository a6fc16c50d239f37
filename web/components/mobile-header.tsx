import type { Tier } from '@contract/membership.ts';
import { Logo } from './logo.tsx';
import { ProfileMenu, type ShellUser } from './profile-menu.tsx';
import { TierBadge } from './tier-badge.tsx';

export interface MobileHeaderProps {
  user: ShellUser;
  tier: Tier;
  onLogout: () => void;
}

/**
 * Phones only (below md), where the top bar is hidden: the brand, the tier badge and the profile menu,
 * so membership and Log out stay reachable. Navigation itself lives in the bottom bar.
 */
export function MobileHeader({ user, tier, onLogout }: MobileHeaderProps) {
  return (
    <header className="border-b md:hidden">
      <div className="flex h-14 items-center justify-between gap-3 px-4">
        <Logo />
        <div className="flex items-center gap-3">
          <TierBadge tier={tier} className="hitbox relative" />
          <ProfileMenu user={user} onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
}
