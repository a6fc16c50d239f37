import { CalendarDays, Clock, ListOrdered } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/lib/toast.ts';
import { useActivatePlanAt } from '../api/activate-plan.ts';
import { usePlanDetail } from '../api/get-catalogue.ts';
import { COLLECTION_LABELS } from '../catalogue.ts';
import { pausedDescription } from '../hooks/use-plan-activation.ts';
import { serverMessageOr } from '../plan-format.ts';
import { PlanSchedule } from './plan-schedule.tsx';

export interface PlanDetailDialogProps {
  planId: number | null;
  onOpenChange: (open: boolean) => void;
  /** The plan Today follows, to say "Plan switched" rather than "Plan activated". */
  activePlanId: number | null;
  onStarted?: () => void;
}

/**
 * A plan before starting it (decision 159): its description, length, minutes a day and full
 * schedule, and where to start: day 1, the day of today's date on a calendar plan, or any day.
 */
export function PlanDetailDialog({
  planId,
  onOpenChange,
  activePlanId,
  onStarted,
}: PlanDetailDialogProps) {
  const detail = usePlanDetail(planId);
  const data = detail.data;
  const dayId = useId();
  const [otherDay, setOtherDay] = useState('');
  const start = useActivatePlanAt({
    onFailure: (error) =>
      toast.error('Failed to activate reading plan.', {
        description: serverMessageOr(error, 'Please try again.'),
      }),
  });
  const days = data?.schedule.length ?? 0;
  const chosen = Number(otherDay);
  const otherValid = Number.isInteger(chosen) && chosen >= 1 && chosen <= days;

  const begin = (startDay?: number) => {
    if (planId === null) return;
    start.mutate(
      { planId, ...(startDay === undefined ? {} : { startDay }) },
      {
        onSuccess: (result) => {
          const switched = activePlanId !== null && activePlanId !== planId;
          toast.success(switched ? 'Plan switched' : 'Plan activated', {
            description:
              pausedDescription(result) ??
              `Today now follows “${result.plan.title}” from day ${result.plan.currentDay}.`,
          });
          onOpenChange(false);
          onStarted?.();
        },
      },
    );
  };

  return (
    <Dialog open={planId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="font-serif text-2xl">
            {data?.plan.title ?? 'Reading plan'}
          </DialogTitle>
          <DialogDescription>{data?.plan.description ?? 'Loading the plan…'}</DialogDescription>
        </DialogHeader>
        {detail.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load this plan. Please try again.
          </p>
        ) : !data ? (
          <div aria-hidden className="space-y-3">
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : (
          <>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
              <li>
                <Badge variant="secondary">{COLLECTION_LABELS[data.plan.collection]}</Badge>
              </li>
              <li className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4 text-gold" />
                {days} {days === 1 ? 'day' : 'days'}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Clock aria-hidden className="size-4 text-gold" />
                About {data.minutesPerDay} {data.minutesPerDay === 1 ? 'minute' : 'minutes'} a day
              </li>
            </ul>
            <section aria-labelledby={`${dayId}-schedule`}>
              <h3
                id={`${dayId}-schedule`}
                className="mb-2 inline-flex items-center gap-1.5 text-sm font-semibold"
              >
                <ListOrdered aria-hidden className="size-4 text-gold" />
                Full schedule
              </h3>
              <PlanSchedule
                id={`${dayId}-list`}
                plan={{ title: data.plan.title, schedule: data.schedule, currentDay: 1 }}
                showProgress={false}
              />
            </section>
            <DialogFooter className="flex-col items-stretch gap-3 sm:flex-col sm:items-stretch">
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() => begin()}
                  loading={start.isPending}
                  disabled={start.isPending}
                >
                  Start at day 1
                </Button>
                {data.calendarDay !== null && data.calendarDay > 1 && (
                  <Button
                    variant="outline"
                    onClick={() => begin(data.calendarDay ?? undefined)}
                    disabled={start.isPending}
                  >
                    Follow the calendar: start at day {data.calendarDay}
                  </Button>
                )}
              </div>
              <form
                className="flex flex-wrap items-end gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (otherValid) begin(chosen);
                }}
              >
                <div className="grid gap-1">
                  <Label htmlFor={dayId}>Or start at day</Label>
                  <Input
                    id={dayId}
                    inputMode="numeric"
                    value={otherDay}
                    onChange={(e) => setOtherDay(e.target.value.replace(/\D/g, ''))}
                    placeholder={`1-${days}`}
                    className="w-28"
                    aria-describedby={`${dayId}-hint`}
                  />
                </div>
                <Button type="submit" variant="outline" disabled={!otherValid || start.isPending}>
                  Start there
                </Button>
                <p id={`${dayId}-hint`} className="w-full text-xs text-muted-foreground">
                  Any day from 1 to {days}: catch-up counts from the day you choose.
                </p>
              </form>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
