import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { ChapterPlace } from '@contract/bible-reader.ts';
import { BIBLE_BOOKS, bookBySlug, chapterPath, type BibleBook } from '@contract/bible-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { Link, useNavigate } from '@/lib/router.tsx';

const FACE =
  'relative inline-flex h-10 min-w-0 items-center gap-1.5 rounded-lg border border-input bg-card px-3 text-sm font-medium shadow-xs transition-[border-color,box-shadow] md:h-9 ' +
  'has-[select:focus-visible]:border-ring has-[select:focus-visible]:ring-3 has-[select:focus-visible]:ring-ring/25';
const SELECT = 'absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0';

/**
 * The top of a chapter: previous and next chapter, and the book and chapter as two native lists
 * (the platform's picker on a phone), so any chapter is two choices away on the first screen.
 */
export function ChapterPicker({
  book,
  chapter,
  prev,
  next,
}: {
  book: BibleBook;
  chapter: number;
  prev: ChapterPlace | null | undefined;
  next: ChapterPlace | null | undefined;
}) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <nav aria-label="Choose a chapter" className="flex items-center gap-2">
      <Move place={prev} direction="prev" />
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-center gap-2">
        <div className={FACE}>
          <span aria-hidden className="truncate">
            {book.name}
          </span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <label htmlFor={`${id}-book`} className="sr-only">
            Book
          </label>
          <select
            id={`${id}-book`}
            value={book.slug}
            onChange={(event) => {
              const chosen = bookBySlug(event.target.value);
              if (chosen) navigate(chapterPath(chosen, 1));
            }}
            className={SELECT}
          >
            {BIBLE_BOOKS.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <div className={FACE}>
          <span aria-hidden>
            {book.name === 'Psalms' ? 'Psalm' : 'Chapter'} {chapter}
          </span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <label htmlFor={`${id}-chapter`} className="sr-only">
            Chapter
          </label>
          <select
            id={`${id}-chapter`}
            value={chapter}
            onChange={(event) => navigate(chapterPath(book, Number(event.target.value)))}
            className={SELECT}
          >
            {Array.from({ length: book.chapters }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Move place={next} direction="next" />
    </nav>
  );
}

function Move({
  place,
  direction,
}: {
  place: ChapterPlace | null | undefined;
  direction: 'prev' | 'next';
}) {
  const Icon = direction === 'prev' ? ChevronLeft : ChevronRight;
  // Holds its place while the chapter loads and at either end of the Bible.
  if (!place) return <span aria-hidden className="size-11 shrink-0 md:size-10" />;
  return (
    <Button asChild variant="outline" size="icon">
      <Link
        to={chapterPath(place.book, place.chapter)}
        aria-label={`${direction === 'prev' ? 'Previous' : 'Next'} chapter: ${place.name}`}
        title={place.name}
      >
        <Icon aria-hidden />
      </Link>
    </Button>
  );
}
