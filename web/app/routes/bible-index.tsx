import { Search } from 'lucide-react';
import { BibleSearchForm } from '@/features/bible/components/bible-search-form.tsx';
import { BookPicker } from '@/features/bible/components/book-picker.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { BibleFrame } from './bible-frame.tsx';

/** /bible: the search box and the book and chapter picker. */
export function BibleIndex() {
  usePageTitle('Bible');
  return (
    <BibleFrame>
      {() => (
        <div className="flex flex-col gap-8">
          <header>
            <p className="text-sm font-semibold tracking-[0.14em] text-gold uppercase">
              The whole Bible
            </p>
            <h1 className="mt-2 font-serif text-3xl leading-tight font-semibold tracking-tight md:text-4xl">
              Read and search the Bible
            </h1>
            <p className="mt-2 text-muted-foreground">
              Choose a book and chapter, or search the text of the King James Version or the World
              English Bible.
            </p>
          </header>
          <section aria-labelledby="bible-search-title" className="flex flex-col gap-3">
            <h2
              id="bible-search-title"
              className="flex items-center gap-2 font-serif text-xl font-semibold"
            >
              <Search aria-hidden className="size-5 text-gold" />
              Search
            </h2>
            <BibleSearchForm />
          </section>
          <BookPicker />
        </div>
      )}
    </BibleFrame>
  );
}
