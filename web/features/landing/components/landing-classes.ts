/**
 * The landing page's buttons, badges and cards: the UI kit's classes with the page's own overrides,
 * written out as cn() merges them. Visitors' first load then needs neither the kit's components nor
 * tailwind-merge (about 9 KB gzip; decision 092). landing-page.test.tsx checks each string against
 * cn() over the kit's variants, so a change to the kit shows up there.
 */
export const LANDING_CLASSES = {
  signInButton:
    "relative inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm max-w-full py-1 text-center select-none transition-[color,background-color,border-color,box-shadow,opacity] duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 text-foreground hover:bg-muted active:bg-accent min-h-11 px-5 md:min-h-10 md:px-4 font-semibold",
  heroButton:
    "relative inline-flex shrink-0 items-center justify-center gap-2 font-medium max-w-full py-1 text-center select-none transition-[color,background-color,border-color,box-shadow,opacity] duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 bg-primary text-primary-foreground hover:bg-primary/90 active:bg-primary/85 min-h-12 h-13 rounded-xl px-8 text-base shadow-lifted",
  closingButton:
    "relative inline-flex shrink-0 items-center justify-center gap-2 font-medium max-w-full py-1 text-center select-none transition-[color,background-color,border-color,box-shadow,opacity] duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 bg-lamp text-lamp-foreground shadow-soft hover:bg-lamp/90 active:bg-lamp/85 min-h-12 mt-9 h-13 rounded-xl px-8 text-base focus-visible:outline-[#e8b64c]",
  secondaryBadge:
    "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-3.5 border-transparent bg-secondary text-secondary-foreground",
  themeBadge:
    "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-3.5 border-input text-foreground bg-card",
  featureCard:
    'flex flex-col border py-6 text-card-foreground shadow-soft w-full gap-4 rounded-2xl bg-background/70 transition-shadow hover:shadow-lifted',
  featureCardHeader: 'flex flex-col px-6 gap-4',
  featureCardTitle: 'font-serif font-semibold tracking-tight text-xl',
  featureCardContent: 'px-6 flex flex-col gap-4',
} as const;
