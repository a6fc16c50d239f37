import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { toasterMounted, useToasterWanted } from '@/lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Sonner's Toaster, mounted with the first toast (see lib/toast.ts). */
export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
      <MountSignal />
    </Suspense>
  );
}

// Its effect runs after the Toaster's own (siblings in order), when the Toaster listens for toasts.
function MountSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}
