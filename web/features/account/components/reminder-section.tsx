import { BellRing, RotateCw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  REMINDER_DAYS_MESSAGE,
  REMINDER_TIME_MESSAGE,
  REMINDER_TIME_PATTERN,
  WEEKDAYS,
  WEEKDAY_NAMES,
  type Weekday,
} from '@contract/reminders-rules.ts';
import type { ReminderSettings } from '@contract/reminders.ts';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { toast } from '@/lib/toast.ts';
import { useReminders } from '../api/get-reminders.ts';
import { useUpdateReminders } from '../api/update-reminders.ts';
import { serverMessageOr, zoneLabel } from '../format.ts';
import { AccountSection } from './account-section.tsx';

/** 'every day', 'weekdays', or the chosen days' names. */
export function describeDays(days: readonly Weekday[]): string {
  if (days.length === 7) return 'every day';
  if (days.length === 5 && !days.includes('sat') && !days.includes('sun')) return 'on weekdays';
  return `on ${days.map((d) => WEEKDAY_NAMES[d]).join(', ')}`;
}

/** The saved setting in one line, for the status under the form. */
export function describeReminder(saved: ReminderSettings): string {
  if (!saved.enabled) return 'Reminders are off.';
  return `Reminders are on: ${saved.time} ${describeDays(saved.days)}, ${zoneLabel(saved.timeZone)} time.`;
}

/**
 * Daily reminder (decision 126): an email at the reader's chosen local time on the chosen days,
 * with today's reference, its first verse and a link to Today. The time is read in the reader's
 * time zone (Profile), which the section names.
 */
export function ReminderSection() {
  const reminders = useReminders();
  return (
    <AccountSection
      title="Daily reminder"
      icon={<BellRing />}
      description="An email each morning (or whenever you choose) with today's passage, its first verse and a link to Today. Every email has a one-click unsubscribe link."
    >
      {reminders.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading your reminder">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : reminders.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            Unable to load your reminder. Please try again.
            <Button
              variant="outline"
              size="sm"
              onClick={() => void reminders.refetch()}
              loading={reminders.isFetching}
            >
              {!reminders.isFetching && <RotateCw aria-hidden />}
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        // Keyed by the saved setting: a save (or a new time zone) starts the form from it again.
        <ReminderForm key={JSON.stringify(reminders.data)} saved={reminders.data} />
      )}
    </AccountSection>
  );
}

function ReminderForm({ saved }: { saved: ReminderSettings }) {
  const uid = useId();
  const update = useUpdateReminders();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [time, setTime] = useState(saved.time);
  const [days, setDays] = useState<Weekday[]>(saved.days);
  const [errors, setErrors] = useState<{ time?: string; days?: string }>({});

  const dirty =
    enabled !== saved.enabled || time !== saved.time || days.join() !== saved.days.join();

  const toggleDay = (day: Weekday, on: boolean) => {
    setDays((current) => WEEKDAYS.filter((d) => (d === day ? on : current.includes(d))));
    if (on) setErrors((e) => ({ ...e, days: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      time: REMINDER_TIME_PATTERN.test(time) ? undefined : REMINDER_TIME_MESSAGE,
      days: enabled && days.length === 0 ? REMINDER_DAYS_MESSAGE : undefined,
    };
    setErrors(next);
    if (next.time || next.days) return;
    update.mutate(
      { enabled, time, days },
      {
        onSuccess: (result) =>
          void toast.success('Reminder Saved', { description: describeReminder(result) }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex items-center gap-3">
        <Switch
          id={`${uid}-enabled`}
          checked={enabled}
          onCheckedChange={setEnabled}
          aria-describedby={`${uid}-status`}
        />
        <Label htmlFor={`${uid}-enabled`}>Email me a daily reminder</Label>
      </div>

      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1.5">
        <Label htmlFor={`${uid}-time`}>Time</Label>
        <Input
          id={`${uid}-time`}
          type="time"
          step={60}
          required
          value={time}
          onChange={(e) => {
            setTime(e.target.value);
            setErrors((er) => ({ ...er, time: undefined }));
          }}
          aria-describedby={`${uid}-zone${errors.time ? ` ${uid}-time-error` : ''}`}
          aria-invalid={errors.time ? true : undefined}
          className="w-40 max-w-full"
        />
        <p id={`${uid}-zone`} className="text-sm text-muted-foreground">
          In your time zone, {zoneLabel(saved.timeZone)} (change it under Profile).
        </p>
        {errors.time && (
          <p id={`${uid}-time-error`} className="text-sm text-destructive">
            {errors.time}
          </p>
        )}
      </div>

      <fieldset
        className="grid min-w-0 gap-2"
        aria-describedby={errors.days ? `${uid}-days-error` : undefined}
      >
        <legend className="mb-1.5 text-sm leading-none font-medium">Days</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((d) => (
            <label key={d} className="flex min-h-11 items-center gap-2 text-sm md:min-h-8">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={days.includes(d)}
                onChange={(e) => toggleDay(d, e.target.checked)}
              />
              {WEEKDAY_NAMES[d]}
            </label>
          ))}
        </div>
        {errors.days && (
          <p id={`${uid}-days-error`} className="text-sm text-destructive">
            {errors.days}
          </p>
        )}
      </fieldset>

      {update.isError && (
        <Alert variant="destructive">
          <AlertDescription>
            {serverMessageOr(update.error, 'Unable to save your reminder. Please try again.')}
          </AlertDescription>
        </Alert>
      )}

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" loading={update.isPending} disabled={!dirty}>
          Save Reminder
        </Button>
        <p id={`${uid}-status`} role="status" className="text-sm text-muted-foreground">
          {dirty ? 'Unsaved changes.' : describeReminder(saved)}
        </p>
      </div>
    </form>
  );
}
