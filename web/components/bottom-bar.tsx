import { NavLink } from '@/lib/router.tsx';
import { cn } from '@/lib/utils.ts';
import { LockedNotebookLink } from './locked-notebook-link.tsx';
import { NAV_ITEMS } from './nav-items.ts';

export interface BottomBarProps {
  /** True for readers without notebook access: the Notebook tab shows a lock and goes to /subscription. */
  notebookLocked: boolean;
  className?: string;
}

const tabBase =
  'group flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring';
const pillBase = 'flex h-7 w-14 items-center justify-center rounded-full transition-colors';

/**
 * Mobile navigation, fixed to the bottom of the screen below the md breakpoint.
 * The page gets matching bottom padding from styles.css (body:has([data-bottom-bar])).
 */
export function BottomBar({ notebookLocked, className }: BottomBarProps) {
  return (
    <nav
      aria-label="Primary"
      data-bottom-bar=""
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden',
        className,
      )}
    >
      <ul className="mx-auto grid max-w-md grid-cols-3">
        {NAV_ITEMS.map((item) => {
          const Icon = item.icon;
          if (item.lockable && notebookLocked) {
            return (
              <li key={item.to}>
                <LockedNotebookLink
                  label={item.label}
                  className={cn(tabBase, 'text-muted-foreground')}
                  lockClassName="size-5"
                  lockFrameClassName={pillBase}
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
                    tabBase,
                    isActive
                      ? 'font-semibold text-primary'
                      : 'text-foreground/80 hover:text-foreground',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={cn(pillBase, isActive ? 'bg-secondary' : 'group-hover:bg-muted')}
                    >
                      <Icon className="size-5" aria-hidden />
                    </span>
                    {item.label}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
