import type { Tier } from '@contract/membership.ts';
import { Logo } from './logo.tsx';
import { ProfileMenu, type ShellUser } from './profile-menu.tsx';
import { TierBadge } from './tier-badge.tsx';

export interface MobileHeaderProps {
  user: ShellUser;
  tier: Tier;
  onLogout: () => void;
  isAdmin?: boolean;
}

/**
 * Phones only (below md), where the top bar is hidden: the brand, the tier badge and the profile menu,
 * so membership and Log out stay reachable. Navigation itself lives in the bottom bar.
 */
export function MobileHeader({ user, tier, onLogout, isAdmin = false }: MobileHeaderProps) {
  return (
    <header className="border-b md:hidden">
      {/* Wraps at large text sizes (200%) so the profile menu and Log out stay on the screen. */}
      <div className="flex min-h-14 flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-1">
        <Logo />
        <div className="ml-auto flex items-center gap-3">
          <TierBadge tier={tier} className="hitbox relative" />
          <ProfileMenu user={user} onLogout={onLogout} isAdmin={isAdmin} />
        </div>
      </div>
    </header>
  );
}
