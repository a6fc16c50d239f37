import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';

export interface LoadMoreProps {
  /** True while another page is known to follow. */
  hasMore: boolean;
  /** True while the next page loads. */
  loading: boolean;
  /** True when the last attempt to load the next page failed. */
  failed?: boolean;
  onLoadMore: () => void;
  /** What is being loaded, for the button and the status line ('entries'). */
  what: string;
}

/**
 * The end of a paged list (decision 099): loads the next page when it scrolls into view (an
 * IntersectionObserver), with a visible 'Load more' button for keyboard and switch users. It
 * keeps one fixed height while loading, so the list above never jumps.
 */
export function LoadMore({ hasMore, loading, failed = false, onLoadMore, what }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  // The latest props, read by the observer without re-creating it on every render.
  const latest = useRef({ hasMore, loading, failed, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, loading, failed, onLoadMore };
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (records) => {
        const now = latest.current;
        // A failed page waits for the button: retrying on every scroll would hammer the server.
        if (records.some((r) => r.isIntersecting) && now.hasMore && !now.loading && !now.failed) {
          now.onLoadMore();
        }
      },
      { rootMargin: '600px 0px' },
    );
    // Re-created when a page finishes, so a sentinel still in view asks for the next one.
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex min-h-16 flex-col items-center justify-center gap-2 pt-6">
      {failed && (
        <p role="alert" className="text-sm text-muted-foreground">
          More {what} could not be loaded.
        </p>
      )}
      <Button variant="outline" onClick={onLoadMore} loading={loading}>
        {!loading && <ChevronDown aria-hidden />}
        {loading ? `Loading more ${what}…` : failed ? 'Try again' : 'Load more'}
      </Button>
    </div>
  );
}
