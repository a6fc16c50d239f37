import type { Tier } from '@contract/membership.ts';
import { NavLink } from '@/lib/router.tsx';
import { cn } from '@/lib/utils.ts';
import { LockedNotebookLink } from './locked-notebook-link.tsx';
import { Logo } from './logo.tsx';
import { BIBLE_ITEM, NAV_ITEMS } from './nav-items.ts';
import { ProfileMenu, type ShellUser } from './profile-menu.tsx';
import { TierBadge } from './tier-badge.tsx';

export interface TopBarProps {
  user: ShellUser;
  tier: Tier;
  /** True for readers without notebook access: the Notebook link shows a lock and goes to /subscription. */
  notebookLocked: boolean;
  onLogout: () => void;
  /** Shows the Admin link in the profile menu. */
  isAdmin?: boolean;
  className?: string;
}

const linkBase =
  'inline-flex h-10 items-center gap-2 rounded-lg px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Desktop navigation (hidden below the md breakpoint): brand, main links, tier badge and profile menu. */
export function TopBar({
  user,
  tier,
  notebookLocked,
  onLogout,
  isAdmin = false,
  className,
}: TopBarProps) {
  return (
    <header
      className={cn(
        'sticky top-0 z-40 hidden border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/75 md:block',
        className,
      )}
    >
      {/* At large text sizes (200%) the bar wraps onto two rows rather than widen the page. */}
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-x-8 gap-y-1 px-6 py-1">
        <Logo />
        <nav aria-label="Primary" className="min-w-0 flex-1">
          <ul className="flex flex-wrap items-center gap-1">
            {[...NAV_ITEMS, BIBLE_ITEM].map((item) => {
              const Icon = item.icon;
              if (item.lockable && notebookLocked) {
                return (
                  <li key={item.to}>
                    <LockedNotebookLink
                      label={item.label}
                      title="Upgrade your membership to open the notebook"
                      className={cn(linkBase, 'text-muted-foreground hover:bg-muted')}
                      lockClassName="size-3.5"
                    />
                  </li>
                );
              }
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      cn(
                        linkBase,
                        isActive
                          ? 'bg-accent text-accent-foreground'
                          : 'text-foreground/80 hover:bg-muted hover:text-foreground',
                      )
                    }
                  >
                    <Icon className="size-4 opacity-80" aria-hidden />
                    {item.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <TierBadge tier={tier} />
          <ProfileMenu user={user} onLogout={onLogout} isAdmin={isAdmin} />
        </div>
      </div>
    </header>
  );
}
