import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useNavigate } from '@/lib/router.tsx';
import { bibleSearchPath } from '../search-path.ts';

/** The Bible's search box: words, a "quoted phrase" or a reference like 'jn 3 16'. */
export function BibleSearchForm({
  initial = '',
  autoFocus = false,
}: {
  initial?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [q, setQ] = useState(initial);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim()) navigate(bibleSearchPath({ q: q.trim() }));
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2">
      <label htmlFor={id} className="sr-only">
        Search the Bible
      </label>
      <Input
        id={id}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder='Words, "a phrase" or John 3:16'
        autoFocus={autoFocus}
        maxLength={200}
        className="min-w-0 flex-1"
      />
      <Button type="submit">
        <Search aria-hidden />
        Search
      </Button>
    </form>
  );
}
