import { Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from '@/lib/router.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { SiteFooter } from '@/components/site-footer.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { useRouteLoading } from './route-loading.ts';

/** How long a route may take to load before its page is swapped for the spinner. */
const FALLBACK_DELAY_MS = 200;

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  // Focus the landmark without touching the URL (a hash would become a router navigation).
  event.preventDefault();
  main.focus({ preventScroll: true });
  main.scrollIntoView();
}

export function RootLayout({ children }: { children: ReactNode }) {
  const loading = useRouteLoading();
  const pathname = usePathname();
  const [showFallback, setShowFallback] = useState(false);

  // The current page stays in place for quick loads (a progress bar shows at once);
  // a slow load swaps it for the spinner so the reader knows their tap was heard.
  useEffect(() => {
    if (!loading) {
      setShowFallback(false);
      return;
    }
    const timer = setTimeout(() => setShowFallback(true), FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <>
      <a
        href="#main"
        onClick={skipToContent}
        className="sr-only rounded-lg bg-primary px-4 py-3 text-sm font-medium text-primary-foreground shadow-lifted focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100]"
      >
        Skip to content
      </a>
      {loading && (
        <div aria-hidden className="fixed inset-x-0 top-0 z-[90] h-0.5 overflow-hidden">
          <div className="h-full w-full origin-left animate-route-progress bg-lamp motion-reduce:animate-none" />
        </div>
      )}
      {/* At least a screen tall: the footer starts below the fold, so content arriving never pushes it. */}
      <div className="flex min-h-dvh flex-1 flex-col" aria-busy={loading || undefined}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            {loading && showFallback ? <PageSpinner /> : children}
          </Suspense>
        </RouteErrorBoundary>
      </div>
      <SiteFooter />
    </>
  );
}
