import { Search, SearchX, X } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useNotebookSearch } from '../api/search-notebook.ts';
import { entryCount } from '../format.ts';
import { NotebookEntry, type RenderEntryActions } from './notebook-entry.tsx';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The notebook's search box ("Search your reflections"). */
export function SearchField({ value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <form role="search" className="relative w-full" onSubmit={(event) => event.preventDefault()}>
      <Label htmlFor={id} className="sr-only">
        Search your reflections
      </Label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && value && onChange('')}
        placeholder="Search your reflections"
        maxLength={200}
        autoComplete="off"
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </form>
  );
}

/** Results of a notebook search, with the searched words marked. */
export function SearchResults({
  q,
  renderActions,
}: {
  q: string;
  renderActions: RenderEntryActions;
}) {
  const query = useNotebookSearch(q);
  const words = q.trim().split(/\s+/).filter(Boolean);
  const entries = query.data?.entries ?? [];

  return (
    <section aria-labelledby="search-results" aria-busy={query.isFetching || undefined}>
      <h2 id="search-results" className="sr-only">
        Search results
      </h2>
      {query.isPending ? (
        <div className="space-y-3" aria-hidden>
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="rounded-xl border bg-card p-5">
          Unable to search your reflections. Please try again.
        </p>
      ) : entries.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card/60 px-6 py-12 text-center">
          <SearchX aria-hidden className="size-6 text-muted-foreground" />
          <p className="mt-3 text-muted-foreground">No reflections match “{q.trim()}”.</p>
        </div>
      ) : (
        <>
          <p role="status" className="mb-4 text-sm text-muted-foreground">
            {entryCount(entries.length)} matching “{q.trim()}”
          </p>
          <ul className="flex flex-col gap-3">
            {entries.map((entry) => (
              <li key={entry.id}>
                <NotebookEntry entry={entry} renderActions={renderActions} highlight={words} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
