import { LoaderCircle } from 'lucide-react';

/**
 * Shown while a route's code loads. It fills the space the page will take, so the footer does not jump,
 * and fades in only after a short delay, so quick loads never flash it.
 * Plain class strings (no cn): this ships in the entry chunk.
 */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[70dvh] flex-1 items-center justify-center"
    >
      <div className="flex animate-appear flex-col items-center gap-3 text-muted-foreground">
        <LoaderCircle aria-hidden className="size-6 animate-spin text-gold" />
        <span className="text-sm">{label}</span>
      </div>
    </div>
  );
}
