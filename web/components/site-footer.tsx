import { Link } from '@/lib/router.tsx';
import { LampMark } from './logo.tsx';

/** The page foot, on every screen. Kept free of heavier helpers: it ships in the entry chunk. */
export function SiteFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-5 py-6 text-sm text-muted-foreground sm:flex-row md:px-6">
        <p className="flex items-center gap-2">
          <LampMark className="size-5" />
          <span>Lamplight · a lamp for the next step</span>
        </p>
        <Link
          to="/about"
          className="inline-flex min-h-11 items-center rounded-md font-medium text-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:min-h-0"
        >
          About &amp; credits
        </Link>
      </div>
    </footer>
  );
}
