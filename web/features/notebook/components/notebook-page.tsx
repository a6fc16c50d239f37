import { BookOpen, CalendarDays, Check, Download, Layers, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/router.tsx';
import { TIER_RULES } from '@contract/membership-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import type { RenderEntryActions } from './notebook-entry.tsx';
import { SearchField, SearchResults } from './notebook-search.tsx';
import { ByBookView, ByDateView, BySessionView } from './notebook-views.tsx';

export type { RenderEntryActions } from './notebook-entry.tsx';

export interface NotebookPageProps {
  /** From the membership status (limits.notebookAccess); false shows the locked state. */
  hasAccess: boolean;
  /** Each entry's Edit and Insights controls (the journal feature's, composed by the app layer). */
  renderEntryActions: RenderEntryActions;
}

type NotebookTab = 'date' | 'session' | 'book';

const SEARCH_DELAY_MS = 300;

/** The notebook: reflections by date, session or book, with search and export. */
export function NotebookPage({ hasAccess, renderEntryActions }: NotebookPageProps) {
  if (!hasAccess) return <NotebookLocked />;
  return <Notebook renderEntryActions={renderEntryActions} />;
}

function Notebook({ renderEntryActions }: { renderEntryActions: RenderEntryActions }) {
  const [tab, setTab] = useState<NotebookTab>('date');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const searching = search.trim() !== '' && q !== '';

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:py-10">
      <div className="mx-auto max-w-3xl">
        <header className="flex flex-col gap-5">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="font-serif text-3xl font-semibold tracking-tight md:text-4xl">
                Notebook
              </h1>
              <p className="mt-2 text-muted-foreground">
                Look back over your reflections and see how they connect.
              </p>
            </div>
            <div className="flex flex-wrap gap-2" role="group" aria-label="Export your notebook">
              <ExportLink format="markdown" label="Export Markdown" />
              <ExportLink format="json" label="Export JSON" />
            </div>
          </div>
          <SearchField value={search} onChange={setSearch} />
        </header>

        <div className="mt-6">
          {searching ? (
            <SearchResults q={q} renderActions={renderEntryActions} />
          ) : (
            <Tabs value={tab} onValueChange={(value) => setTab(value as NotebookTab)}>
              <TabsList className="w-full sm:w-fit">
                <TabsTrigger value="date" className={TAB}>
                  <CalendarDays aria-hidden className="max-[389px]:hidden" />
                  By Date
                </TabsTrigger>
                <TabsTrigger value="session" className={TAB}>
                  <Layers aria-hidden className="max-[389px]:hidden" />
                  By Session
                </TabsTrigger>
                <TabsTrigger value="book" className={TAB}>
                  <BookOpen aria-hidden className="max-[389px]:hidden" />
                  By Book
                </TabsTrigger>
              </TabsList>
              {/* Radix mounts only the selected panel, so each view fetches when first chosen. */}
              <TabsContent value="date" className="mt-2">
                <ByDateView renderActions={renderEntryActions} />
              </TabsContent>
              <TabsContent value="session" className="mt-2">
                <BySessionView renderActions={renderEntryActions} />
              </TabsContent>
              <TabsContent value="book" className="mt-2">
                <ByBookView renderActions={renderEntryActions} />
              </TabsContent>
            </Tabs>
          )}
        </div>
      </div>
    </div>
  );
}

/** A download link; the server names the file (Content-Disposition: attachment). */
function ExportLink({ format, label }: { format: 'markdown' | 'json'; label: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={`/api/notebook/export?format=${format}`} download>
        <Download aria-hidden />
        {label}
      </a>
    </Button>
  );
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const BENEFITS = [
  'View your reflections by date, reading session or Bible book',
  'Search and filter your entries to find what you wrote',
  'Track your spiritual growth over time',
];

/** Spec §2, §6: readers without notebook access see what it offers and how to get it. */
export function NotebookLocked() {
  const { basic, premium } = TIER_RULES;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:py-10">
      <div className="mx-auto max-w-xl rounded-2xl border bg-card px-6 py-10 text-center shadow-soft md:px-10 md:py-12">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-accent text-gold ring-1 ring-border">
          <Lock aria-hidden className="size-6" />
        </span>
        <h1 className="mt-5 font-serif text-2xl font-semibold tracking-tight md:text-3xl">
          Notebook Access Required
        </h1>
        <p className="mx-auto mt-3 max-w-md text-muted-foreground">
          Your notebook gathers every reflection you write. It comes with the Basic and Premium
          memberships.
        </p>
        <ul className="mx-auto mt-7 flex max-w-sm flex-col gap-3 text-left">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Check aria-hidden className="size-3.5" />
              </span>
              <span className="leading-relaxed">{benefit}</span>
            </li>
          ))}
        </ul>
        <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
          <Link to="/subscription">Upgrade Your Membership</Link>
        </Button>
        <p className="mt-4 text-sm text-muted-foreground">
          {`${basic.label}: £${basic.priceGbp}/month • ${premium.label}: £${premium.priceGbp}/month`}
        </p>
      </div>
    </div>
  );
}

/** The three tabs share a 320 px screen: below 390 px they drop their icons and some padding. */
const TAB = 'px-2 min-[390px]:px-3.5';

/** Shown while the reader's membership status loads. */
export function NotebookSkeleton() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:py-10" aria-busy>
      <div className="mx-auto max-w-3xl">
        <h1 className="sr-only">Notebook</h1>
        <Skeleton className="h-9 w-40" />
        <Skeleton className="mt-3 h-5 w-72 max-w-full" />
        <Skeleton className="mt-5 h-10 w-full" />
        <Skeleton className="mt-6 h-10 w-80 max-w-full" />
        <Skeleton className="mt-6 h-40 w-full rounded-xl" />
      </div>
    </div>
  );
}
