import { HIGHLIGHT_COLORS } from '@contract/marks-rules.ts';
import type { Mark } from '@contract/marks.ts';
import { ArrowLeft, Bookmark, Highlighter, NotebookPen } from 'lucide-react';
import { useId } from 'react';
import { chapterPath } from '@contract/bible-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { Link, useSearchParams } from '@/lib/router.tsx';
import { cn } from '@/lib/utils.ts';
import { HIGHLIGHT_CLASS } from '@/lib/verse-marks.ts';
import { useMarkList, type MarkListParams } from '../api/marks.ts';
import { MarkedOn } from './marked-on.tsx';

const KIND_ICON = { highlight: Highlighter, bookmark: Bookmark, note: NotebookPen } as const;
const SELECT =
  'h-9 rounded-md border border-input bg-card px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/** /marks: the reader's highlights, bookmarks and notes, by book order or by date, filtered. */
export function MarksPage() {
  const [params, setParams] = useSearchParams();
  const query: MarkListParams = {
    kind: params.get('kind') ?? undefined,
    color: params.get('color') ?? undefined,
    book: params.get('book') ?? undefined,
    sort: params.get('sort') === 'book' ? 'book' : 'date',
  };
  const { data, isPending, isError } = useMarkList(query);
  const set = (name: string, value: string) =>
    setParams(
      (p) => {
        if (value) p.set(name, value);
        else p.delete(name);
        return p;
      },
      { replace: true },
    );
  const ids = { kind: useId(), color: useId(), book: useId(), sort: useId() };
  const total = data?.total ?? 0;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
      <Button asChild variant="link" className="mb-4 text-muted-foreground hover:text-foreground">
        <Link to="/journal">
          <ArrowLeft aria-hidden />
          Journal
        </Link>
      </Button>
      <h1 className="font-serif text-3xl font-semibold tracking-tight md:text-4xl">Marks</h1>
      <p className="mt-2 text-muted-foreground" aria-live="polite">
        {isPending ? 'Loading your marks…' : total === 1 ? '1 mark' : `${total} marks`}
      </p>
      <div className="mt-6 flex flex-wrap items-end gap-3" role="group" aria-label="Filter marks">
        <label className="flex flex-col gap-1 text-sm" htmlFor={ids.kind}>
          Kind
          <select
            id={ids.kind}
            className={SELECT}
            value={query.kind ?? ''}
            onChange={(e) => set('kind', e.target.value)}
          >
            <option value="">All kinds</option>
            <option value="highlight">Highlights</option>
            <option value="bookmark">Bookmarks</option>
            <option value="note">Notes</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor={ids.color}>
          Colour
          <select
            id={ids.color}
            className={SELECT}
            value={query.color ?? ''}
            onChange={(e) => set('color', e.target.value)}
          >
            <option value="">All colours</option>
            {HIGHLIGHT_COLORS.map((c) => (
              <option key={c} value={c}>
                {c[0]!.toUpperCase() + c.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor={ids.book}>
          Book
          <select
            id={ids.book}
            className={SELECT}
            value={query.book ?? ''}
            onChange={(e) => set('book', e.target.value)}
          >
            <option value="">All books</option>
            {[...new Set([...(data?.books ?? []), ...(query.book ? [query.book] : [])])].map(
              (b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ),
            )}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor={ids.sort}>
          Order
          <select
            id={ids.sort}
            className={SELECT}
            value={query.sort}
            onChange={(e) => set('sort', e.target.value === 'book' ? 'book' : '')}
          >
            <option value="date">Newest first</option>
            <option value="book">Book order</option>
          </select>
        </label>
      </div>
      {isError && (
        <p role="alert" className="mt-6 text-destructive">
          Your marks could not be loaded. Please try again.
        </p>
      )}
      {data && data.marks.length === 0 && (
        <p className="mt-8 text-muted-foreground">
          {query.kind || query.color || query.book
            ? 'No marks match these filters.'
            : 'No marks yet. Select a verse number in a reading to highlight, bookmark or add a note.'}
        </p>
      )}
      <ul className="mt-6 flex flex-col gap-3" aria-label="Your marks">
        {data?.marks.map((m) => (
          <MarkItem key={m.id} mark={m} />
        ))}
      </ul>
    </div>
  );
}

function MarkItem({ mark }: { mark: Mark }) {
  const Icon = KIND_ICON[mark.kind];
  const what =
    mark.kind === 'highlight'
      ? `Highlighted, ${mark.color}`
      : mark.kind === 'bookmark'
        ? 'Bookmarked'
        : 'Note';
  return (
    <li
      className={cn(
        'rounded-xl border p-4',
        mark.kind === 'highlight' && mark.color ? HIGHLIGHT_CLASS[mark.color] : 'bg-card',
      )}
      data-mark-kind={mark.kind}
      data-mark-color={mark.color ?? undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={chapterPath(mark.slug, mark.chapter, mark.verseStart)}
          className="font-serif text-lg font-semibold underline-offset-4 hover:underline"
        >
          {mark.reference}
        </Link>
        <span className="flex items-center gap-1.5 text-sm">
          <Icon aria-hidden className="size-4" />
          {what} · <MarkedOn createdAt={mark.createdAt} />
        </span>
      </div>
      {mark.note && <p className="mt-2 whitespace-pre-wrap">{mark.note}</p>}
    </li>
  );
}
