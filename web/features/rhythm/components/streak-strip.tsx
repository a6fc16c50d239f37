import { CalendarCheck } from 'lucide-react';
import { Fragment } from 'react';
import type { Rhythm } from '@contract/rhythm.ts';
import { cn } from '@/lib/utils.ts';
import { useRhythm } from '../api/get-rhythm.ts';
import { streakParts } from '../rhythm-format.ts';

// Phones give the figures two lines (the streak, then the rest), wider screens one: the height is
// known before the figures arrive, so the placeholder holds it and nothing below moves.
const LINES = 'min-h-[2lh] text-sm sm:min-h-[1lh]';

/** The figures, quietly: "4-day streak (1 rest day) · longest 12 · 40 reading days". */
export function StreakLine({ rhythm, className }: { rhythm: Rhythm; className?: string }) {
  const [first, ...rest] = streakParts(rhythm);
  const dot = (
    <span aria-hidden className="mx-1.5">
      ·
    </span>
  );
  return (
    <p data-testid="streak-line" className={cn(LINES, 'text-muted-foreground', className)}>
      <CalendarCheck aria-hidden className="mr-2 inline size-4 align-[-0.1875rem] text-gold" />
      <span className="font-medium text-foreground">{first}</span>
      {rest.length > 0 && (
        <>
          <span className="hidden sm:inline">{dot}</span>
          {/* On phones the rest takes the second line, under the streak. */}
          <span className="block pl-6 sm:inline sm:pl-0">
            {rest.map((part, i) => (
              <Fragment key={part}>
                {i > 0 && dot}
                {part}
              </Fragment>
            ))}
          </span>
        </>
      )}
    </p>
  );
}

/**
 * Today's compact streak line (issue 17): quiet, not a game. Until the figures arrive (or if
 * they cannot be loaded) an empty box of the same height holds the place.
 */
export function StreakStrip({ className }: { className?: string }) {
  const { data } = useRhythm();
  if (!data) return <p aria-hidden className={cn(LINES, className)} />;
  return <StreakLine rhythm={data} className={className} />;
}
