import { Gift } from 'lucide-react';

/** Shown while an administrator has free mode on: everyone has the notebook, subscribing is paused. */
export function FreeModeBanner() {
  return (
    <section
      aria-labelledby="free-mode-title"
      data-testid="free-mode-banner"
      className="flex gap-4 rounded-2xl border border-success/35 bg-success/10 p-5 md:items-center md:p-6"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-success text-background">
        <Gift aria-hidden className="size-5" strokeWidth={1.9} />
      </span>
      <div className="min-w-0">
        <h2 id="free-mode-title" className="font-semibold">
          Free Mode Active
        </h2>
        <p className="mt-1 text-sm leading-relaxed">
          Every reader has notebook access at no cost while free mode is on, so subscribing is
          paused.
        </p>
      </div>
    </section>
  );
}
