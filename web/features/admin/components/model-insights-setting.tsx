import { BookOpenText, Sparkles } from 'lucide-react';
import type { ModelInsights } from '@contract/admin.ts';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { useModelInsights, useSetModelInsights } from '../api/model-insights.ts';
import { toastFailure } from '../lib/notify.ts';

const SWITCH_ID = 'model-insights-switch';
const DESCRIPTION_ID = 'model-insights-description';

/** What readers get now, in words. */
export function modelInsightsState(state: ModelInsights): string {
  if (!state.configured)
    return "No model is set up, so every reader gets Lamplight's study notes whatever this says.";
  return state.modelInsights
    ? 'On: readers get insights written by the model and checked against the text; a reader can still choose study notes only.'
    : "Off: every reader gets Lamplight's study notes, and no model is called.";
}

/** The administrator's switch for model-written insights, for everyone (decision 148). */
export function ModelInsightsSetting() {
  const query = useModelInsights();
  const set = useSetModelInsights({
    onFailure: (error) =>
      toastFailure(error, 'Failed to update the model insights setting. Please try again.'),
  });
  const on = query.data?.modelInsights ?? true;

  return (
    <>
      <div
        className={cn(
          'mt-3 flex items-center gap-4 rounded-lg border p-4 transition-colors',
          on && query.data?.configured && 'border-success/35 bg-success/8',
        )}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-gold max-sm:hidden">
          {on ? (
            <Sparkles aria-hidden className="size-5" strokeWidth={1.9} />
          ) : (
            <BookOpenText aria-hidden className="size-5" strokeWidth={1.9} />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <Label htmlFor={SWITCH_ID} className="text-base">
            Model-written insights
          </Label>
          <p id={DESCRIPTION_ID} className="mt-1 text-sm leading-relaxed text-muted-foreground">
            {query.data ? modelInsightsState(query.data) : 'Loading the setting…'}
          </p>
        </div>
        {query.isPending ? (
          <Skeleton className="h-6 w-11 rounded-full" />
        ) : (
          <Switch
            id={SWITCH_ID}
            aria-describedby={DESCRIPTION_ID}
            checked={on}
            disabled={query.isError || set.isPending}
            onCheckedChange={(enabled) =>
              set.mutate(enabled, {
                onSuccess: (result) =>
                  toast.success('Model Insights Updated', {
                    description: modelInsightsState(result),
                  }),
              })
            }
          />
        )}
      </div>
      {query.isError && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          The model insights setting could not be loaded. Please refresh the page.
        </p>
      )}
    </>
  );
}
