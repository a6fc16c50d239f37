import type { AdminUserSummary } from '@contract/admin.ts';
import { ChevronRight } from 'lucide-react';
import { Link } from '@/lib/router.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { formatDay, plural } from '../lib/format.ts';
import { UserTierBadge } from './user-tier-badge.tsx';

interface UsersListProps {
  users: AdminUserSummary[];
  /** Names the list for assistive technology, e.g. 'All users'. */
  label: string;
  /** Dims the rows while the next page or search result loads. */
  stale?: boolean;
}

/** The server sends the email as the name when the user gave none. */
const hasName = (user: AdminUserSummary) => user.name !== user.email;

/** The name, or a quiet 'No name' (the email is on the line below, never in the name's place). */
function UserName({ user, className }: { user: AdminUserSummary; className?: string }) {
  if (!hasName(user)) {
    return <p className={cn('text-muted-foreground italic', className)}>No name</p>;
  }
  return (
    <p className={cn('font-medium', className)} title={user.name}>
      {user.name}
    </p>
  );
}

/** A user's 'View Details' link; its accessible name says whose details they are. */
function ViewDetails({ user, className }: { user: AdminUserSummary; className?: string }) {
  return (
    // One line in every row: the table gives the rest of its width to the user's name.
    <Button asChild variant="outline" size="sm" className={cn('whitespace-nowrap', className)}>
      <Link
        to={`/admin/users/${encodeURIComponent(user.id)}`}
        aria-label={`View Details for ${user.name}`}
      >
        View Details
        <ChevronRight aria-hidden />
      </Link>
    </Button>
  );
}

/**
 * The users list of the dashboard and /admin/users: a table from the md breakpoint up, cards on phones
 * (only one of the two is displayed, so assistive technology meets each user once).
 */
export function UsersList({ users, label, stale = false }: UsersListProps) {
  return (
    <div
      className={cn('transition-opacity duration-150', stale && 'opacity-60')}
      aria-busy={stale || undefined}
    >
      <div className="hidden overflow-hidden rounded-xl border bg-card shadow-soft md:block">
        <table className="w-full text-sm" aria-label={label}>
          <thead>
            <tr className="border-b bg-muted/40 text-left text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase">
              <th scope="col" className="w-full py-3 pr-4 pl-6 font-medium">
                User
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Tier
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                Plans created
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                Streak
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                Reading days
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Joined
              </th>
              <th scope="col" className="py-3 pr-6 pl-3">
                <span className="sr-only">Details</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {users.map((user) => (
              <tr key={user.id} className="transition-colors hover:bg-muted/50">
                <td className="max-w-0 py-3.5 pr-4 pl-6">
                  <UserName user={user} className="truncate" />
                  <p className="truncate text-muted-foreground" title={user.email}>
                    {user.email}
                  </p>
                </td>
                <td className="px-3 py-3.5">
                  <UserTierBadge tier={user.membershipTier} />
                </td>
                <td className="px-3 py-3.5 text-right tabular-nums">
                  {user.plansCreated.toLocaleString()}
                </td>
                <td className="px-3 py-3.5 text-right whitespace-nowrap tabular-nums">
                  {plural(user.currentStreakDays, 'day')}
                </td>
                <td className="px-3 py-3.5 text-right tabular-nums">
                  {user.totalReadingDays.toLocaleString()}
                </td>
                <td className="px-3 py-3.5 whitespace-nowrap text-muted-foreground">
                  <time dateTime={user.createdAt}>{formatDay(user.createdAt)}</time>
                </td>
                <td className="py-3.5 pr-6 pl-3 text-right">
                  <ViewDetails user={user} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden" aria-label={label}>
        {users.map((user) => (
          <li key={user.id} className="rounded-xl border bg-card p-4 shadow-soft">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <UserName user={user} className="[overflow-wrap:anywhere]" />
                <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
                  {user.email}
                </p>
              </div>
              <UserTierBadge tier={user.membershipTier} className="mt-0.5" />
            </div>
            <dl className="mt-4 grid grid-cols-3 gap-2 rounded-lg bg-muted/70 px-3 py-2.5 text-center">
              <MiniStat label="Plans created" value={user.plansCreated.toLocaleString()} />
              <MiniStat label="Streak" value={plural(user.currentStreakDays, 'day')} />
              <MiniStat label="Reading days" value={user.totalReadingDays.toLocaleString()} />
            </dl>
            <div className="mt-3 flex items-center justify-between gap-3">
              <p className="text-xs text-muted-foreground">
                Joined <time dateTime={user.createdAt}>{formatDay(user.createdAt)}</time>
              </p>
              <ViewDetails user={user} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MiniStat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col-reverse gap-0.5">
      <dt className="truncate text-[0.6875rem] text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Rows of placeholders shaped like the list (table on desktop, cards on phones). */
export function UsersListSkeleton({ rows = 5 }: { rows?: number }) {
  const items = Array.from({ length: rows }, (_, i) => i);
  return (
    <div aria-hidden>
      <div className="hidden divide-y overflow-hidden rounded-xl border bg-card md:block">
        <div className="flex h-10 items-center gap-6 px-6">
          <Skeleton className="h-3 w-16" />
          <Skeleton className="ml-auto h-3 w-72" />
        </div>
        {items.map((i) => (
          <div key={i} className="flex h-[4.25rem] items-center gap-6 px-6">
            <div className="flex-1">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="mt-2 h-4 w-56" />
            </div>
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-4 w-44" />
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-8 w-28" />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 md:hidden">
        {items.slice(0, 3).map((i) => (
          <div key={i} className="rounded-xl border bg-card p-4">
            <Skeleton className="h-4 w-36" />
            <Skeleton className="mt-2 h-4 w-52" />
            <Skeleton className="mt-4 h-12 w-full" />
            <div className="mt-3 flex justify-between">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-9 w-28" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
