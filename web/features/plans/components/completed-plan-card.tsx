import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast.ts';
import type { UserPlan } from '@contract/plans.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { useRatePlan } from '../api/rate-plan.ts';
import {
  PLAN_KIND_LABELS,
  formatCompletions,
  formatRating,
  formatWeeks,
  scheduleDays,
} from '../plan-format.ts';
import { StarRating } from './star-rating.tsx';

/** Arrow keys move through the stars: wait for the reader to settle before sending. */
const KEYBOARD_SETTLE_MS = 700;

export interface CompletedPlanCardProps {
  plan: UserPlan;
  onStudyAgain: () => void;
  activating: boolean;
  disabled: boolean;
  /** Just finished (the Plans page was opened with ?rate={id}): bring the card into view and focus its stars. */
  promptRating?: boolean;
}

/**
 * A finished plan: when (and how often, decision 124), how long, the reader's 1-5 star
 * rating, and Study Again; a plan being studied again says how far along it is instead.
 */
export function CompletedPlanCard({
  plan,
  onStudyAgain,
  activating,
  disabled,
  promptRating = false,
}: CompletedPlanCardProps) {
  const titleId = `${useId()}-title`;
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!promptRating || !card.current) return;
    card.current.scrollIntoView({ block: 'center' });
    card.current
      .querySelector<HTMLInputElement>('input[type="radio"]')
      ?.focus({ preventScroll: true });
  }, [promptRating]);
  const rate = useRatePlan({
    onFailure: () => toast.error('Failed to rate plan', { description: 'Please try again.' }),
  });
  // The stars just chosen, shown at once and kept until the server's answer replaces them.
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = (stars: number) =>
    rate.mutate(
      { planId: plan.id, rating: stars },
      {
        onSuccess: () =>
          toast.success('Rating submitted', {
            description: `You gave “${plan.title}” ${stars === 1 ? '1 star' : `${stars} stars`}.`,
          }),
        onSettled: () => setDraft(null),
      },
    );

  const onChange = (stars: number, fromKeyboard: boolean) => {
    setDraft(stars);
    window.clearTimeout(timer.current);
    if (fromKeyboard) timer.current = window.setTimeout(() => send(stars), KEYBOARD_SETTLE_MS);
    else send(stars);
  };

  const completions = formatCompletions(plan);
  // Study Again started it over (decision 124): it stays here, and Your Plans carries it on.
  const studyingAgain = plan.completedAt === null;
  const stars = draft ?? (plan.rating === null ? null : Math.round(plan.rating / 10));
  const shown = draft !== null ? formatRating(draft * 10) : formatRating(plan.rating);

  return (
    <article
      ref={card}
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col rounded-xl border bg-card p-5 shadow-soft',
        promptRating && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
      )}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant="secondary">{PLAN_KIND_LABELS[plan.type]}</Badge>
        <Badge variant="outline" className="text-success">
          <CheckCircle2 aria-hidden />
          Completed
        </Badge>
      </div>
      <h3
        id={titleId}
        className="mt-3 font-serif text-lg leading-snug font-semibold tracking-tight break-words"
      >
        {plan.title}
      </h3>
      <p className="mt-1.5 text-sm text-muted-foreground">
        {completions.lead}
        <time dateTime={completions.dateTime ?? undefined}>{completions.date}</time>
        {' · '}
        {formatWeeks(plan.totalWeeks)}
      </p>
      {studyingAgain && (
        <p className="mt-1 text-sm font-medium">
          Studying again: day {plan.currentDay} of {scheduleDays(plan.totalWeeks)}
          {!plan.isActive && ' (paused)'}
        </p>
      )}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-t pt-4">
        <div className="flex items-center gap-3">
          <StarRating planTitle={plan.title} value={stars} onChange={onChange} />
          <p className="text-sm" aria-live="polite">
            {shown ? (
              <>
                <span className="sr-only">Your rating: </span>
                <span data-testid="plan-rating" className="font-semibold tabular-nums">
                  {shown}
                </span>
              </>
            ) : promptRating ? (
              <span className="font-medium">How was this plan? Choose 1 to 5 stars.</span>
            ) : (
              <span className="text-muted-foreground">Not rated yet</span>
            )}
          </p>
        </div>
        {!studyingAgain && (
          <Button
            variant="outline"
            size="sm"
            onClick={onStudyAgain}
            loading={activating}
            disabled={disabled}
          >
            {!activating && <RotateCcw aria-hidden />}
            Study Again
          </Button>
        )}
      </div>
    </article>
  );
}
