import { PenLine, Sparkles } from 'lucide-react';
import type { InsightSource } from '@contract/insights.ts';
import SafeMarkdown from '@/components/safe-markdown.tsx';
import { LinkedReferences } from '@/components/scripture-link.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { type ReadingInsight, useReadingInsight } from '@/lib/reading-insight.ts';
import { linkReferencesInMarkdown } from '@/lib/scripture-references.ts';
import { CommentarySection } from './commentary-section.tsx';
import { insertIntoReflection } from './reflection-target.ts';

export const INSIGHT_TITLE = 'Lamplight Insight';

const SOURCE_LABELS: Record<InsightSource, string> = {
  ai: 'AI-generated',
  'study-notes': 'Lamplight study notes',
  curated: 'Curated',
};

/**
 * The reading's insight: a markdown summary, key themes and reflection questions.
 * Loading shows a skeleton; no insight, a 404 or an error renders nothing. `seed` is the insight that
 * came with today's reading: the card then shows it at once, without asking again.
 */
export function InsightCard({
  readingId,
  seed,
}: {
  readingId: number;
  seed?: ReadingInsight | null;
}) {
  const { data: insight, isPending } = useReadingInsight(readingId, { seed });
  if (isPending) return <InsightSkeleton />;
  if (!insight || !hasContent(insight)) return null;
  const source = insight.source ? SOURCE_LABELS[insight.source] : undefined;
  return (
    <Card aria-labelledby="insight-title" role="region" className="gap-6">
      <InsightHeader source={source} />
      <CardContent className="space-y-7">
        {insight.summary.trim() && (
          <SafeMarkdown>{linkReferencesInMarkdown(insight.summary)}</SafeMarkdown>
        )}
        {insight.themes.length > 0 && (
          <section aria-labelledby="insight-themes">
            <h3
              id="insight-themes"
              className="text-xs font-semibold tracking-[0.12em] text-gold uppercase"
            >
              Key Themes
            </h3>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {insight.themes.map((theme, i) => (
                <li
                  key={i}
                  className="rounded-lg border bg-background/60 p-4 sm:last:odd:col-span-2"
                >
                  <p className="font-serif font-semibold">{theme.title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                    <LinkedReferences text={theme.description} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {insight.questions.length > 0 && (
          <section aria-labelledby="insight-questions">
            <h3
              id="insight-questions"
              className="text-xs font-semibold tracking-[0.12em] text-gold uppercase"
            >
              Reflection Questions
            </h3>
            <ul className="mt-3 space-y-2.5">
              {insight.questions.map((question, i) => (
                <li key={i} className="flex gap-3 leading-relaxed">
                  <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-lamp" />
                  <span className="min-w-0 flex-1">
                    <span className="font-serif italic">{question}</span>
                    {/* One click from question to reflection box (issue 16, item 12). */}
                    <Button
                      variant="link"
                      size="sm"
                      className="ml-1 h-auto px-1 py-0 align-baseline text-xs"
                      aria-label={`Reflect on this question: ${question}`}
                      onClick={() => insertIntoReflection(question)}
                    >
                      <PenLine aria-hidden className="size-3.5" />
                      Reflect on this question
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <CommentarySection commentary={insight.commentary} />
        <SourceLine insight={insight} />
      </CardContent>
    </Card>
  );
}

/**
 * Where the insight came from (decision 148): the sources its text drew on ('Lamplight study notes',
 * the passage, Matthew Henry when it quotes him…), then the works of the commentary shown beside it.
 */
function SourceLine({ insight }: { insight: ReadingInsight }) {
  const works = [...new Set(insight.commentary.map((c) => `${c.author}, ${c.work}`))];
  if (insight.sources.length === 0 && works.length === 0) return null;
  return (
    <p data-testid="insight-sources" className="text-xs text-muted-foreground">
      {insight.sources.length > 0 && `Drawn from ${listJoin(insight.sources)}.`}
      {insight.sources.length > 0 && works.length > 0 && ' '}
      {works.length > 0 && `Commentary beside it: ${listJoin(works)}.`}
    </p>
  );
}

/** 'A', 'A and B', 'A, B and C'. */
function listJoin(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function hasContent(insight: ReadingInsight) {
  return (
    insight.summary.trim() !== '' ||
    insight.themes.length > 0 ||
    insight.questions.length > 0 ||
    insight.commentary.length > 0
  );
}

function InsightHeader({ source }: { source?: string }) {
  return (
    <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-2.5">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-gold">
          <Sparkles aria-hidden className="size-4" />
        </span>
        <CardTitle as="h2" id="insight-title" className="text-xl">
          {INSIGHT_TITLE}
        </CardTitle>
      </div>
      {source && (
        <Badge variant="outline" className="text-muted-foreground">
          {source}
        </Badge>
      )}
    </CardHeader>
  );
}

function InsightSkeleton() {
  return (
    <Card aria-labelledby="insight-title" role="region" aria-busy className="gap-6">
      <InsightHeader />
      <CardContent className="space-y-6">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="text-gold" />
          Generating insights...
        </p>
        <SummarySkeleton />
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      </CardContent>
    </Card>
  );
}

function SummarySkeleton() {
  return (
    <div className="space-y-2.5" aria-hidden>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-[94%]" />
      <Skeleton className="h-4 w-[88%]" />
      <Skeleton className="h-4 w-[70%]" />
    </div>
  );
}
