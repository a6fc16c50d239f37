import { ADMIN_USERS_DEFAULT_PAGE_SIZE } from '@contract/admin.ts';
import { ChevronLeft, ChevronRight, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@/lib/router.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { AdminHeader, AdminHeaderSkeleton, LoadingStatus } from './admin-frame.tsx';
import { UsersList, UsersListSkeleton } from './users-list.tsx';

export const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = ADMIN_USERS_DEFAULT_PAGE_SIZE;

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** /admin/users: every user, searchable by name or email, a page at a time (search and page live in the URL). */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFrom(params.get('page'));
  const [text, setText] = useState(q);
  const timer = useRef<number | undefined>(undefined);

  // Back and forward move through searches too: the box follows the address.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== text.trim()) setText(q);
  }

  /** Typing searches once it pauses for 300 ms; a new search starts again from page 1. */
  const onSearch = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value.trim()) next.set('q', value.trim());
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const users = useAdminUsers({ q, page, pageSize: PAGE_SIZE });
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const goTo = (n: number) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <AdminHeader
        back={{ to: '/admin', label: 'Dashboard' }}
        title="Users"
        description="Every reader, newest first. Open one to see their progress or change their membership."
      />

      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid w-full gap-1.5 sm:max-w-sm">
          <Label htmlFor="admin-user-search">Search users</Label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="admin-user-search"
              type="search"
              value={text}
              onChange={(e) => onSearch(e.target.value)}
              placeholder="Name or email"
              autoComplete="off"
              maxLength={200}
              className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
            />
            {text && (
              <button
                type="button"
                onClick={() => onSearch('')}
                aria-label="Clear search"
                className="hitbox absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden className="size-4" />
              </button>
            )}
          </div>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {users.isSuccess &&
            (q
              ? `${total.toLocaleString()} ${total === 1 ? 'match' : 'matches'}`
              : `${total.toLocaleString()} ${total === 1 ? 'reader' : 'readers'}`)}
        </p>
      </div>

      {users.isPending ? (
        <>
          <LoadingStatus label="Loading users…" />
          <UsersListSkeleton />
        </>
      ) : users.isError ? (
        <p role="alert" className="rounded-xl border bg-card p-6 text-sm text-destructive">
          The users could not be loaded. Please refresh the page.
        </p>
      ) : users.data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card/60 p-10 text-center text-muted-foreground">
          {q ? `No users match “${q}”.` : 'No readers have signed up yet.'}
        </p>
      ) : (
        <UsersList users={users.data.users} label="Users" stale={users.isPlaceholderData} />
      )}

      {users.isSuccess && total > 0 && (
        <nav
          aria-label="Pagination"
          className="mt-6 flex items-center justify-between gap-3 border-t pt-5"
        >
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1 || users.isPlaceholderData}
            onClick={() => goTo(page - 1)}
          >
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <p className="text-sm text-muted-foreground tabular-nums">
            Page {Math.min(page, pages)} of {pages}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages || users.isPlaceholderData}
            onClick={() => goTo(page + 1)}
          >
            Next
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
    </>
  );
}

export function AdminUsersSkeleton() {
  return (
    <div aria-hidden>
      <AdminHeaderSkeleton back />
      <div className="mb-5 grid gap-1.5 sm:max-w-sm">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-11 w-full md:h-10" />
      </div>
      <UsersListSkeleton />
    </div>
  );
}
