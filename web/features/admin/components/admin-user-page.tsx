import type { AdminUserDetail } from '@contract/admin.ts';
import {
  ArrowLeft,
  BookOpenText,
  CalendarCheck,
  Flame,
  History,
  RotateCw,
  Trophy,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from '@/lib/router.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { cn } from '@/lib/utils.ts';
import { useAdminUser } from '../api/get-admin-user.ts';
import { activityLabel, displayName, formatDay, formatMoment } from '../lib/format.ts';
import { AdminHeader, AdminHeaderSkeleton, LoadingStatus } from './admin-frame.tsx';
import { MembershipPanel } from './membership-panel.tsx';
import { StatCard } from './stat-card.tsx';
import { UserTierBadge } from './user-tier-badge.tsx';

interface AdminUserPageProps {
  userId: string;
  /** The signed-in administrator's id. */
  adminId: string | undefined;
}

/** /admin/users/{userId}: the user's account, figures, recent activity and the membership panel. */
export function AdminUserPage({ userId, adminId }: AdminUserPageProps) {
  const detail = useAdminUser(userId);

  if (detail.isPending) {
    return (
      <>
        <LoadingStatus label="Loading user…" />
        <AdminUserSkeleton />
      </>
    );
  }
  if (detail.isError) {
    const status = detail.error instanceof HttpError ? detail.error.status : 0;
    // An id the server cannot read (400) is as unknown as one it cannot find (404).
    if (status === 404 || status === 400) return <UserNotFound />;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border bg-card px-6 py-12 text-center shadow-soft"
      >
        <h1 className="font-serif text-2xl font-semibold tracking-tight">
          This user could not be loaded
        </h1>
        <p className="mt-2 text-muted-foreground">Please try again in a moment.</p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => void detail.refetch()}
          loading={detail.isFetching}
        >
          {!detail.isFetching && <RotateCw aria-hidden />}
          Try again
        </Button>
      </div>
    );
  }
  return <UserDetail detail={detail.data} adminId={adminId} />;
}

function UserDetail({ detail, adminId }: { detail: AdminUserDetail; adminId: string | undefined }) {
  const { user, stats } = detail;
  const name = displayName(user);
  const hasName = name !== user.email;
  return (
    <>
      <AdminHeader
        back={{ to: '/admin/users', label: 'All users' }}
        title={
          <span className="flex items-center gap-4">
            <UserAvatar
              firstName={user.firstName}
              lastName={user.lastName}
              profileImageUrl={user.profileImageUrl}
              className="size-12 font-sans text-base max-sm:hidden"
            />
            <span className="min-w-0 break-words">{name}</span>
          </span>
        }
      >
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground sm:pl-16">
          <UserTierBadge tier={user.membershipTier} />
          {hasName && <span className="break-all">{user.email}</span>}
        </div>
      </AdminHeader>

      <section aria-labelledby="user-stats-title">
        <h2 id="user-stats-title" className="sr-only">
          Reading figures
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          <StatCard
            label="Plans Created"
            icon={BookOpenText}
            value={stats.plansCreated.toLocaleString()}
            note={`${stats.plansCreatedThisMonth.toLocaleString()} this month`}
          />
          <StatCard
            label="Current Streak"
            icon={Flame}
            value={stats.currentStreakDays.toLocaleString()}
            note={stats.currentStreakDays === 1 ? 'day' : 'days'}
          />
          <StatCard
            label="Longest Streak"
            icon={Trophy}
            value={stats.longestStreakDays.toLocaleString()}
            note={stats.longestStreakDays === 1 ? 'day' : 'days'}
          />
          <StatCard
            label="Total Reading Days"
            icon={CalendarCheck}
            value={stats.totalReadingDays.toLocaleString()}
            note="since joining"
          />
        </dl>
      </section>

      {/* Phones: account, then the panel, then activity. Wider: the panel beside both. */}
      <div className="mt-8 grid items-start gap-6 md:mt-10 md:grid-cols-5">
        <section
          aria-labelledby="account-title"
          className="rounded-xl border bg-card p-5 shadow-soft md:col-span-3 md:p-6"
        >
          <h2 id="account-title" className="font-serif text-xl font-semibold tracking-tight">
            Account
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 text-sm sm:grid-cols-3">
            <Detail
              term="Email"
              value={user.email}
              wrapAnywhere
              className="col-span-2 sm:col-span-3"
            />
            <Detail
              term="User ID"
              value={user.id}
              mono
              wrapAnywhere
              className="col-span-2 sm:col-span-1"
            />
            <Detail
              term="Joined"
              value={<time dateTime={user.createdAt}>{formatDay(user.createdAt)}</time>}
            />
            <Detail term="Subscription status" value={subscriptionLabel(user.subscriptionStatus)} />
          </dl>
        </section>
        <div className="md:col-span-2 md:col-start-4 md:row-span-2 md:row-start-1">
          <MembershipPanel
            userId={user.id}
            userName={name}
            currentTier={user.membershipTier}
            adminId={adminId}
          />
        </div>
        <RecentActivity activity={detail.activity} className="md:col-span-3" />
      </div>
    </>
  );
}

function subscriptionLabel(status: string | null): string {
  if (!status) return 'No subscription';
  const words = status.replace(/[_-]+/g, ' ');
  return words[0]!.toUpperCase() + words.slice(1);
}

function Detail({
  term,
  value,
  mono = false,
  wrapAnywhere = false,
  className,
}: {
  term: string;
  value: ReactNode;
  mono?: boolean;
  /** For long unbroken text (emails, ids): wraps wherever it must. */
  wrapAnywhere?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd
        className={cn(
          'mt-1',
          mono && 'font-mono text-[0.8125rem]',
          wrapAnywhere && '[overflow-wrap:anywhere]',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

function RecentActivity({
  activity,
  className,
}: {
  activity: AdminUserDetail['activity'];
  className?: string;
}) {
  return (
    <section
      aria-labelledby="activity-title"
      className={cn('rounded-xl border bg-card p-5 shadow-soft md:p-6', className)}
    >
      <h2 id="activity-title" className="font-serif text-xl font-semibold tracking-tight">
        Recent Activity
      </h2>
      {activity.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <History aria-hidden className="size-4" />
          No recent activity
        </p>
      ) : (
        <ol className="mt-4" aria-label="Recent activity">
          {activity.map((item, i) => (
            <li key={item.id} className="relative flex gap-4 pb-5 last:pb-0">
              {i < activity.length - 1 && (
                <span aria-hidden className="absolute top-3 bottom-0 left-[5px] w-px bg-border" />
              )}
              <span
                aria-hidden
                className="relative mt-1.5 size-[11px] shrink-0 rounded-full border-2 border-gold bg-card"
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-col gap-x-3 sm:flex-row sm:items-baseline sm:justify-between">
                  <p className="font-medium">{activityLabel(item.action)}</p>
                  <time
                    dateTime={item.createdAt}
                    className="shrink-0 text-xs text-muted-foreground tabular-nums"
                  >
                    {formatMoment(item.createdAt)}
                  </time>
                </div>
                <p className="mt-0.5 text-sm leading-relaxed break-words text-muted-foreground">
                  {item.description}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function UserNotFound() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border bg-card px-6 py-12 text-center shadow-soft md:mt-10">
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-gold">
        <UserX aria-hidden className="size-6" strokeWidth={1.9} />
      </span>
      <h1 className="mt-5 font-serif text-2xl font-semibold tracking-tight md:text-3xl">
        User Not Found
      </h1>
      <p className="mt-2 text-muted-foreground">The requested user could not be found.</p>
      <Button className="mt-7" onClick={() => navigate('/admin')}>
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Button>
    </div>
  );
}

export function AdminUserSkeleton() {
  return (
    <div aria-hidden>
      <AdminHeaderSkeleton back />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="rounded-xl border bg-card p-4 md:p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-4 h-8 w-12" />
            <Skeleton className="mt-2 h-3 w-16" />
          </div>
        ))}
      </div>
      <div className="mt-8 grid items-start gap-6 md:mt-10 md:grid-cols-5">
        <Skeleton className="h-44 rounded-xl md:col-span-3" />
        <Skeleton className="h-96 rounded-xl md:col-span-2 md:col-start-4 md:row-span-2 md:row-start-1" />
        <Skeleton className="h-64 rounded-xl md:col-span-3" />
      </div>
    </div>
  );
}
