import {
  ArrowRight,
  BookOpenText,
  CalendarRange,
  Feather,
  Lightbulb,
  NotebookPen,
  Sparkles,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/site-header.tsx';
import { TAGLINE } from '@/lib/brand.ts';
import { LANDING_CLASSES as C } from './landing-classes.ts';

export interface LandingPageProps {
  /** Called by every sign-in call to action (header, hero, closing section). */
  onSignIn: () => void;
}

/** The signed-out home page: what Lamplight is, and the ways in. */
export function LandingPage({ onSignIn }: LandingPageProps) {
  return (
    <>
      <SiteHeader>
        <button type="button" onClick={onSignIn} className={C.signInButton}>
          Sign in
        </button>
      </SiteHeader>
      <main id="main" tabIndex={-1} className="flex-1">
        <Hero onSignIn={onSignIn} />
        <Features />
        <Rhythm />
        <ClosingCallToAction onSignIn={onSignIn} />
      </main>
    </>
  );
}

/** Warm light pooling behind the hero, as from a lamp just above the page. */
function LampGlow() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-40 left-1/2 h-[36rem] w-[56rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--glow),transparent)]" />
      <div className="absolute top-24 -right-32 h-96 w-96 rounded-full bg-[radial-gradient(closest-side,var(--glow),transparent)] opacity-70 max-md:hidden" />
    </div>
  );
}

function Hero({ onSignIn }: LandingPageProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate -mt-16 overflow-x-clip pt-16 md:-mt-20 md:pt-20"
    >
      <LampGlow />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 pt-10 pb-20 md:px-6 md:pt-16 md:pb-28 lg:grid-cols-[1.05fr_0.95fr] lg:gap-16">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <p className="max-w-[22rem] text-sm font-semibold tracking-[0.14em] text-gold uppercase sm:max-w-none">
            {TAGLINE}
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-serif text-[3.75rem] leading-[0.95] font-semibold tracking-[-0.03em] sm:text-7xl lg:text-[5.75rem]"
          >
            Lamplight
          </h1>
          <p className="mt-7 max-w-xl text-lg leading-relaxed text-muted-foreground md:text-xl md:leading-relaxed">
            A daily companion for reading the Bible slowly and well. Each passage opens with its
            cultural and historical setting, the themes that run through it, and questions that
            invite you to pause, so you close the page understanding more than you did when you
            opened it.
          </p>
          <div className="mt-9 flex flex-col items-center gap-4 sm:flex-row lg:items-center">
            <button type="button" onClick={onSignIn} className={C.heroButton}>
              Begin Your Journey
              <ArrowRight aria-hidden className="size-4.5" />
            </button>
            <p className="text-sm text-muted-foreground">Free to begin · King James Version text</p>
          </div>
        </div>
        <ReadingPreview />
      </div>
    </section>
  );
}

/** A still of a day in the app: the passage, a few words of insight, a question to carry. */
function ReadingPreview() {
  return (
    <figure
      className="relative mx-auto w-full max-w-md lg:mr-0"
      aria-label="A sample day in Lamplight"
    >
      <div
        aria-hidden
        className="absolute -inset-3 -z-10 rotate-2 rounded-[1.75rem] border border-border/70 bg-accent/60 shadow-soft"
      />
      <div className="rounded-3xl border bg-card p-6 shadow-lifted sm:p-7">
        <div className="flex items-center justify-between gap-3">
          <span data-slot="badge" className={C.secondaryBadge}>
            Day 12 · Psalms of Trust
          </span>
          <span className="text-xs text-muted-foreground">Today</span>
        </div>
        <p className="mt-5 font-serif text-sm font-semibold tracking-wide text-muted-foreground">
          Psalm 119:105–106
        </p>
        <blockquote className="mt-3 space-y-3 font-serif text-[1.0625rem] leading-[1.75]">
          <p>
            <sup className="mr-1.5 font-sans text-[0.7rem] font-semibold text-gold">105</sup>
            Thy word <em>is</em> a lamp unto my feet, and a light unto my path.
          </p>
          <p>
            <sup className="mr-1.5 font-sans text-[0.7rem] font-semibold text-gold">106</sup>I have
            sworn, and I will perform <em>it</em>, that I will keep thy righteous judgments.
          </p>
        </blockquote>
        <div className="mt-6 rounded-2xl bg-muted p-4">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-gold uppercase">
            <Sparkles aria-hidden className="size-3.5" />
            Insight
          </p>
          <p className="mt-2 text-sm leading-relaxed">
            A clay oil lamp lit only the next step or two of a night road. The psalmist asks for no
            more than that: enough light to walk faithfully now.
          </p>
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Key themes">
            {['Guidance', 'Faithfulness', 'Daily trust'].map((theme) => (
              <li key={theme}>
                <span data-slot="badge" className={C.themeBadge}>
                  {theme}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <figcaption className="mt-5 flex items-start gap-3 border-t pt-5 text-sm">
          <Feather aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
          <span className="font-serif italic">
            Where do you need light for just the next step this week?
          </span>
        </figcaption>
      </div>
    </figure>
  );
}

interface Feature {
  title: string;
  icon: typeof Lightbulb;
  body: string;
  points: string[];
}

const FEATURES: Feature[] = [
  {
    title: 'Powerful Insights',
    icon: Lightbulb,
    body: 'Every reading comes with a short study note written for that passage.',
    points: [
      'A contextual summary of the history and culture behind the text',
      'Key themes, each with a line on why it matters',
      "Original Hebrew and Greek words through Strong's numbers",
    ],
  },
  {
    title: 'Guided Journaling',
    icon: NotebookPen,
    body: 'Reflection questions give you a place to start, and your thoughts stay beside the passage.',
    points: [
      'Questions drawn from the day’s reading',
      'Reflections saved with their passage and date',
      'A notebook to look back by date, plan or book',
    ],
  },
  {
    title: 'Custom Reading Plans',
    icon: CalendarRange,
    body: 'Follow a curated plan or shape one around a book or a question you are carrying.',
    points: [
      'Curated plans through books and themes',
      'Your own plans, as daily readings or longer study sessions',
      'Progress kept day by day, so you can pick up where you left off',
    ],
  },
];

function Features() {
  return (
    <section aria-labelledby="features-title" className="border-y bg-card/60 py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-5 md:px-6">
        <SectionIntro
          eyebrow="What you will find"
          id="features-title"
          title="A quiet place to read, think and write"
          lead="Lamplight is built for depth rather than speed: one passage a day, with the context to understand it and the space to respond."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="flex">
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const Icon = feature.icon;
  return (
    <div data-slot="card" className={C.featureCard}>
      <div data-slot="card-header" className={C.featureCardHeader}>
        <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-gold ring-1 ring-border">
          <Icon aria-hidden className="size-6" strokeWidth={1.75} />
        </span>
        <h3 data-slot="card-title" className={C.featureCardTitle}>
          {feature.title}
        </h3>
      </div>
      <div data-slot="card-content" className={C.featureCardContent}>
        <p className="leading-relaxed text-muted-foreground">{feature.body}</p>
        <ul className="space-y-2.5 text-sm leading-relaxed">
          {feature.points.map((point) => (
            <li key={point} className="flex gap-2.5">
              <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-lamp" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function SectionIntro({
  eyebrow,
  id,
  title,
  lead,
}: {
  eyebrow: string;
  id: string;
  title: string;
  lead: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-[0.14em] text-gold uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 font-serif text-3xl leading-tight font-semibold tracking-tight text-balance md:text-4xl"
      >
        {title}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">{lead}</p>
    </div>
  );
}

const STEPS = [
  {
    icon: BookOpenText,
    title: 'Read',
    body: 'Open today’s passage from your plan, in the King James Version.',
  },
  {
    icon: Lightbulb,
    title: 'Understand',
    body: 'Let the insight set the scene, trace the themes and explain the harder words.',
  },
  {
    icon: Feather,
    title: 'Reflect',
    body: 'Answer a question in your own words, and watch your notebook grow.',
  },
];

function Rhythm() {
  return (
    <section aria-labelledby="rhythm-title" className="py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-5 md:px-6">
        <SectionIntro
          eyebrow="A daily rhythm"
          id="rhythm-title"
          title="A few unhurried minutes a day"
          lead="The same three movements each day, so the habit gets easier and the reading goes deeper."
        />
        <div className="relative mt-14">
          <div
            aria-hidden
            className="absolute top-7 right-[16.66%] left-[16.66%] hidden h-px bg-gradient-to-r from-transparent via-input to-transparent md:block"
          />
          <ol className="grid gap-10 md:grid-cols-3 md:gap-8">
            {STEPS.map((step, index) => {
              const Icon = step.icon;
              return (
                <li key={step.title} className="relative flex flex-col items-center text-center">
                  <span className="flex size-14 items-center justify-center rounded-full border bg-card text-primary shadow-soft">
                    <Icon aria-hidden className="size-6" strokeWidth={1.75} />
                  </span>
                  <h3 className="mt-5 font-serif text-xl font-semibold">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-2 max-w-xs leading-relaxed text-muted-foreground">{step.body}</p>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </section>
  );
}

/** A single lamp flame, the light source of the closing section. */
function Flame({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 32" aria-hidden focusable="false" className={className}>
      <path d="M12 1c4.6 5.5 8 9.6 8 14.8a8 8 0 0 1-16 0C4 10.6 7.4 6.5 12 1z" fill="#e8b64c" />
      <path
        d="M12 11c2.1 2.7 3.5 4.6 3.5 6.8a3.5 3.5 0 0 1-7 0c0-2.2 1.4-4.1 3.5-6.8z"
        fill="#fff1c9"
      />
      <rect x="6" y="27" width="12" height="2.5" rx="1.25" fill="#e8b64c" opacity="0.55" />
    </svg>
  );
}

function ClosingCallToAction({ onSignIn }: LandingPageProps) {
  return (
    <section aria-labelledby="cta-title" className="px-5 pb-20 md:px-6 md:pb-28">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-[#1f3a2e] px-6 py-16 text-center text-[#fbf8f1] shadow-lifted md:px-16 md:py-20">
        <div
          aria-hidden
          className="absolute top-[-4.5rem] left-1/2 -z-10 size-80 -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(232_182_76/0.24),rgb(232_182_76/0.06)_60%,transparent)] md:top-[-3.5rem]"
        />
        <Flame className="mx-auto mb-6 h-12 w-9 drop-shadow-[0_0_18px_rgb(232_182_76/0.6)]" />
        <h2
          id="cta-title"
          className="font-serif text-3xl leading-tight font-semibold tracking-tight md:text-5xl"
        >
          Start Your Daily Practice
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-[#e6dfd0]">
          Choose a plan, read today’s passage and write your first reflection. Tomorrow, the next
          step will be waiting.
        </p>
        <button type="button" onClick={onSignIn} className={C.closingButton}>
          Get Started Today
          <ArrowRight aria-hidden className="size-4.5" />
        </button>
      </div>
    </section>
  );
}
