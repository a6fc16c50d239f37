import { CalendarCheck } from 'lucide-react';
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
  return (
    <p
      data-testid="streak-line"
      className={cn(
        LINES,
        'flex flex-col text-muted-foreground sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-2',
        className,
      )}
    >
      <span className="flex items-center gap-x-2">
        <CalendarCheck aria-hidden className="size-4 shrink-0 text-gold" />
        <span className="font-medium text-foreground">{first}</span>
      </span>
      {rest.length > 0 && (
        <span className="flex flex-wrap items-center gap-x-2 pl-6 sm:pl-0">
          {rest.map((part, i) => (
            <span key={part} className="flex items-center gap-x-2">
              <span aria-hidden className={i === 0 ? 'hidden sm:inline' : undefined}>
                ·
              </span>
              {part}
            </span>
          ))}
        </span>
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
