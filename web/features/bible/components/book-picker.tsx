import { ChevronDown } from 'lucide-react';
import { BIBLE_BOOKS, chapterPath, type BibleTestament } from '@contract/bible-rules.ts';
import { Link } from '@/lib/router.tsx';

const TESTAMENTS: { id: BibleTestament; title: string }[] = [
  { id: 'old', title: 'Old Testament' },
  { id: 'new', title: 'New Testament' },
];

/** The book and chapter picker: each book opens to its chapters (native disclosure, keyboard ready). */
export function BookPicker() {
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:gap-8">
      {TESTAMENTS.map((testament) => (
        <section key={testament.id} aria-labelledby={`books-${testament.id}`}>
          <h2
            id={`books-${testament.id}`}
            className="text-xs font-semibold tracking-[0.14em] text-gold uppercase"
          >
            {testament.title}
          </h2>
          <ul className="mt-3 divide-y rounded-2xl border bg-card shadow-soft">
            {BIBLE_BOOKS.filter((b) => b.testament === testament.id).map((book) => (
              <li key={book.slug}>
                {book.chapters === 1 ? (
                  <Link
                    to={chapterPath(book, 1)}
                    className="flex min-h-11 items-center px-4 py-2 font-serif font-medium hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                  >
                    {book.name}
                  </Link>
                ) : (
                  <details className="group">
                    <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 font-serif font-medium hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                      <span>{book.name}</span>
                      <span className="flex items-center gap-2 font-sans text-xs text-muted-foreground">
                        {book.chapters} chapters
                        <ChevronDown
                          aria-hidden
                          className="size-4 transition-transform group-open:rotate-180"
                        />
                      </span>
                    </summary>
                    <ul
                      aria-label={`${book.name} chapters`}
                      className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1.5 px-4 pt-1 pb-4"
                    >
                      {Array.from({ length: book.chapters }, (_, i) => i + 1).map((chapter) => (
                        <li key={chapter}>
                          <Link
                            to={chapterPath(book, chapter)}
                            aria-label={`${book.name} ${chapter}`}
                            className="flex h-11 items-center justify-center rounded-lg border text-sm tabular-nums hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
                          >
                            {chapter}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
