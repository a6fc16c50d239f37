import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { toasterMounted, useToasterWanted } from '@/lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Below the navigation, never over it (issue 16, item 15): the desktop top bar is 4rem tall and
 * sticky, the phone header 3.5rem. In rem, so they move down with the reader's text size.
 */
const OFFSET = { top: '4.75rem' } as const;
const MOBILE_OFFSET = { top: '4.25rem', left: '0.75rem', right: '0.75rem' } as const;

/** Sonner's Toaster, mounted with the first toast (see lib/toast.ts). */
export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster offset={OFFSET} mobileOffset={MOBILE_OFFSET} {...props} />
      <MountSignal />
    </Suspense>
  );
}

// Its effect runs after the Toaster's own (siblings in order), when the Toaster listens for toasts.
function MountSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}
