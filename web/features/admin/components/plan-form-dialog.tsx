import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_PLAN_MAX_SESSIONS,
  PLAN_SESSION_TYPES,
  PLAN_TYPES,
  adminPlanInputSchema,
  type AdminPlan,
  type AdminPlanInput,
} from '@contract/admin.ts';
import { CircleAlert, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useCreateAdminPlan } from '../api/create-admin-plan.ts';
import { useUpdateAdminPlan } from '../api/update-admin-plan.ts';
import { PLAN_TYPE_LABEL, SESSION_TYPE_LABEL, serverMessageOr } from '../lib/format.ts';
import { toastFailure } from '../lib/notify.ts';
import { EMPTY_SESSION, defaultsFor, formMessage, type PlanFormInput } from './plan-form-values.ts';
import { PlanSessionFields } from './plan-session-fields.tsx';

interface PlanFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan to edit; null to create one. */
  plan: AdminPlan | null;
}

/** 'Create Plan' / 'Edit Plan': title, types, description and one or more session blocks. */
export function PlanFormDialog({ open, onOpenChange, plan }: PlanFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-0 p-0">
        {/* The content unmounts when the dialog closes, so each opening starts from the plan as it is now. */}
        <PlanForm
          key={plan?.id ?? 'new'}
          plan={plan}
          onDone={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function PlanForm({
  plan,
  onDone,
  onCancel,
}: {
  plan: AdminPlan | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const editing = plan !== null;
  const create = useCreateAdminPlan({
    onFailure: (error) => toastFailure(error, 'Failed to create plan'),
  });
  const update = useUpdateAdminPlan({
    onFailure: (error) => toastFailure(error, 'Failed to update plan'),
  });
  const pending = create.isPending || update.isPending;
  const [serverError, setServerError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<ReadonlySet<string>>(new Set());

  const form = useForm<PlanFormInput, unknown, AdminPlanInput>({
    resolver: zodResolver(adminPlanInputSchema),
    defaultValues: defaultsFor(plan),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, handleSubmit, formState, watch } = form;
  const sessions = useFieldArray({ control, name: 'sessions' });
  const errors = formState.errors;

  // The server's message is about what was sent: it goes as soon as the form changes.
  useEffect(() => {
    const subscription = watch(() => setServerError(null));
    return () => subscription.unsubscribe();
  }, [watch]);
  const invalidMessage = formState.submitCount > 0 ? formMessage(errors) : null;
  const message = invalidMessage ?? serverError;

  const onSubmit = handleSubmit((input) => {
    setServerError(null);
    // The toast is the mutation's own (onFailure above); the form also shows the server's words.
    const onError = (error: unknown) => {
      const readable = serverMessageOr(error, '');
      if (readable) setServerError(readable);
    };
    if (plan) {
      update.mutate(
        { id: plan.id, ...input },
        {
          onSuccess: ({ plan: saved }) => {
            toast.success('Plan Updated', { description: `“${saved.title}” has been saved.` });
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: ({ plan: saved }) => {
          toast.success('Plan Created', {
            description: `“${saved.title}” is now available to every reader.`,
          });
          onDone();
        },
        onError,
      });
    }
  });

  const togglePreview = (id: string) =>
    setPreviewing((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const invalid = (has: unknown) => (has ? true : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col">
      <DialogHeader className="px-6 pt-6">
        <DialogTitle>{editing ? 'Edit Plan' : 'Create Plan'}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'Changes reach every reader following this plan.'
            : 'A global plan every reader can find and follow.'}
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-5 px-6 pt-5 pb-6">
        <div className="grid gap-1.5">
          <Label htmlFor="plan-title">Plan Title</Label>
          <Input
            id="plan-title"
            aria-invalid={invalid(errors.title)}
            placeholder="e.g. Psalms of Trust"
            {...register('title')}
          />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="plan-type">Plan Type</Label>
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="plan-type" onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PLAN_TYPES.map((t) => (
                      <SelectItem key={t} value={t}>
                        {PLAN_TYPE_LABEL[t]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="plan-session-type">Session Type</Label>
            <Controller
              control={control}
              name="planType"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="plan-session-type" onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PLAN_SESSION_TYPES.map((t) => (
                      <SelectItem key={t} value={t}>
                        {SESSION_TYPE_LABEL[t]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
        </div>

        <div className="grid gap-1.5">
          <Label htmlFor="plan-description">Description</Label>
          <Textarea
            id="plan-description"
            aria-invalid={invalid(errors.description)}
            placeholder="What readers will find in this plan"
            className="min-h-20"
            {...register('description')}
          />
        </div>

        <div className="grid gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <h3 className="font-serif text-lg font-semibold">Sessions</h3>
            <p className="text-sm text-muted-foreground tabular-nums">
              {sessions.fields.length === 1 ? '1 session' : `${sessions.fields.length} sessions`}
            </p>
          </div>
          <ol className="grid gap-3">
            {sessions.fields.map((field, index) => (
              <li key={field.id}>
                <PlanSessionFields
                  form={form}
                  index={index}
                  fieldId={field.id}
                  count={sessions.fields.length}
                  editing={editing}
                  showPreview={editing && previewing.has(field.id)}
                  onTogglePreview={() => togglePreview(field.id)}
                  onRemove={() => sessions.remove(index)}
                />
              </li>
            ))}
          </ol>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={sessions.fields.length >= ADMIN_PLAN_MAX_SESSIONS}
            onClick={() => sessions.append({ ...EMPTY_SESSION })}
          >
            <Plus aria-hidden />
            Add Session
          </Button>
        </div>
      </div>

      <DialogFooter className="sticky bottom-0 z-10 flex-col items-stretch gap-3 border-t bg-popover px-6 py-4 sm:flex-row sm:items-center sm:justify-end">
        {message && (
          <Alert variant="destructive" className="py-2.5 sm:flex-1">
            <CircleAlert aria-hidden />
            <AlertDescription>{message}</AlertDescription>
          </Alert>
        )}
        <div className="flex gap-2 max-sm:*:flex-1">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {editing ? 'Save Changes' : 'Create Plan'}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
