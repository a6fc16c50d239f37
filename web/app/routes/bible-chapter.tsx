import { ArrowLeft, Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { bookBySlug, chapterName, type BibleBook } from '@contract/bible-rules.ts';
import { useChapter } from '@/features/bible/api/get-chapter.ts';
import { TranslationSelect } from '@/components/translation-select.tsx';
import { ChapterNav } from '@/features/bible/components/chapter-nav.tsx';
import { ChapterPicker } from '@/features/bible/components/chapter-picker.tsx';
import type { StrongsSelection } from '@/features/readings/components/passage-body.tsx';
import { ReadingCard } from '@/features/readings/components/reading-card.tsx';
import { MarkableReading } from '@/features/marks/components/markable-reading.tsx';
import { Link, useParams } from '@/lib/router.tsx';
import { useLatch } from '@/lib/use-latch.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { BibleFrame, type TranslationChoice } from './bible-frame.tsx';
import { Component as NotFound } from './not-found.tsx';

// The Strong's dialog loads the first time a reader taps a word, as on Today.
const StrongsDialog = lazy(() =>
  import('@/features/strongs/components/strongs-dialog.tsx').then((m) => ({
    default: m.StrongsDialog,
  })),
);

/** /bible/{book}/{chapter}: a chapter; a verse named in the address (#v4) is marked and in view. */
export function BibleChapter() {
  const params = useParams<{ book: string; chapter: string }>();
  const book = bookBySlug(params.book ?? '');
  const chapter = Number(params.chapter);
  // A place the Bible does not have is the app's 404, before any frame or request.
  if (!book || !/^\d+$/.test(params.chapter ?? '') || chapter < 1 || chapter > book.chapters) {
    return <NotFound />;
  }
  return (
    <BibleFrame>
      {(choice) => <ChapterScreen book={book} chapter={chapter} choice={choice} />}
    </BibleFrame>
  );
}

/** The verse the address names ('#v4' → 4), if any. */
function verseInAddress(): number | undefined {
  const match = /^#v(\d{1,3})$/.exec(window.location.hash);
  return match ? Number(match[1]) : undefined;
}

function ChapterScreen({
  book,
  chapter,
  choice,
}: {
  book: BibleBook;
  chapter: number;
  choice: TranslationChoice;
}) {
  const name = chapterName(book, chapter);
  usePageTitle(name);
  const query = useChapter(book.slug, chapter, choice.translation);
  const data = query.data;
  const current =
    data?.book === book.slug && data.chapter === chapter && data.translation === choice.translation
      ? data
      : undefined;
  const [selection, setSelection] = useState<StrongsSelection | null>(null);
  const closeStrongs = useCallback(() => setSelection(null), []);
  // A link in the Strong's dialog leads to another chapter: the dialog closes behind it.
  const [shownPlace, setShownPlace] = useState(name);
  if (shownPlace !== name) {
    setShownPlace(name);
    setSelection(null);
  }

  const verse = verseInAddress();
  const textRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!current || verse === undefined) return;
    const element = textRef.current?.querySelector(`[data-verse="${verse}"]`);
    if (!element) return;
    element.setAttribute('data-highlighted', '');
    element.scrollIntoView({ block: 'center' });
    return () => element.removeAttribute('data-highlighted');
  }, [current, verse]);

  const dialogMounted = useLatch(selection !== null);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Link
          to="/bible"
          className="inline-flex items-center gap-1.5 text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          All books
        </Link>
        <Link
          to="/bible/search"
          className="inline-flex items-center gap-1.5 text-muted-foreground hover:text-foreground"
        >
          <Search aria-hidden className="size-4" />
          Search the Bible
        </Link>
      </div>
      <h1 className="sr-only">{name}</h1>
      <ChapterPicker book={book} chapter={chapter} prev={current?.prev} next={current?.next} />
      <div
        ref={textRef}
        // The verse the address names gets a ring around it, so a highlight's colour on it stays in
        // view; only a verse without a highlight is also tinted.
        className="[&_[data-highlighted]]:rounded-md [&_[data-highlighted]]:shadow-[0_0_0_2px_var(--color-lamp),0_0_0_0.4rem_color-mix(in_oklab,var(--color-lamp)_20%,transparent)] [&_[data-highlighted]:not([data-mark-color])]:bg-lamp/20"
      >
        <MarkableReading
          reference={current ? name : undefined}
          translation={choice.translation}
          chapter={{ slug: book.slug, chapter }}
        >
          <ReadingCard
            title={book.testament === 'old' ? 'Old Testament' : 'New Testament'}
            linkReference={false}
            reference={current?.reference ?? name}
            passage={current?.passage}
            sectionHeadings={current?.sectionHeadings}
            isLoading={!current && !query.isError}
            error={query.isError}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
            onWord={setSelection}
            translation={choice.translation}
            translationControl={
              <TranslationSelect
                value={choice.translation}
                onChange={choice.onChange}
                busy={choice.busy}
              />
            }
          />
        </MarkableReading>
      </div>
      {current && <ChapterNav prev={current.prev} next={current.next} label="Chapters" />}
      {dialogMounted && (
        <Suspense fallback={null}>
          <StrongsDialog
            number={selection?.number ?? null}
            word={selection?.word}
            onClose={closeStrongs}
          />
        </Suspense>
      )}
    </div>
  );
}
