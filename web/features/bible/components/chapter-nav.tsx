import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ChapterPlace } from '@contract/bible-reader.ts';
import { chapterPath } from '@contract/bible-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { Link } from '@/lib/router.tsx';

/** Previous and next chapter, across book boundaries; an end of the Bible shows no link. */
export function ChapterNav({
  prev,
  next,
  label,
}: {
  prev: ChapterPlace | null;
  next: ChapterPlace | null;
  /** Names the navigation landmark (two on a page need different names). */
  label: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      {prev ? (
        <Button asChild variant="outline">
          <Link to={chapterPath(prev.book, prev.chapter)} rel="prev">
            <ChevronLeft aria-hidden />
            <span>
              <span className="sr-only">Previous chapter: </span>
              {prev.name}
            </span>
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button asChild variant="outline">
          <Link to={chapterPath(next.book, next.chapter)} rel="next">
            <span>
              <span className="sr-only">Next chapter: </span>
              {next.name}
            </span>
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
