import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import type { CataloguePlan } from '@contract/plans.ts';
import { Button } from '@/components/ui/button.tsx';
import { useCatalogue } from '../api/get-catalogue.ts';
import { whatNext } from '../catalogue.ts';
import { formatDays } from './plan-catalogue.tsx';

/**
 * After a finish (the Plans page opened with ?rate={id}): two or three plans that continue it
 * (the next book, the same kind of plan, a longer one), each opening its detail.
 */
export function WhatNext({
  planId,
  onView,
}: {
  planId: number;
  onView: (plan: CataloguePlan) => void;
}) {
  const catalogue = useCatalogue();
  const headingId = useId();
  const plans = catalogue.data?.plans ?? [];
  const done = plans.find((p) => p.id === planId);
  if (!done) return null;
  const suggestions = whatNext(done, plans);
  if (suggestions.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border bg-card/80 p-5 shadow-soft md:p-6"
    >
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        What next?
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        You finished “{done.title}”. These plans carry on from it.
      </p>
      <ul className="mt-4 grid gap-3 md:grid-cols-3">
        {suggestions.map(({ plan, reason }) => (
          <li key={plan.id} className="flex flex-col rounded-xl border bg-background/60 p-4">
            <p className="text-xs font-semibold tracking-[0.12em] text-gold uppercase">{reason}</p>
            <p className="mt-1 font-serif font-semibold">{plan.title}</p>
            <p className="mt-1 text-xs text-muted-foreground">{formatDays(plan.sessionCount)}</p>
            <Button
              size="sm"
              variant="outline"
              className="mt-3 self-start"
              onClick={() => onView(plan)}
            >
              View plan
              <ArrowRight aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
