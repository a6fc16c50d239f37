import { Gift } from 'lucide-react';
import { toast } from '@/lib/toast.ts';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { cn } from '@/lib/utils.ts';
import { useFreeMode } from '../api/get-free-mode.ts';
import { useSetFreeMode } from '../api/set-free-mode.ts';
import { toastFailure } from '../lib/notify.ts';
import { ModelInsightsSetting } from './model-insights-setting.tsx';

const SWITCH_ID = 'free-mode-switch';
const DESCRIPTION_ID = 'free-mode-description';

/** 'Application Settings': the app-wide Free Mode switch and model-written insights (decision 148). */
export function FreeModeCard({ id, className }: { id: string; className?: string }) {
  const freeMode = useFreeMode();
  const setFreeMode = useSetFreeMode({
    onFailure: (error) =>
      toastFailure(error, 'Failed to update free mode setting. Please try again.'),
  });
  const on = freeMode.data?.freeMode ?? false;

  const onChange = (enabled: boolean) =>
    setFreeMode.mutate(enabled, {
      onSuccess: (result) =>
        toast.success('Free Mode Updated', {
          description: result.freeMode
            ? 'Free mode is on: every reader has notebook access and subscribing is paused.'
            : 'Free mode is off: notebook access follows each membership again.',
        }),
    });

  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn(
        'scroll-mt-24 rounded-xl border bg-card p-5 shadow-soft outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:p-6',
        className,
      )}
    >
      <h2 id={`${id}-title`} className="font-serif text-xl font-semibold tracking-tight">
        Application Settings
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">These apply to every reader at once.</p>
      <div
        className={cn(
          'mt-5 flex items-center gap-4 rounded-lg border p-4 transition-colors',
          on && 'border-success/35 bg-success/8',
        )}
      >
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-gold transition-colors max-sm:hidden',
            on && 'bg-success text-background',
          )}
        >
          <Gift aria-hidden className="size-5" strokeWidth={1.9} />
        </span>
        <div className="min-w-0 flex-1">
          <Label htmlFor={SWITCH_ID} className="text-base">
            Free Mode
          </Label>
          <p id={DESCRIPTION_ID} className="mt-1 text-sm leading-relaxed text-muted-foreground">
            Everyone gets notebook access, and subscribing is paused while it is on.
          </p>
        </div>
        {freeMode.isPending ? (
          <Skeleton className="h-6 w-11 rounded-full" />
        ) : (
          <Switch
            id={SWITCH_ID}
            aria-describedby={DESCRIPTION_ID}
            checked={on}
            disabled={freeMode.isError || setFreeMode.isPending}
            onCheckedChange={onChange}
          />
        )}
      </div>
      {freeMode.isError && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          The free mode setting could not be loaded. Please refresh the page.
        </p>
      )}
      <ModelInsightsSetting />
    </section>
  );
}
