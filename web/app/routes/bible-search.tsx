import { ArrowLeft } from 'lucide-react';
import { bookBySlug } from '@contract/bible-rules.ts';
import { BibleSearchForm } from '@/features/bible/components/bible-search-form.tsx';
import { TranslationSelect } from '@/components/translation-select.tsx';
import { SearchResults } from '@/features/bible/components/search-results.tsx';
import { Link, useSearchParams } from '@/lib/router.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { BibleFrame } from './bible-frame.tsx';

/** /bible/search?q=&testament=&book=&page=: the text searched, ranked, with the words marked. */
export function BibleSearch() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const testament = params.get('testament');
  const book = params.get('book') ?? undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  usePageTitle(q ? `“${q}” in the Bible` : 'Search the Bible');
  return (
    <BibleFrame>
      {(choice) => (
        <div className="flex flex-col gap-6">
          <Link
            to="/bible"
            className="inline-flex items-center gap-1.5 self-start text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden className="size-4" />
            All books
          </Link>
          <header className="flex flex-wrap items-end justify-between gap-3">
            <h1 className="font-serif text-3xl leading-tight font-semibold tracking-tight">
              Search the Bible
            </h1>
            <TranslationSelect
              value={choice.translation}
              onChange={choice.onChange}
              busy={choice.busy}
            />
          </header>
          {/* Keyed by the query: a new search from elsewhere fills the box afresh. */}
          <BibleSearchForm key={q} initial={q} autoFocus={!q} />
          <SearchResults
            translation={choice.translation}
            state={{
              q,
              testament: testament === 'old' || testament === 'new' ? testament : undefined,
              book: book && bookBySlug(book) ? book : undefined,
              page,
            }}
          />
        </div>
      )}
    </BibleFrame>
  );
}
