import { useId, useState } from 'react';
import type { CataloguePlan } from '@contract/plans.ts';
import { PLAN_COLLECTIONS } from '@contract/plans-rules.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { useCatalogue } from '../api/get-catalogue.ts';
import {
  COLLECTION_LABELS,
  LENGTH_LABELS,
  NO_FILTER,
  filterCatalogue,
  lengthBucket,
  type CatalogueFilter,
  type LengthBucket,
} from '../catalogue.ts';

const LENGTHS: LengthBucket[] = ['week', 'month', 'season', 'year'];

/** '365 days', '7 days'. */
export const formatDays = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * Browse All Plans (decision 159): the whole catalogue by kind, by length and by what the reader
 * has not tried; each plan opens its detail before starting.
 */
export function PlanCatalogue({ onView }: { onView: (plan: CataloguePlan) => void }) {
  const catalogue = useCatalogue();
  const [filter, setFilter] = useState<CatalogueFilter>(NO_FILTER);
  const headingId = useId();
  const plans = catalogue.data ? filterCatalogue(catalogue.data.plans, filter) : [];

  return (
    <section aria-labelledby={headingId} id="browse-plans" className="scroll-mt-24">
      <h2
        id={headingId}
        className="font-serif text-2xl font-semibold tracking-tight md:text-[1.75rem]"
      >
        Browse All Plans
      </h2>
      <p className="mt-1.5 text-muted-foreground">
        Every plan in the library, from a week of prayer to the whole Bible in a year.
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <FilterRow
          label="Kind"
          options={[
            ['all', 'All kinds'],
            ...PLAN_COLLECTIONS.map((c) => [c, COLLECTION_LABELS[c]] as [string, string]),
          ]}
          value={filter.collection}
          onChange={(v) => setFilter({ ...filter, collection: v as CatalogueFilter['collection'] })}
        />
        <FilterRow
          label="Length"
          options={[
            ['all', 'Any length'],
            ...LENGTHS.map((l) => [l, LENGTH_LABELS[l]] as [string, string]),
          ]}
          value={filter.length}
          onChange={(v) => setFilter({ ...filter, length: v as CatalogueFilter['length'] })}
        />
        <div>
          <Button
            size="sm"
            variant={filter.notTried ? 'default' : 'outline'}
            aria-pressed={filter.notTried}
            onClick={() => setFilter({ ...filter, notTried: !filter.notTried })}
          >
            Not tried yet
          </Button>
        </div>
      </div>
      <div className="mt-5">
        {catalogue.isPending ? (
          <div aria-hidden className="grid gap-3 md:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-28 rounded-xl" />
            ))}
          </div>
        ) : catalogue.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load the plan library. Please try again.
          </p>
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-muted-foreground">
              {plans.length === 1 ? '1 plan' : `${plans.length} plans`}
            </p>
            {plans.length === 0 ? (
              <p className="rounded-xl border border-dashed bg-card/60 px-6 py-8 text-center text-sm text-muted-foreground">
                No plan matches these choices.
              </p>
            ) : (
              <ul aria-label="Plans in the library" className="grid gap-3 md:grid-cols-2">
                {plans.map((plan) => (
                  <CatalogueRow key={plan.id} plan={plan} onView={() => onView(plan)} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function FilterRow({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: [string, string][];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-wrap items-center gap-2">
      <span id={id} className="w-14 text-sm font-medium">
        {label}
      </span>
      {options.map(([v, text]) => (
        <Button
          key={v}
          size="sm"
          variant={value === v ? 'default' : 'outline'}
          aria-pressed={value === v}
          onClick={() => onChange(v)}
        >
          {text}
        </Button>
      ))}
    </div>
  );
}

function CatalogueRow({ plan, onView }: { plan: CataloguePlan; onView: () => void }) {
  const titleId = useId();
  return (
    <li className="flex flex-col rounded-xl border bg-card px-5 py-4 shadow-soft">
      <p id={titleId} className="font-serif text-base leading-snug font-semibold break-words">
        {plan.title}
      </p>
      <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-muted-foreground">
        {plan.description}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary">{COLLECTION_LABELS[plan.collection]}</Badge>
          <span>{formatDays(plan.sessionCount)}</span>
          <span className={cn(lengthBucket(plan.sessionCount) === 'year' && 'text-gold')}>
            {LENGTH_LABELS[lengthBucket(plan.sessionCount)]}
          </span>
          {plan.tried && <Badge variant="outline">Tried</Badge>}
        </div>
        <Button size="sm" variant="outline" onClick={onView} aria-describedby={titleId}>
          View plan
        </Button>
      </div>
    </li>
  );
}
