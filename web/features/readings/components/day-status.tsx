import { CalendarClock, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { TodayReading } from '@contract/readings.ts';
import { PLAN_MOVED_ON_MESSAGE } from '@contract/plans-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useStartFromToday } from '../api/start-from-today.ts';

type DayState = Pick<TodayReading, 'planId' | 'day' | 'movedOn' | 'daysBehind' | 'today'>;

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

// 'Catch up' is remembered for the rest of the reader's day in this browser: it changes nothing
// on the server (the reader simply keeps reading from where they are).
const catchUpKey = (s: DayState) => `lamplight:catch-up:${s.planId}:${s.today}`;

function readCatchUp(s: DayState): boolean {
  try {
    return localStorage.getItem(catchUpKey(s)) === '1';
  } catch {
    return false;
  }
}

/**
 * Where the reader stands on the calendar (decision 101): a quiet note when Today moved them on
 * because they finished the day before, and how far behind a daily schedule they are, with
 * 'Catch up' (keep going from here) and 'Start from today' (re-base the schedule).
 */
export function DayStatus({ reading }: { reading: DayState }) {
  const startFromToday = useStartFromToday({
    onFailure: (error) => {
      if (error instanceof HttpError && error.status === 409) {
        void toast(error.serverMessage || PLAN_MOVED_ON_MESSAGE);
        return;
      }
      void toast.error('Failed to restart the schedule', { description: 'Please try again.' });
    },
  });
  const [catchingUp, setCatchingUp] = useState(() => readCatchUp(reading));
  const behind = reading.daysBehind ?? 0;
  const movedOn = reading.movedOn ?? null;
  if (!movedOn && behind === 0) return null;

  const onCatchUp = () => {
    try {
      localStorage.setItem(catchUpKey(reading), '1');
    } catch {
      // Private mode: the choice lasts until the page reloads.
    }
    setCatchingUp(true);
  };

  const onStartFromToday = () =>
    startFromToday.mutate(
      { fromDay: reading.day },
      {
        onSuccess: () =>
          void toast.success('Schedule restarted', {
            description: `Day ${reading.day} is today's reading; your progress is kept.`,
          }),
      },
    );

  return (
    <div className="flex flex-col gap-3">
      {movedOn !== null && (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-muted-foreground"
          data-testid="moved-on"
        >
          <CheckCircle2 aria-hidden className="size-4 shrink-0 text-gold" />
          <span>
            <span className="font-medium text-foreground">Moved on to Day {movedOn}</span>
            <span> · you finished Day {movedOn - 1} on an earlier day.</span>
          </span>
        </p>
      )}
      {behind > 0 &&
        (catchingUp ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarClock aria-hidden className="size-4 shrink-0 text-gold" />
            {days(behind)} behind the daily schedule · catching up from Day {reading.day}.
          </p>
        ) : (
          <section
            aria-labelledby="behind-title"
            className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between md:px-5"
          >
            <div className="flex min-w-0 items-start gap-3">
              <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-gold" />
              <div className="min-w-0">
                <h2 id="behind-title" className="font-medium">
                  You are {days(behind)} behind the daily schedule
                </h2>
                <p className="mt-0.5 text-sm text-muted-foreground">
                  Catch up by reading the days you missed from Day {reading.day}, or start the
                  schedule again from today and keep your progress.
                </p>
              </div>
            </div>
            <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
              <Button variant="outline" onClick={onCatchUp} disabled={startFromToday.isPending}>
                Catch up
              </Button>
              <Button onClick={onStartFromToday} loading={startFromToday.isPending}>
                Start from today
              </Button>
            </div>
          </section>
        ))}
    </div>
  );
}
