import { Info, Search, Star, TrendingUp, Users, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { SEARCH_MIN_LENGTH } from '@contract/plans-rules.ts';
import type { PublicPlan } from '@contract/plans.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';
import { useSearchPlans } from '../api/search-plans.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { PLAN_KIND_LABELS, PLAN_TYPE_LABELS, formatRating, formatReaders } from '../plan-format.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** What every row of a public list needs to offer Use Plan. */
export interface PlanRowActions {
  /** The plan Today follows: it shows 'Current plan' instead of Use Plan. */
  activePlanId: number | null;
  onUse: (plan: PublicPlan) => void;
  pendingPlanId: number | null;
  busy: boolean;
  pauseHint: string | null;
}

export interface PublicPlansProps extends PlanRowActions {
  topRated: PublicPlan[];
  topActive: PublicPlan[];
}

/**
 * 'Featured Plans' (issue 16, item 11): the plans an admin featured, then curated ones, on view
 * without searching, above Top Rated (decision 102).
 */
export function FeaturedPlans({ plans, ...actions }: { plans: PublicPlan[] } & PlanRowActions) {
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="featured-plans-heading" id="featured-plans" className="scroll-mt-24">
      <h2
        id="featured-plans-heading"
        className="font-serif text-2xl font-semibold tracking-tight md:text-[1.75rem]"
      >
        Featured Plans
      </h2>
      <p className="mt-1.5 text-muted-foreground">
        Chosen by the Lamplight team: a good place to begin.
      </p>
      <div className="mt-5">
        <PlanList plans={plans} label="Featured plans" {...actions} />
      </div>
    </section>
  );
}

/** 'Popular Plans Created by Others': keyword search, Top Rated and Most Popular. */
export function PublicPlans(props: PublicPlansProps) {
  const { topRated, topActive } = props;
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const active = text.trim().length >= SEARCH_MIN_LENGTH;
  const search = useSearchPlans(q);
  const inputId = useId();
  // Still typing, or the answer for these words is on its way.
  const searching = active && (q !== text.trim() || search.isFetching || search.isPlaceholderData);
  const results = search.data?.plans ?? [];

  return (
    <section aria-labelledby="public-plans-heading" id="popular-plans" className="scroll-mt-24">
      <h2
        id="public-plans-heading"
        className="font-serif text-2xl font-semibold tracking-tight md:text-[1.75rem]"
      >
        Popular Plans Created by Others
      </h2>
      <p className="mt-1.5 text-muted-foreground">
        Plans other readers return to, and ones you can search for by keyword.
      </p>

      <div role="search" className="mt-5 max-w-xl">
        <Label htmlFor={inputId} className="sr-only">
          Search plans
        </Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={inputId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search existing plans by keyword..."
            autoComplete="off"
            maxLength={200}
            className="pr-11 pl-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Clear search"
              onClick={() => setText('')}
              className="absolute top-1/2 right-1.5 -translate-y-1/2 text-muted-foreground"
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
      </div>

      {active && (
        <div className="mt-5">
          <div className="flex min-h-7 flex-wrap items-center gap-x-3 gap-y-1">
            {search.isError ? (
              <p role="alert" className="text-sm text-destructive">
                Unable to search plans. Please try again.
              </p>
            ) : search.data && !search.isPlaceholderData ? (
              <h3 className="font-serif text-lg font-semibold">
                Search Results ({results.length})
              </h3>
            ) : null}
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              {searching && (
                <>
                  <Spinner />
                  Searching plans...
                </>
              )}
            </p>
          </div>
          {search.data && !search.isError && (
            <div className={cn('mt-3 transition-opacity', searching && 'opacity-60')}>
              {results.length === 0 && !searching ? (
                <div className="rounded-xl border border-dashed bg-card/60 px-6 py-8 text-center">
                  <p className="font-serif text-lg font-semibold">No Plans Found</p>
                  <p className="mt-1 text-sm text-muted-foreground">
                    Try another keyword, such as a book of the Bible or a theme.
                  </p>
                </div>
              ) : (
                <PlanList plans={results} label="Search results" {...props} />
              )}
            </div>
          )}
        </div>
      )}

      {props.pauseHint && (
        <p className="mt-6 flex items-start gap-2 text-sm text-muted-foreground">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
          {props.pauseHint}
        </p>
      )}
      {/* Side by side only when the two lists are about as long; a short list beside a long one
          looks lopsided, so then each takes the full width (decision 159). */}
      <div
        data-layout={balancedLists(topRated, topActive) ? 'columns' : 'stacked'}
        className={cn(
          'grid items-start gap-6',
          balancedLists(topRated, topActive) && 'lg:grid-cols-2',
          props.pauseHint ? 'mt-4' : 'mt-8',
        )}
      >
        <PlanListCard
          title="Top Rated Plans"
          icon={<Star aria-hidden className="size-4" />}
          plans={topRated}
          empty="No plan has been rated by three readers yet."
          {...props}
        />
        <PlanListCard
          title="Most Popular Plans"
          icon={<TrendingUp aria-hidden className="size-4" />}
          plans={topActive}
          empty="No plans to show yet."
          {...props}
        />
      </div>
    </section>
  );
}

/** Two lists sit side by side when neither is more than two rows longer than the other. */
export const balancedLists = (a: readonly unknown[], b: readonly unknown[]) =>
  Math.abs(a.length - b.length) <= 2;

interface PlanListCardProps extends PublicPlansProps {
  title: string;
  icon: ReactNode;
  plans: PublicPlan[];
  empty: string;
}

function PlanListCard({ title, icon, plans, empty, ...props }: PlanListCardProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-xl border bg-card shadow-soft">
      <h3
        id={id}
        className="flex items-center gap-2 border-b px-5 py-4 text-xs font-semibold tracking-[0.14em] text-gold uppercase"
      >
        {icon}
        {title}
      </h3>
      {plans.length === 0 ? (
        <p className="px-5 py-6 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <PlanList plans={plans} label={title} flush {...props} />
      )}
    </section>
  );
}

interface PlanListProps extends PlanRowActions {
  plans: PublicPlan[];
  label: string;
  /** Rows inside a card (dividers) rather than cards of their own. */
  flush?: boolean;
}

function PlanList({ plans, label, flush = false, ...props }: PlanListProps) {
  return (
    <ul aria-label={label} className={cn(flush ? 'divide-y' : 'grid gap-3 md:grid-cols-2')}>
      {plans.map((plan) => (
        <li key={plan.id} className={cn(!flush && 'rounded-xl border bg-card shadow-soft')}>
          <PublicPlanRow plan={plan} {...props} />
        </li>
      ))}
    </ul>
  );
}

function PublicPlanRow({
  plan,
  activePlanId,
  onUse,
  pendingPlanId,
  busy,
}: { plan: PublicPlan } & PlanRowActions) {
  const titleId = useId();
  const rating = formatRating(plan.rating);
  const isCurrent = plan.id === activePlanId;
  return (
    <div className="px-5 py-4">
      <p id={titleId} className="font-serif text-base leading-snug font-semibold break-words">
        {plan.title}
      </p>
      <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-muted-foreground">
        {plan.description}
      </p>
      {/* Two columns: the details wrap in theirs, and Use Plan keeps its place at the end of the row
          (a study-session plan's extra badge used to push it onto a row of its own). */}
      <div className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
          <Badge variant="secondary">{PLAN_KIND_LABELS[plan.type]}</Badge>
          {plan.planType === 'session' && (
            <Badge variant="outline">{PLAN_TYPE_LABELS.session}</Badge>
          )}
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-3.5" />
            {formatReaders(plan.usageCount)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden className={cn('size-3.5', rating && 'fill-lamp text-gold')} />
            {rating ? (
              <>
                <span className="sr-only">Rated </span>
                {rating}
              </>
            ) : (
              'Not yet rated'
            )}
          </span>
        </div>
        {isCurrent ? (
          <Badge className="shrink-0">Current plan</Badge>
        ) : (
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            onClick={() => onUse(plan)}
            loading={pendingPlanId === plan.id}
            disabled={busy}
            aria-describedby={titleId}
          >
            Use Plan
          </Button>
        )}
      </div>
    </div>
  );
}
