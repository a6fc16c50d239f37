import type { BibleTranslation } from '@contract/bible.ts';
import { PenLine } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TAGLINE } from '@/lib/brand.ts';
import { useTodayReading } from '../api/get-today-reading.ts';
import { greeting } from '../greeting.ts';
import { useAfterPaint } from '@/lib/use-after-paint.ts';
import { useNow } from '../use-now.ts';
import { InsightCard } from './insight-card.tsx';
import type { StrongsSelection } from './passage-body.tsx';
import { DayStatus } from './day-status.tsx';
import { EarlierEntryNote } from './earlier-entry-note.tsx';
import { ReadingCard } from './reading-card.tsx';
import { TranslationControl } from './translation-control.tsx';
import { REFLECTION_ID, focusReflection } from './reflection-target.ts';

export type { StrongsSelection } from './passage-body.tsx';

/** What the reflection panel needs to know about today's reading. */
export interface TodayReadingSummary {
  id: number;
  reference: string;
  readDate: string;
  /** The translation the reading is shown in: a reflection written on it records it. */
  translation: BibleTranslation;
}

export interface TodayPageProps {
  firstName: string | null;
  /** The active-plan card (plans feature), shown under the greeting. */
  planCard: ReactNode;
  /**
   * False while the plan card is still loading: the reading waits for it, so a card that grows from its
   * skeleton does not push the reading down the screen (layout shift).
   */
  planSettled?: boolean;
  /** The reflection panel for today's reading (journal feature), composed by the app layer. */
  renderReflection: (reading: TodayReadingSummary) => ReactNode;
  /**
   * The Strong's definition dialog (strongs feature), composed by the app layer: open while
   * `selection` is set; `onClose` clears it.
   */
  renderStrongsDialog: (selection: StrongsSelection | null, onClose: () => void) => ReactNode;
  /** The reader's quiet streak line (rhythm feature), under the greeting. */
  streak?: ReactNode;
  /** Quiet lines under the streak (marks feature: the prayers line, "On this day"). */
  asides?: ReactNode;
  /** Wraps the reading card (marks feature: the reader's marks on the passage); shown as is without it. */
  wrapReading?: (
    card: ReactNode,
    passage: { reference: string; translation: BibleTranslation } | null,
  ) => ReactNode;
}

/** Today: greeting, plan card, the reading, its insight and the reader's reflections. */
export function TodayPage({
  firstName,
  planCard,
  planSettled = true,
  renderReflection,
  renderStrongsDialog,
  streak,
  asides,
  wrapReading,
}: TodayPageProps) {
  const query = useTodayReading();
  const [selection, setSelection] = useState<StrongsSelection | null>(null);
  const closeStrongs = useCallback(() => setSelection(null), []);
  const reading = query.data;
  const now = useNow();
  // Below the first screen of a phone (the earlier-entry note, the insight and the reflection panel) waits
  // for the greeting and the reading to paint, then renders in a transition (decision 142).
  const later = useAfterPaint(Boolean(reading) && planSettled);

  return (
    // As wide as the top bar: at 1280 px the reading card then holds its tools on one row.
    <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:py-6 md:px-6 md:py-10">
      {/* On a phone the greeting and the plan card stay short, so the passage starts on the first screen. */}
      <header>
        <h1 className="font-serif text-2xl leading-tight font-semibold tracking-tight text-balance sm:text-3xl md:text-4xl">
          {greeting(firstName, now)}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground sm:mt-2 sm:text-base md:text-lg">
          {TAGLINE}
        </p>
        {streak && <div className="mt-2 sm:mt-3">{streak}</div>}
        {asides}
      </header>

      {planCard && <div className="mt-4 sm:mt-6 md:mt-8">{planCard}</div>}

      {reading && planSettled && (
        <div className="mt-4 empty:hidden">
          <DayStatus key={`${reading.planId}:${reading.today}`} reading={reading} />
        </div>
      )}

      {/* No active plan: the plan card says so; nothing else to show. */}
      {reading !== null && planSettled && (
        <div className="mt-4 grid gap-6 sm:mt-6 md:mt-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-6">
            {(wrapReading ?? ((c: ReactNode) => c))(
              <ReadingCard
                reference={reading?.reference}
                passage={reading?.passage}
                sectionHeadings={reading?.sectionHeadings}
                isLoading={query.isPending}
                error={query.isError}
                onRetry={() => void query.refetch()}
                isRetrying={query.isFetching}
                onWord={setSelection}
                translation={reading?.translation}
                translationControl={reading && <TranslationControl value={reading.translation} />}
                restAfterPaint
              />,
              reading ? { reference: reading.reference, translation: reading.translation } : null,
            )}
            {reading && later && (
              <EarlierEntryNote reference={reading.reference} readingId={reading.id} />
            )}
            {reading && (
              // Phones stack the reflection panel far below the passage (issue 16, item 12).
              <Button variant="outline" className="self-start lg:hidden" onClick={focusReflection}>
                <PenLine aria-hidden />
                Write a reflection
              </Button>
            )}
            {reading &&
              (later ? (
                <InsightCard readingId={reading.id} seed={reading.aiInsight} />
              ) : (
                <InsightPlaceholder />
              ))}
          </div>
          {/* On wide screens the panel stays in view while the passage scrolls (issue 16, item 12). */}
          <div id={REFLECTION_ID} className="min-w-0 scroll-mt-24 lg:sticky lg:top-20">
            {reading && later ? (
              renderReflection({
                id: reading.id,
                reference: reading.reference,
                readDate: reading.readDate,
                translation: reading.translation,
              })
            ) : query.isPending || reading ? (
              <ReflectionSkeleton />
            ) : null}
          </div>
        </div>
      )}
      {renderStrongsDialog(selection, closeStrongs)}
    </div>
  );
}

function ReflectionSkeleton() {
  return (
    <Card aria-hidden>
      <CardHeader>
        <Skeleton className="h-6 w-48" />
      </CardHeader>
      <CardContent className="space-y-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-28 w-full" />
      </CardContent>
    </Card>
  );
}

/** Holds the insight's place for the frame before it renders (the same outline as its loading card). */
function InsightPlaceholder() {
  return (
    <Card aria-hidden className="gap-6">
      <CardHeader>
        <Skeleton className="h-8 w-48" />
      </CardHeader>
      <CardContent className="space-y-6">
        <Skeleton className="h-5 w-40" />
        <div className="space-y-2.5">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-[94%]" />
          <Skeleton className="h-4 w-[88%]" />
          <Skeleton className="h-4 w-[70%]" />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      </CardContent>
    </Card>
  );
}
