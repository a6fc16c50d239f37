import {
  HandHeart,
  Highlighter,
  Library,
  LogOut,
  ShieldCheck,
  Sparkles,
  UserRound,
} from 'lucide-react';
import { Link } from '@/lib/router.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** What the app bars need to know about the signed-in reader. */
export interface ShellUser {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
}

/** Full name from the parts that exist; empty when neither does. */
export function fullName(
  first: string | null | undefined,
  last: string | null | undefined,
): string {
  return [first?.trim(), last?.trim()].filter(Boolean).join(' ');
}

/**
 * The avatar button ("Open profile menu") and its menu: name, email, Bible, Account, Membership, Admin (for
 * administrators: the admin area has no other link in the app), Log out.
 */
export function ProfileMenu({
  user,
  onLogout,
  isAdmin = false,
}: {
  user: ShellUser;
  onLogout: () => void;
  isAdmin?: boolean;
}) {
  const name = fullName(user.firstName, user.lastName);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Open profile menu"
        className="hitbox relative rounded-full ring-offset-2 ring-offset-background transition-shadow hover:ring-2 hover:ring-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <UserAvatar
          firstName={user.firstName}
          lastName={user.lastName}
          profileImageUrl={user.profileImageUrl}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 py-2.5">
          <UserAvatar
            firstName={user.firstName}
            lastName={user.lastName}
            profileImageUrl={user.profileImageUrl}
            className="size-10"
          />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-semibold">{name || 'Your account'}</span>
            {user.email && (
              <span className="truncate text-xs font-normal text-muted-foreground">
                {user.email}
              </span>
            )}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/bible">
            <Library aria-hidden />
            Bible
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/marks">
            <Highlighter aria-hidden />
            Marks
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/prayers">
            <HandHeart aria-hidden />
            Prayers
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound aria-hidden />
            Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/subscription">
            <Sparkles aria-hidden />
            Membership
          </Link>
        </DropdownMenuItem>
        {isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden />
              Admin
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
