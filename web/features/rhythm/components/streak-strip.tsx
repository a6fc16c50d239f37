import { CalendarCheck } from 'lucide-react';
import type { Rhythm } from '@contract/rhythm.ts';
import { cn } from '@/lib/utils.ts';
import { useRhythm } from '../api/get-rhythm.ts';
import { streakParts } from '../rhythm-format.ts';

/** The figures on one quiet line: "4-day streak (1 rest day) · longest 12 · 40 reading days". */
export function StreakLine({ rhythm, className }: { rhythm: Rhythm; className?: string }) {
  const parts = streakParts(rhythm);
  return (
    <p
      data-testid="streak-line"
      className={cn('flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground', className)}
    >
      <CalendarCheck aria-hidden className="size-4 shrink-0 text-gold" />
      {parts.map((part, i) => (
        <span key={part} className="flex items-center gap-x-2">
          {i > 0 && <span aria-hidden>·</span>}
          <span className={i === 0 ? 'font-medium text-foreground' : undefined}>{part}</span>
        </span>
      ))}
    </p>
  );
}

/**
 * Today's compact streak line (issue 17): quiet, not a game. Until the figures arrive (or if
 * they cannot be loaded) an empty line of the same height holds the place, so nothing moves.
 */
export function StreakStrip({ className }: { className?: string }) {
  const { data } = useRhythm();
  if (!data) {
    return (
      <p aria-hidden className={cn('text-sm', className)}>
        {'\u00a0'}
      </p>
    );
  }
  return <StreakLine rhythm={data} className={className} />;
}
