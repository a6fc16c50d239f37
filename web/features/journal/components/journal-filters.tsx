import { JOURNAL_SEARCH_MAX } from '@contract/journal-rules.ts';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { useJournalBooks } from '../api/get-journal-books.ts';

export const SEARCH_DEBOUNCE_MS = 300;
const ALL_BOOKS = 'all';

export interface JournalFiltersProps {
  book: string;
  q: string;
  onBook: (book: string) => void;
  /** Called once typing pauses (SEARCH_DEBOUNCE_MS), with the text as typed. */
  onSearch: (q: string) => void;
}

/**
 * The Journal's search box and book filter (decision 128). The book list holds only books the
 * reader has written on. Both live in the address (?q=&book=), so a filtered Journal can be
 * bookmarked, shared with oneself, and left with Back.
 */
export function JournalFilters({ book, q, onBook, onSearch }: JournalFiltersProps) {
  const books = useJournalBooks();
  const [text, setText] = useState(q);
  const timer = useRef<number | undefined>(undefined);

  // Back and Forward change the address: the box follows it.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== text.trim()) setText(q);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onType = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(value), SEARCH_DEBOUNCE_MS);
  };
  const clear = () => {
    setText('');
    window.clearTimeout(timer.current);
    onSearch('');
  };

  const list = books.data?.books ?? [];
  // A book from the address that the reader no longer has entries in stays selectable.
  const options =
    book && !list.some((b) => b.book === book) ? [{ book, entries: 0 }, ...list] : list;

  return (
    <form
      role="search"
      aria-label="Filter your journal"
      onSubmit={(e) => {
        e.preventDefault();
        window.clearTimeout(timer.current);
        onSearch(text);
      }}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="journal-search">Search your journal</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="journal-search"
            type="search"
            value={text}
            onChange={(e) => onType(e.target.value)}
            placeholder="Words in your reflections"
            autoComplete="off"
            maxLength={JOURNAL_SEARCH_MAX}
            className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <button
              type="button"
              onClick={clear}
              aria-label="Clear search"
              className="hitbox absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden className="size-4" />
            </button>
          )}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="journal-book">Book</Label>
        <Select
          value={book || ALL_BOOKS}
          onValueChange={(value) => onBook(value === ALL_BOOKS ? '' : value)}
          disabled={books.isPending && !book}
        >
          <SelectTrigger id="journal-book">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_BOOKS}>All books</SelectItem>
            {options.map((b) => (
              <SelectItem key={b.book} value={b.book}>
                {b.book}
                {b.entries > 0 && (
                  <span className="text-muted-foreground">
                    {' '}
                    ({b.entries})
                    <span className="sr-only"> {b.entries === 1 ? 'entry' : 'entries'}</span>
                  </span>
                )}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </form>
  );
}
