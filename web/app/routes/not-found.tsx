import { ArrowLeft } from 'lucide-react';
import { Link } from '@/lib/router.tsx';
import { LampMark } from '@/components/logo.tsx';
import { SiteHeader } from '@/components/site-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Page not found');
  return (
    <>
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className="relative isolate flex flex-1 items-center justify-center px-5 py-20"
      >
        <div
          aria-hidden
          className="absolute top-0 left-1/2 -z-10 h-[28rem] w-[40rem] max-w-full -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--glow),transparent)]"
        />
        <div className="flex max-w-md flex-col items-center text-center">
          <LampMark className="size-14 opacity-90" />
          <p className="mt-6 text-sm font-semibold tracking-[0.14em] text-gold uppercase">
            Error 404
          </p>
          <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight md:text-5xl">
            Page not found
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            This path leads nowhere we know of. The page may have moved, or the address may have a
            typo.
          </p>
          <Button asChild size="lg" className="mt-8 rounded-xl">
            <Link to="/">
              <ArrowLeft aria-hidden />
              Back to Today
            </Link>
          </Button>
        </div>
      </main>
    </>
  );
}
