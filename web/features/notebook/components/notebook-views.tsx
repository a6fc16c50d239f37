import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { BookOpen, CalendarDays, Layers, RotateCw, type LucideIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import type { JournalEntry } from '@contract/journal.ts';
import type {
  NotebookBookGroup,
  NotebookDateGroup,
  NotebookSessionGroup,
} from '@contract/notebook.ts';
import { LoadMore } from '@/components/load-more.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useNotebookByBook } from '../api/get-notebook-by-book.ts';
import { useNotebookByDate } from '../api/get-notebook-by-date.ts';
import { useNotebookBySession } from '../api/get-notebook-by-session.ts';
import type { NotebookPage } from '../api/get-notebook-page.ts';
import { dateHeading, entryCount, mergeGroupPages, sessionDay } from '../format.ts';
import { NotebookEntry, type RenderEntryActions } from './notebook-entry.tsx';

interface ViewProps {
  renderActions: RenderEntryActions;
}

// How each view tells its groups apart, to join one split across two pages.
const dateKey = (g: NotebookDateGroup) => g.date;
const sessionKey = (g: NotebookSessionGroup) => g.sessionKey;
const bookKey = (g: NotebookBookGroup) => g.book;

/** "By Date": newest day first; 'Unknown Date' for entries without one. */
export function ByDateView({ renderActions }: ViewProps) {
  const query = useNotebookByDate();
  return (
    <QueryState
      query={query}
      keyOf={dateKey}
      empty={
        <EmptyState
          icon={CalendarDays}
          title="No Journal Entries Yet"
          body="Start your journaling journey by completing today's reading and reflection."
        />
      }
    >
      {(groups) =>
        groups.map((group) => (
          <Group
            key={group.date ?? 'unknown'}
            id={`date-${group.date ?? 'unknown'}`}
            title={dateHeading(group.date)}
            total={group.total}
          >
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <NotebookEntry entry={entry} renderActions={renderActions} meta="reference" />
              </li>
            ))}
          </Group>
        ))
      }
    </QueryState>
  );
}

/** "By Session": one group per plan day (or passage outside a plan), latest first. */
export function BySessionView({ renderActions }: ViewProps) {
  const query = useNotebookBySession();
  return (
    <QueryState
      query={query}
      keyOf={sessionKey}
      empty={
        <EmptyState
          icon={Layers}
          title="No Reading Sessions Yet"
          body="Complete reading sessions to see your reflections organized by session."
        />
      }
    >
      {(groups) =>
        groups.map((group) => {
          const day = sessionDay(group.sessionKey);
          return (
            <Group
              key={group.sessionKey}
              id={`session-${group.sessionKey}`}
              title={group.reference || 'Bible Reading'}
              eyebrow={
                <>
                  {group.planTitle ?? 'Outside a reading plan'}
                  {day !== null && <Badge variant="secondary">Day {day}</Badge>}
                </>
              }
              total={group.total}
            >
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <NotebookEntry entry={entry} renderActions={renderActions} meta="date" />
                </li>
              ))}
            </Group>
          );
        })
      }
    </QueryState>
  );
}

/** "By Book": books in Bible order, then 'Other'. */
export function ByBookView({ renderActions }: ViewProps) {
  const query = useNotebookByBook();
  return (
    <QueryState
      query={query}
      keyOf={bookKey}
      empty={
        <EmptyState
          icon={BookOpen}
          title="No Bible Book Studies Yet"
          body="Study different Bible books to see your reflections organized by book."
        />
      }
    >
      {(groups) =>
        groups.map((group) => (
          <Group key={group.book} id={`book-${group.book}`} title={group.book} total={group.total}>
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <NotebookEntry entry={entry} renderActions={renderActions} meta="both" />
              </li>
            ))}
          </Group>
        ))
      }
    </QueryState>
  );
}

/**
 * A view's states: skeleton, error, the spec's empty state, or the groups of every page loaded
 * so far followed by the way to load more (decision 099).
 */
function QueryState<G extends { entries: JournalEntry[] }>({
  query,
  keyOf,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<NotebookPage<G>, unknown>>;
  keyOf: (group: G) => string | null;
  empty: ReactNode;
  children: (groups: G[]) => ReactNode;
}) {
  const groups = useMemo(
    () => (query.data ? mergeGroupPages(query.data.pages, keyOf) : []),
    [query.data, keyOf],
  );
  if (query.isPending) return <ViewSkeleton />;
  if (query.isError && groups.length === 0) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border bg-card p-6">
        <p>Unable to load your notebook. Please try again.</p>
        <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
          {!query.isFetching && <RotateCw aria-hidden />}
          Try again
        </Button>
      </div>
    );
  }
  if (groups.length === 0) return empty;
  return (
    <>
      <div className="flex flex-col gap-8">{children(groups)}</div>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        what="entries"
      />
    </>
  );
}

function Group({
  id,
  title,
  eyebrow,
  total,
  children,
}: {
  id: string;
  title: string;
  eyebrow?: ReactNode;
  /** Entries in the whole group, also those on pages not loaded yet. */
  total: number;
  children: ReactNode;
}) {
  const headingId = `nb-group-${id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-end justify-between gap-3 border-b pb-2.5">
        <div className="min-w-0">
          {eyebrow && (
            <p className="mb-1 flex flex-wrap items-center gap-2 text-xs font-semibold tracking-[0.1em] text-gold uppercase">
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className="font-serif text-xl leading-snug font-semibold break-words">
            {title}
          </h2>
        </div>
        <span className="shrink-0 pb-0.5 text-sm text-muted-foreground tabular-nums">
          {entryCount(total)}
        </span>
      </div>
      <ul className="mt-4 flex flex-col gap-3">{children}</ul>
    </section>
  );
}

export function EmptyState({
  icon: Icon,
  title,
  body,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card/60 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-gold">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 font-serif text-xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-sm text-muted-foreground">{body}</p>
    </div>
  );
}

function ViewSkeleton() {
  return (
    <div className="flex flex-col gap-8" aria-hidden>
      {[0, 1].map((i) => (
        <div key={i}>
          <div className="flex items-end justify-between border-b pb-2.5">
            <Skeleton className="h-6 w-56" />
            <Skeleton className="h-4 w-16" />
          </div>
          <div className="mt-4 rounded-xl border bg-card p-5">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="mt-2 h-4 w-28" />
            <Skeleton className="mt-4 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
