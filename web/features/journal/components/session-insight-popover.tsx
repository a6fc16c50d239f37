import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useReadingInsight } from '@/lib/reading-insight.ts';

const SessionMarkdown = lazy(() => import('@/components/safe-markdown.tsx'));

/** The Insights button of a journal entry with a reading, and its "Session Insight" popover. */
export function SessionInsightPopover({ readingId, label }: { readingId: number; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" aria-label={label}>
          <Sparkles aria-hidden className="text-gold" />
          Insights
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={12}
        className="flex max-h-[min(34rem,var(--radix-popover-content-available-height))] w-[26rem] flex-col overflow-hidden p-0"
      >
        {open && <SessionInsight readingId={readingId} />}
      </PopoverContent>
    </Popover>
  );
}

function SessionInsight({ readingId }: { readingId: number }) {
  const { data: insight, isPending, isError } = useReadingInsight(readingId);
  return (
    <>
      <div className="border-b px-5 pt-4 pb-3">
        <h3 className="flex items-center gap-2 font-serif text-base font-semibold">
          <Sparkles aria-hidden className="size-4 text-gold" />
          Session Insight
        </h3>
        <p className="mt-0.5 text-xs text-muted-foreground">
          The reflection that prompted your journal entry
        </p>
      </div>
      {/* Focusable so keyboard readers can scroll a long insight. */}
      <div
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-5 py-4 focus-visible:outline-none"
      >
        {isPending ? (
          <div className="space-y-2.5" role="status" aria-label="Loading session insight">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-[92%]" />
            <Skeleton className="h-4 w-[80%]" />
            <Skeleton className="h-4 w-[60%]" />
          </div>
        ) : isError ? (
          <p role="alert" className="text-sm">
            Unable to load the session insight for this reading.
          </p>
        ) : !insight ? (
          <p className="text-sm text-muted-foreground">
            No session insight available for this reading.
          </p>
        ) : (
          <div className="space-y-5">
            {insight.summary.trim() && (
              <Suspense fallback={<Skeleton className="h-20 w-full" />}>
                <SessionMarkdown size="sm">{insight.summary}</SessionMarkdown>
              </Suspense>
            )}
            {insight.themes.length > 0 && (
              <section>
                <h4 className="text-xs font-semibold tracking-[0.12em] text-gold uppercase">
                  Key Themes
                </h4>
                <ul className="mt-2 space-y-2">
                  {insight.themes.map((theme, i) => (
                    <li key={i} className="text-sm leading-relaxed">
                      <span className="font-semibold">{theme.title}</span>
                      <span className="text-muted-foreground"> — {theme.description}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {insight.questions.length > 0 && (
              <section>
                <h4 className="text-xs font-semibold tracking-[0.12em] text-gold uppercase">
                  Reflection Questions
                </h4>
                <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed marker:text-gold">
                  {insight.questions.map((question, i) => (
                    <li key={i}>{question}</li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </div>
    </>
  );
}
