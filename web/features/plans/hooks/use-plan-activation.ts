import { toast } from '@/lib/toast.ts';
import type { ActivatePlanResult } from '@contract/plans.ts';
import { useActivatePlan } from '../api/activate-plan.ts';
import type { RefreshPlanViewsOptions } from '../api/refresh-plan-views.ts';
import { serverMessageOr } from '../plan-format.ts';

/** 'switch' reports failures as the Switch Plan menu does; 'activate' as the plans page does. */
export type ActivationFailure = 'switch' | 'activate';

export interface ActivateOptions {
  /** The plan Today follows before this activation (null when none): a different one means a switch. */
  currentPlanId: number | null;
  onActivated?: (result: ActivatePlanResult) => void;
  /** After the failure toast. */
  onFailed?: () => void;
}

/** "Paused: Seven Days of Prayer" when activation paused plans to stay within the tier's limit. */
export function pausedDescription(result: ActivatePlanResult): string | undefined {
  if (result.paused.length === 0) return undefined;
  return `Paused: ${result.paused.map((p) => p.title).join(', ')}`;
}

/**
 * Activate, Use Plan, Study Again and Switch Plan, with their toasts. Activation never
 * fails at the active limit: it pauses the least recently activated plans, and says which.
 * `refresh` says which views to reload afterwards (a switch on Today sets today's reading itself).
 */
export function usePlanActivation(
  failure: ActivationFailure,
  refresh: RefreshPlanViewsOptions = {},
) {
  const mutation = useActivatePlan(refresh, {
    onFailure: (error) => {
      if (failure === 'switch') {
        toast.error('Failed to switch plan', {
          description: serverMessageOr(error, 'Please try again.'),
        });
      } else {
        toast.error('Failed to activate reading plan.', {
          description: serverMessageOr(error, 'Please try again.'),
        });
      }
    },
  });

  const activate = (planId: number, options: ActivateOptions) =>
    mutation.mutate(planId, {
      onSuccess: (result) => {
        const switched = options.currentPlanId !== null && options.currentPlanId !== planId;
        toast.success(switched ? 'Plan switched' : 'Plan activated', {
          description: pausedDescription(result) ?? `Today now follows “${result.plan.title}”.`,
        });
        options.onActivated?.(result);
      },
      onError: () => options.onFailed?.(),
    });

  return {
    activate,
    isPending: mutation.isPending,
    /** The plan being activated right now, for its button's spinner. */
    pendingPlanId: mutation.isPending ? mutation.variables : null,
  };
}
