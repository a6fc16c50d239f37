import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Sparkles } from 'lucide-react';
import { useCallback, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- form validation; this dialog is its own lazy chunk
import { z } from 'zod';
import type { Allowance } from '@contract/membership.ts';
import {
  DEFAULT_PLAN_SESSIONS,
  MAX_PLAN_SESSIONS,
  MIN_PLAN_SESSIONS,
  SESSIONS_MESSAGE,
  TOPIC_REQUIRED_MESSAGE,
  guessPlanKind,
  normalizeText,
} from '@contract/plans-rules.ts';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- form validation; this dialog is its own lazy chunk
import { planTypeSchema, type PlanType } from '@contract/plans.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { useCreatePlan } from '../api/create-plan.ts';
import { INSIGHT_WORDS, PLAN_TYPE_LABELS, isLimitReached } from '../plan-format.ts';
import { GatedCreateButton, createGate } from './create-plan-gate.tsx';
import { TopicCombobox } from './topic-combobox.tsx';

/** The dialog's fields: the typed topic, the chosen suggestion, the plan type and optional sessions. */
const formSchema = z
  .object({
    topic: z.string(),
    suggestion: z.string().nullable(),
    planType: planTypeSchema,
    sessions: z.string(),
  })
  .superRefine((v, ctx) => {
    if (normalizeText(v.suggestion ?? v.topic) === '') {
      ctx.addIssue({ code: 'custom', path: ['topic'], message: TOPIC_REQUIRED_MESSAGE });
    }
    const s = v.sessions.trim();
    if (s !== '') {
      const n = Number(s);
      if (!/^\d+$/.test(s) || n < MIN_PLAN_SESSIONS || n > MAX_PLAN_SESSIONS) {
        ctx.addIssue({ code: 'custom', path: ['sessions'], message: SESSIONS_MESSAGE });
      }
    }
  });
type FormValues = z.infer<typeof formSchema>;

const EMPTY: FormValues = { topic: '', suggestion: null, planType: 'daily', sessions: '' };

export interface CreatePlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  allowance: Allowance;
}

/** 'Create a New Reading Plan': a topic, a plan type and an optional length. */
export function CreatePlanDialog({ open, onOpenChange, allowance }: CreatePlanDialogProps) {
  const create = useCreatePlan({
    onFailure: (error) => {
      if (isLimitReached(error)) {
        toast.error('Plan Limit Reached', {
          description: "You've reached your monthly plan creation limit for your current tier.",
        });
        form.reset(EMPTY);
        onOpenChange(false);
        return;
      }
      toast.error('Error', { description: 'Failed to create reading plan. Please try again.' });
    },
  });
  const uid = useId();
  const listOpen = useRef(false);
  const onListOpenChange = useCallback((o: boolean) => {
    listOpen.current = o;
  }, []);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const planType = form.watch('planType');
  const { errors } = form.formState;
  const pending = create.isPending;

  const close = (next: boolean) => {
    if (pending && !next) return; // the plan is being written: stay until it is done
    if (!next) {
      form.reset(EMPTY);
      create.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((values) => {
    // Enter in a field submits the form: a reader who cannot create meets the button's popover instead.
    if (createGate(allowance) !== 'open') return;
    const content = normalizeText(values.suggestion ?? values.topic);
    const sessions = values.sessions.trim() === '' ? undefined : Number(values.sessions);
    create.mutate(
      { content, type: guessPlanKind(content), planType: values.planType, sessions },
      {
        onSuccess: (plan) => {
          toast.success('Plan Created', {
            description: `“${plan.title}” is in Your Plans. Activate it when you're ready.`,
          });
          form.reset(EMPTY);
          onOpenChange(false);
        },
      },
    );
  });

  const ids = {
    topic: `${uid}-topic`,
    topicHelp: `${uid}-topic-help`,
    topicError: `${uid}-topic-error`,
    type: `${uid}-type`,
    sessions: `${uid}-sessions`,
    sessionsHelp: `${uid}-sessions-help`,
    sessionsError: `${uid}-sessions-error`,
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="sm:max-w-xl"
        onEscapeKeyDown={(event) => {
          // Escape first closes the suggestions, then the dialog.
          if (listOpen.current || pending) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (pending) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>Create a New Reading Plan</DialogTitle>
          <DialogDescription>
            Name a book, a passage or a theme, and Lamplight will gather real passages into a plan
            you can follow day by day.
          </DialogDescription>
        </DialogHeader>

        <form id={`${uid}-form`} className="grid gap-5" onSubmit={onSubmit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={ids.topic}>What would you like to study?</Label>
            <Controller
              control={form.control}
              name="topic"
              render={({ field }) => (
                <TopicCombobox
                  id={ids.topic}
                  value={field.value}
                  disabled={pending}
                  chosen={form.watch('suggestion')}
                  invalid={Boolean(errors.topic)}
                  describedBy={errors.topic ? ids.topicError : ids.topicHelp}
                  onListOpenChange={onListOpenChange}
                  onType={(text) => {
                    field.onChange(text);
                    form.setValue('suggestion', null);
                    if (errors.topic) form.clearErrors('topic');
                  }}
                  onChoose={(suggestion) => {
                    field.onChange(suggestion);
                    form.setValue('suggestion', suggestion);
                    form.clearErrors('topic');
                  }}
                />
              )}
            />
            {errors.topic ? (
              <p id={ids.topicError} className="text-sm text-destructive">
                {errors.topic.message}
              </p>
            ) : (
              <p id={ids.topicHelp} className="text-sm text-muted-foreground">
                Type at least 3 letters for suggestions.
              </p>
            )}
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={ids.type}>Plan Type</Label>
              <Controller
                control={form.control}
                name="planType"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    onValueChange={(v) => field.onChange(v as PlanType)}
                    disabled={pending}
                  >
                    <SelectTrigger id={ids.type}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="daily">{PLAN_TYPE_LABELS.daily}</SelectItem>
                      <SelectItem value="session">{PLAN_TYPE_LABELS.session}</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={ids.sessions}>
                Sessions <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input
                id={ids.sessions}
                type="number"
                inputMode="numeric"
                min={MIN_PLAN_SESSIONS}
                max={MAX_PLAN_SESSIONS}
                step={1}
                placeholder={`Default: ${DEFAULT_PLAN_SESSIONS[planType]}`}
                disabled={pending}
                aria-invalid={errors.sessions ? true : undefined}
                aria-describedby={errors.sessions ? ids.sessionsError : ids.sessionsHelp}
                {...form.register('sessions')}
              />
              {errors.sessions ? (
                <p id={ids.sessionsError} className="text-sm text-destructive">
                  {errors.sessions.message}
                </p>
              ) : (
                <p id={ids.sessionsHelp} className="text-sm text-muted-foreground">
                  {MIN_PLAN_SESSIONS} to {MAX_PLAN_SESSIONS}; {DEFAULT_PLAN_SESSIONS[planType]} if
                  left empty.
                </p>
              )}
            </div>
          </div>

          <div className="rounded-xl border bg-accent/50 p-4">
            <p className="flex items-center gap-2 text-sm font-semibold">
              <Sparkles aria-hidden className="size-4 text-gold" />
              Every plan includes
            </p>
            <ul className="mt-3 grid gap-2 text-sm">
              {[
                `AI-generated insights (${INSIGHT_WORDS[planType]} words each)`,
                'Custom reflection questions',
                'Progress tracking and streaks',
                'Cultural and literary context',
              ].map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          {/* Decision 097: plans are shared by default, so the reader learns it before creating. */}
          <p className="text-sm text-muted-foreground">
            Plans you create can be found by other readers under their title and description. Your
            name is never shown with them.
          </p>
        </form>

        <DialogFooter className="sm:items-center">
          <p
            role="status"
            className="mr-auto text-sm text-muted-foreground empty:sr-only max-sm:text-center"
          >
            {pending ? 'Creating your plan… this can take a few seconds.' : ''}
          </p>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <GatedCreateButton allowance={allowance} form={`${uid}-form`} pending={pending} />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
