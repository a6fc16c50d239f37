import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { UserPlan } from '@contract/plans.ts';
import { cn } from '@/lib/utils.ts';
import { parseSchedule } from '../plan-format.ts';

export interface PlanScheduleProps {
  plan: Pick<UserPlan, 'title' | 'schedule' | 'currentDay'>;
  id: string;
  /** Marks the current day and ticks the days before it (plans the reader is following). */
  showProgress: boolean;
  className?: string;
}

/** A plan's days as 'Day n: reference', or why there are none to show. */
export function PlanSchedule({ plan, id, showProgress, className }: PlanScheduleProps) {
  const parsed = parseSchedule(plan.schedule);
  const list = useRef<HTMLOListElement>(null);
  // Opens at the reader's place: the current day sits near the top of the scrolling list.
  useEffect(() => {
    const el = list.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="step"]');
    if (el && current) el.scrollTop = Math.max(0, current.offsetTop - el.clientHeight / 3);
  }, []);
  if (parsed.status !== 'ok') {
    return (
      <p
        id={id}
        className={cn(
          'rounded-lg border border-dashed px-3 py-3 text-sm text-muted-foreground',
          className,
        )}
      >
        {parsed.status === 'invalid' ? 'Unable to parse schedule' : 'No schedule available'}
      </p>
    );
  }
  // Three-digit days (a yearly plan) need a wider badge than a circle; every row keeps the same width.
  const wide = parsed.entries.length > 99;
  return (
    // Scrolls when long; focusable so keyboard readers can scroll it too.
    <ol
      ref={list}
      id={id}
      tabIndex={0}
      aria-label={`Reading schedule: ${plan.title}`}
      className={cn(
        'relative max-h-80 divide-y overflow-y-auto overscroll-contain rounded-lg border bg-background/60',
        className,
      )}
    >
      {parsed.entries.map((entry) => {
        const done = showProgress && entry.day < plan.currentDay;
        const current = showProgress && entry.day === plan.currentDay;
        return (
          <li
            key={entry.day}
            aria-current={current ? 'step' : undefined}
            className={cn('flex items-start gap-3 px-3 py-2.5 text-sm', current && 'bg-accent/70')}
          >
            <span
              aria-hidden={!done}
              className={cn(
                'mt-px flex h-5 shrink-0 items-center justify-center rounded-full border text-[0.6875rem] font-semibold tabular-nums',
                wide ? 'w-8' : 'w-5',
                done && 'border-transparent bg-success/15 text-success',
                current && 'border-transparent bg-lamp text-lamp-foreground',
                !done && !current && 'text-muted-foreground',
              )}
            >
              {done ? (
                <>
                  <Check aria-hidden className="size-3.5" strokeWidth={3} />
                  <span className="sr-only">completed</span>
                </>
              ) : (
                entry.day
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span
                  data-schedule-day
                  className={cn('font-medium', done && 'text-muted-foreground')}
                >
                  Day {entry.day}: {entry.reference}
                </span>
                {current && <span className="text-xs font-semibold text-gold">Current day</span>}
              </span>
              {entry.title && (
                <span className="mt-0.5 block truncate text-xs text-muted-foreground">
                  {entry.title}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
