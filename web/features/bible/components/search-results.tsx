import { AlertCircle, ChevronLeft, ChevronRight, RotateCw } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { BIBLE_BOOKS, chapterPath, MAX_SEARCH_PAGES } from '@contract/bible-rules.ts';
import type { SearchHit } from '@contract/bible-reader.ts';
import type { BibleTranslation } from '@contract/bible.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { Link, useNavigate } from '@/lib/router.tsx';
import { useBibleSearch } from '../api/search-bible.ts';
import { bibleSearchPath } from '../search-path.ts';

export interface SearchState {
  q: string;
  testament?: 'old' | 'new';
  book?: string;
  page: number;
}

const ALL = 'all';

/** A verse's text with the searched words in <mark>. */
export function MarkedText({ text, highlights }: Pick<SearchHit, 'text' | 'highlights'>) {
  const pieces: ReactNode[] = [];
  let at = 0;
  highlights.forEach(([start, end], i) => {
    if (start > at) pieces.push(text.slice(at, start));
    pieces.push(
      <mark key={i} className="rounded-sm bg-lamp/35 px-0.5 text-foreground">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  });
  if (at < text.length) pieces.push(text.slice(at));
  return pieces;
}

/** The search page's body: filters, results with highlights, paging and every state between. */
export function SearchResults({
  state,
  translation,
}: {
  state: SearchState;
  translation: BibleTranslation;
}) {
  const navigate = useNavigate();
  const query = useBibleSearch({ ...state, translation });
  const data = query.data;
  const testamentId = useId();
  const bookId = useId();
  const go = (next: Partial<SearchState>) =>
    navigate(bibleSearchPath({ ...state, page: 1, ...next }));

  // A reference typed into the box goes straight to it.
  const target = data?.reference;
  useEffect(() => {
    if (target && data?.query === state.q) {
      navigate(chapterPath(target.book, target.chapter, target.verse ?? undefined), {
        replace: true,
      });
    }
  }, [target, data?.query, state.q, navigate]);

  if (!state.q) {
    return (
      <p className="text-muted-foreground">
        Type words to find, a phrase in quotes (“still small voice”), or a reference such as John
        3:16.
      </p>
    );
  }
  const books = BIBLE_BOOKS.filter((b) => !state.testament || b.testament === state.testament);
  // The server shows the best MAX_SEARCH_PAGES pages of a search (decision 154).
  const pages = data
    ? Math.min(MAX_SEARCH_PAGES, Math.max(1, Math.ceil(data.total / data.pageSize)))
    : 1;

  return (
    <div className="flex flex-col gap-6">
      <div role="group" aria-label="Filters" className="flex flex-wrap gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={testamentId} className="text-xs font-medium text-muted-foreground">
            Testament
          </label>
          <Select
            value={state.testament ?? ALL}
            onValueChange={(v) =>
              go({
                testament: v === ALL ? undefined : (v as 'old' | 'new'),
                book: undefined,
              })
            }
          >
            <SelectTrigger id={testamentId} className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Whole Bible</SelectItem>
              <SelectItem value="old">Old Testament</SelectItem>
              <SelectItem value="new">New Testament</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={bookId} className="text-xs font-medium text-muted-foreground">
            Book
          </label>
          <Select
            value={state.book ?? ALL}
            onValueChange={(v) => go({ book: v === ALL ? undefined : v })}
          >
            <SelectTrigger id={bookId} className="w-52">
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-80">
              <SelectItem value={ALL}>Every book</SelectItem>
              {books.map((b) => (
                <SelectItem key={b.slug} value={b.slug}>
                  {b.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-4 rounded-xl border p-5">
          <p className="flex items-start gap-2.5">
            <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
            {query.error instanceof HttpError && query.error.status === 400
              ? query.error.serverMessage
              : 'The search failed. Please try again.'}
          </p>
          <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
            {!query.isFetching && <RotateCw aria-hidden />}
            Try again
          </Button>
        </div>
      ) : !data || target ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">Searching…</span>
          <ul aria-hidden className="space-y-4">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="space-y-2 rounded-xl border p-4">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-3/4" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground" aria-live="polite">
            {data.total === 0
              ? `No verses found for “${data.query}”.`
              : `${data.total.toLocaleString('en-GB')} ${data.total === 1 ? 'verse' : 'verses'} found${pages > 1 ? ` · page ${data.page} of ${pages}` : ''}`}
          </p>
          {data.total === 0 && (
            <p className="text-muted-foreground">
              Try fewer words, another spelling, or the whole Bible instead of one book.
            </p>
          )}
          {data.results.length > 0 && (
            <ol
              aria-label="Results"
              className={query.isFetching ? 'space-y-3 opacity-70 transition-opacity' : 'space-y-3'}
            >
              {data.results.map((hit) => (
                <li key={hit.reference} className="rounded-xl border bg-card p-4 shadow-soft">
                  <Link
                    to={chapterPath(hit.book, hit.chapter, hit.verse)}
                    className="font-sans text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    {hit.reference}
                  </Link>
                  <p className="mt-1.5 font-serif leading-relaxed">
                    <MarkedText text={hit.text} highlights={hit.highlights} />
                  </p>
                </li>
              ))}
            </ol>
          )}
          {pages > 1 && (
            <nav aria-label="Result pages" className="flex items-center justify-between gap-3">
              <Button
                variant="outline"
                disabled={data.page <= 1}
                onClick={() => go({ ...state, page: data.page - 1 })}
              >
                <ChevronLeft aria-hidden />
                Previous page
              </Button>
              <Button
                variant="outline"
                disabled={data.page >= pages}
                onClick={() => go({ ...state, page: data.page + 1 })}
              >
                Next page
                <ChevronRight aria-hidden />
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
