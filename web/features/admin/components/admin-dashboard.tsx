import type { AdminAuth } from '@contract/auth.ts';
import {
  ArrowRight,
  BookOpenText,
  Crown,
  LibraryBig,
  Settings,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@/lib/router.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { AdminHeader, AdminHeaderSkeleton, LoadingStatus } from './admin-frame.tsx';
import { FreeModeCard } from './free-mode-card.tsx';
import { StatCard, StatValueSkeleton } from './stat-card.tsx';
import { UsersList, UsersListSkeleton } from './users-list.tsx';

/** How many of the newest users the dashboard lists; the rest are on /admin/users. */
export const DASHBOARD_USERS = 10;
const SETTINGS_ID = 'application-settings';

/** /admin: the four figures, the ways into users, plans and settings, free mode, and the newest users. */
export function AdminDashboard({ auth }: { auth: AdminAuth }) {
  const firstName = auth.user?.firstName?.trim();
  return (
    <>
      <AdminHeader
        title="Admin Dashboard"
        description={
          firstName
            ? `Welcome back, ${firstName}. Readers, plans and app-wide settings at a glance.`
            : 'Readers, plans and app-wide settings at a glance.'
        }
      />
      <StatsOverview />
      <QuickLinks />
      <FreeModeCard id={SETTINGS_ID} className="mt-10" />
      <NewestUsers />
    </>
  );
}

function StatsOverview() {
  const stats = useAdminStats();
  const value = (n: number | undefined) =>
    stats.isPending ? <StatValueSkeleton /> : stats.isError ? '—' : (n ?? 0).toLocaleString();
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Overview
      </h2>
      {stats.isPending && <LoadingStatus label="Loading figures…" />}
      {stats.isError && (
        <p role="alert" className="mb-3 text-sm text-destructive">
          The figures could not be loaded. Please refresh the page.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        <StatCard label="Total Users" icon={Users} value={value(stats.data?.totalUsers)} />
        <StatCard label="Premium Users" icon={Crown} value={value(stats.data?.premiumUsers)} />
        <StatCard label="Basic Users" icon={Star} value={value(stats.data?.basicUsers)} />
        <StatCard
          label="Total Plans Created"
          icon={BookOpenText}
          value={value(stats.data?.totalPlansCreated)}
        />
      </dl>
    </section>
  );
}

function scrollToSettings(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(SETTINGS_ID);
  if (!target) return;
  // Scroll and focus in place: a hash in the URL would become a router navigation.
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function QuickLinks() {
  return (
    <nav aria-label="Admin areas" className="mt-8 md:mt-10">
      <ul className="grid gap-3 md:grid-cols-3 md:gap-4">
        <li>
          <AreaLink
            to="/admin/users"
            icon={Users}
            title="User Management"
            body="Find readers, follow their progress and change memberships."
          />
        </li>
        <li>
          <AreaLink
            to="/admin/plans"
            icon={LibraryBig}
            title="Plan Management"
            body="Create, edit, feature and retire the global reading plans."
          />
        </li>
        <li>
          <AreaLink
            href={`#${SETTINGS_ID}`}
            onClick={scrollToSettings}
            icon={Settings}
            title="Settings"
            body="Turn free mode on or off for every reader."
          />
        </li>
      </ul>
    </nav>
  );
}

const areaClasses =
  'group flex h-full items-start gap-4 rounded-xl border bg-card p-4 shadow-soft transition-[border-color,box-shadow] hover:border-gold/40 hover:shadow-lifted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:p-5';

interface AreaLinkProps {
  icon: LucideIcon;
  title: string;
  body: string;
  to?: string;
  href?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function AreaLink({ icon: Icon, title, body, to, href, onClick }: AreaLinkProps) {
  const content: ReactNode = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-gold">
        <Icon aria-hidden className="size-5" strokeWidth={1.75} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5 font-serif text-lg leading-snug font-semibold">
          {title}
          <ArrowRight
            aria-hidden
            className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          />
        </span>
        <span className="mt-1 block text-sm leading-relaxed text-muted-foreground">{body}</span>
      </span>
    </>
  );
  if (to) {
    return (
      <Link to={to} className={areaClasses}>
        {content}
      </Link>
    );
  }
  return (
    <a href={href} onClick={onClick} className={areaClasses}>
      {content}
    </a>
  );
}

function NewestUsers() {
  const users = useAdminUsers({ pageSize: DASHBOARD_USERS });
  const total = users.data?.total ?? 0;
  const shown = users.data?.users.length ?? 0;
  return (
    <section aria-labelledby="all-users-title" className="mt-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id="all-users-title" className="font-serif text-2xl font-semibold tracking-tight">
            All Users
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {users.isSuccess
              ? total > shown
                ? `The ${shown} newest of ${total.toLocaleString()} readers.`
                : `${total.toLocaleString()} ${total === 1 ? 'reader' : 'readers'}, newest first.`
              : 'Newest first.'}
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/users">
            Search all users
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
      {users.isPending ? (
        <>
          <LoadingStatus label="Loading users…" />
          <UsersListSkeleton rows={Math.min(DASHBOARD_USERS, 5)} />
        </>
      ) : users.isError ? (
        <p role="alert" className="rounded-xl border bg-card p-6 text-sm text-destructive">
          The users could not be loaded. Please refresh the page.
        </p>
      ) : shown === 0 ? (
        <p className="rounded-xl border border-dashed bg-card/60 p-8 text-center text-muted-foreground">
          No readers have signed up yet.
        </p>
      ) : (
        <UsersList users={users.data.users} label="All users" />
      )}
    </section>
  );
}

/** The dashboard while the admin check or its data loads. */
export function AdminDashboardSkeleton() {
  return (
    <div aria-hidden>
      <AdminHeaderSkeleton />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="rounded-xl border bg-card p-4 md:p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-4 h-8 w-16" />
          </div>
        ))}
      </div>
      <div className="mt-8 grid gap-3 md:mt-10 md:grid-cols-3 md:gap-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-4 rounded-xl border bg-card p-4 md:p-5">
            <Skeleton className="size-10 rounded-xl" />
            <div className="flex-1">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="mt-2 h-4 w-full" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="mt-10 h-36 w-full rounded-xl" />
    </div>
  );
}
