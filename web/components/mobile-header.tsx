import type { Tier } from '@contract/membership.ts';
import { NavLink } from '@/lib/router.tsx';
import { cn } from '@/lib/utils.ts';
import { Logo } from './logo.tsx';
import { BIBLE_ITEM } from './nav-items.ts';
import { ProfileMenu, type ShellUser } from './profile-menu.tsx';
import { TierBadge } from './tier-badge.tsx';

export interface MobileHeaderProps {
  user: ShellUser;
  tier: Tier;
  onLogout: () => void;
  isAdmin?: boolean;
}

/**
 * Phones only (below md), where the top bar is hidden: the brand, the Bible, the tier badge and the
 * profile menu, so membership and Log out stay reachable. The bottom bar keeps the three main tabs; the
 * Bible sits here (its icon, named "Bible"; the word too from 400 px). One row down to 320 px, where the
 * brand shows its mark alone.
 */
const BibleIcon = BIBLE_ITEM.icon;

export function MobileHeader({ user, tier, onLogout, isAdmin = false }: MobileHeaderProps) {
  return (
    <header className="border-b md:hidden">
      {/* Wraps at large text sizes (200%) so the profile menu and Log out stay on the screen. */}
      <div className="flex min-h-14 flex-wrap items-center justify-between gap-x-2 gap-y-1 px-4 py-1">
        <Logo narrow />
        <div className="ml-auto flex items-center gap-2 min-[360px]:gap-3">
          <NavLink
            to={BIBLE_ITEM.to}
            title="Bible"
            className={({ isActive }) =>
              cn(
                'hitbox relative inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                isActive ? 'bg-accent text-accent-foreground' : 'text-foreground/80 hover:bg-muted',
              )
            }
          >
            <BibleIcon aria-hidden className="size-5" />
            <span className="max-[399px]:sr-only">{BIBLE_ITEM.label}</span>
          </NavLink>
          <TierBadge tier={tier} className="hitbox relative" />
          <ProfileMenu user={user} onLogout={onLogout} isAdmin={isAdmin} />
        </div>
      </div>
    </header>
  );
}
