import type { BibleTranslation } from '@contract/bible.ts';
import { AlertCircle, BookOpenText, Headphones, Languages, RotateCw, Share2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ScriptureLink } from '@/components/scripture-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { comfortStyle, useReadingComfort } from '@/lib/reading-comfort.ts';
import { useSectionHeadings } from '@/lib/section-headings.ts';
import { cn } from '@/lib/utils.ts';
import { usePassageNotes } from '../api/get-passage-notes.ts';
import { usePassageStrongsWords } from '../api/get-passage-strongs-words.ts';
import { isPassagePending, type SectionHeadingAt } from '../passage.ts';
import { PassageBody, type StrongsSelection } from './passage-body.tsx';
import { ReadingComfortControl } from './reading-comfort-control.tsx';

export const READING_ERROR = "Failed to load today's reading. Please try again.";

export interface ReadingCardProps {
  reference?: string;
  passage?: string;
  /** The spec's loading flag: shows the placeholder whatever the passage holds. */
  isLoading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  isRetrying?: boolean;
  onWord: (selection: StrongsSelection) => void;
  /** The translation the passage is in (its Strong's words follow it); KJV by default. */
  translation?: BibleTranslation;
  /** The reader's translation choice, first among the reading tools (decision 122). */
  translationControl?: ReactNode;
  /** The card's title: "Today's Reading" unless the Bible reader names it otherwise. */
  title?: string;
  /** Whether the reference links to its chapter in the Bible reader (not from the reader itself). */
  linkReference?: boolean;
  /**
   * Today: the passage's first verses render with the screen and the rest after it has painted (decision
   * 142). Off in the Bible reader, which scrolls to a verse in the address as soon as the chapter renders.
   */
  restAfterPaint?: boolean;
  /** The study notes' section headings beside the passage (decision 149), shown unless turned off. */
  sectionHeadings?: readonly SectionHeadingAt[];
}

/** "Today's Reading": the reference, the tools (Strong's, Listen, Share) and the passage. */
export function ReadingCard({
  reference,
  passage,
  isLoading = false,
  error = false,
  onRetry,
  isRetrying = false,
  onWord,
  translation = 'kjv',
  translationControl,
  title = "Today's Reading",
  linkReference = true,
  restAfterPaint = false,
  sectionHeadings,
}: ReadingCardProps) {
  const headingsOn = useSectionHeadings();
  const [strongsOn, setStrongsOn] = useState(false);
  const pending = !error && isPassagePending(passage, isLoading);
  // The server's word map is fetched the first time the reader turns Strong's numbers on.
  const { data: strongsWords } = usePassageStrongsWords(reference, passage, translation, strongsOn);
  // The translators' marginal notes: a small mark after their word, always shown.
  const { data: notes } = usePassageNotes(pending ? undefined : reference, translation);
  // The reader's text size and line spacing (decision 127), from their User: known before the
  // card first draws.
  const comfort = useReadingComfort();

  return (
    <Card role="region" aria-labelledby="reading-title" className="gap-0 overflow-hidden py-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b bg-muted/40 px-4 py-4 sm:gap-y-4 sm:px-6 sm:py-5">
        {/* The title keeps its line; the tools move below it when the card is narrow. */}
        <div className="max-w-full min-w-0 shrink-0">
          <CardTitle
            as="h2"
            id="reading-title"
            className="flex items-center gap-2 font-sans text-xs font-semibold tracking-[0.14em] text-gold uppercase"
          >
            <BookOpenText aria-hidden className="size-4" />
            {title}
          </CardTitle>
          {reference ? (
            <p className="mt-1.5 font-serif text-2xl leading-tight font-semibold tracking-tight">
              {linkReference ? <ScriptureLink reference={reference} /> : reference}
            </p>
          ) : (
            !error && <Skeleton className="mt-2.5 h-6 w-44" />
          )}
        </div>
        {/* One row beside or under the title on a wide screen; on a phone the tools wrap onto a second
            row (Listen and Share, disabled, last). */}
        <div
          className="flex flex-wrap items-center gap-1.5 sm:gap-2"
          aria-label="Reading tools"
          role="group"
        >
          {translationControl}
          <ReadingComfortControl value={comfort} />
          <Button
            variant="outline"
            size="sm"
            title="Toggle Strong's Numbers"
            aria-pressed={strongsOn}
            onClick={() => setStrongsOn((on) => !on)}
            className={cn(strongsOn && 'border-success/50 bg-secondary')}
          >
            <Languages aria-hidden />
            Strong&apos;s
            {strongsOn && (
              <span
                aria-hidden
                data-testid="strongs-on-dot"
                className="absolute -top-1 -right-1 size-2.5 rounded-full bg-success ring-2 ring-card"
              />
            )}
          </Button>
          <Button variant="outline" size="sm" disabled title="Audio feature coming soon">
            <Headphones aria-hidden />
            Listen (Soon)
          </Button>
          <Button variant="outline" size="sm" disabled title="Share feature coming soon">
            <Share2 aria-hidden />
            Share (Soon)
          </Button>
        </div>
      </CardHeader>
      <CardContent className="min-h-72 px-4 py-5 sm:px-6 sm:py-6 md:px-8 md:py-7">
        {error ? (
          <div role="alert" className="flex flex-col items-start gap-4 py-6">
            <p className="flex items-start gap-2.5 text-destructive">
              <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span className="text-foreground">{READING_ERROR}</span>
            </p>
            {onRetry && (
              <Button variant="outline" onClick={onRetry} loading={isRetrying}>
                {!isRetrying && <RotateCw aria-hidden />}
                Try again
              </Button>
            )}
          </div>
        ) : pending ? (
          <PassagePlaceholder />
        ) : (
          <>
            {strongsOn && (
              <p className="mb-4 rounded-lg bg-accent/60 px-3 py-2 text-sm text-accent-foreground">
                Strong&apos;s numbers are on: select an underlined word to see its original-language
                entry.
              </p>
            )}
            <div
              data-testid="passage"
              data-text-size={comfort.textSize}
              data-line-spacing={comfort.lineSpacing}
              style={comfortStyle(comfort)}
            >
              <PassageBody
                passage={passage ?? ''}
                strongsOn={strongsOn}
                strongsWords={strongsWords}
                notes={notes}
                onWord={onWord}
                restAfterPaint={restAfterPaint}
                reference={reference}
                sectionHeadings={headingsOn ? sectionHeadings : undefined}
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

const LINE_WIDTHS = [
  'w-full',
  'w-[96%]',
  'w-[91%]',
  'w-full',
  'w-[84%]',
  'w-[93%]',
  'w-[88%]',
  'w-[62%]',
];

/** Spec §2 loading state: a spinner, 'Loading Bible passage...' and placeholder lines. */
function PassagePlaceholder() {
  return (
    <div role="status" aria-live="polite">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="text-gold" />
        Loading Bible passage...
      </p>
      <div aria-hidden className="mt-5 space-y-3.5">
        {LINE_WIDTHS.map((width, i) => (
          <Skeleton key={i} className={cn('h-4', width)} />
        ))}
      </div>
    </div>
  );
}
