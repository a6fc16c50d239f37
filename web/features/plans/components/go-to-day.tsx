import { useId, useState } from 'react';
import type { UserPlan } from '@contract/plans.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toast } from '@/lib/toast.ts';
import { useSetPlanDay } from '../api/get-catalogue.ts';
import { isPlanMovedOn, scheduleDays, serverMessageOr } from '../plan-format.ts';

/**
 * Under an active plan's schedule (decision 159): move to a chosen day, e.g. to pick up where a
 * printed schedule or another app left off. The server re-bases catch-up from that day.
 */
export function GoToDay({ plan }: { plan: UserPlan }) {
  const id = useId();
  const total = scheduleDays(plan.totalWeeks);
  const [value, setValue] = useState('');
  const move = useSetPlanDay({
    onFailure: (error) =>
      isPlanMovedOn(error)
        ? toast(serverMessageOr(error, 'Please try again.'))
        : toast.error('Failed to move to that day', {
            description: serverMessageOr(error, 'Please try again.'),
          }),
  });
  const day = Number(value);
  const valid = Number.isInteger(day) && day >= 1 && day <= total && day !== plan.currentDay;
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        move.mutate(
          { planId: plan.id, day, fromDay: plan.currentDay },
          {
            onSuccess: () => {
              toast.success(`Moved to day ${day}`);
              setValue('');
            },
          },
        );
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={id} className="text-xs">
          Go to day
        </Label>
        <Input
          id={id}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
          placeholder={`1-${total}`}
          className="h-8 w-24"
        />
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={!valid} loading={move.isPending}>
        Go
      </Button>
    </form>
  );
}
