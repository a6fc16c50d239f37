import { Eye, Trash2 } from 'lucide-react';
import { Suspense, lazy } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AdminPlanInput } from '@contract/admin.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/utils.ts';
import type { PlanFormInput } from './plan-form-values.ts';

const InsightMarkdown = lazy(() => import('@/components/safe-markdown.tsx'));

interface PlanSessionFieldsProps {
  form: UseFormReturn<PlanFormInput, unknown, AdminPlanInput>;
  /** The session's place in the form (0-based) and the field array's id for it. */
  index: number;
  fieldId: string;
  /** How many sessions the form holds: the last one cannot be removed. */
  count: number;
  /** Editing an existing plan: the insight can be previewed as the reader sees it. */
  editing: boolean;
  showPreview: boolean;
  onTogglePreview: () => void;
  onRemove: () => void;
}

/** One session block of the plan form: reference, title and insight (with its preview). */
export function PlanSessionFields({
  form,
  index,
  fieldId,
  count,
  editing,
  showPreview,
  onTogglePreview,
  onRemove,
}: PlanSessionFieldsProps) {
  const { register, watch, formState } = form;
  const n = index + 1;
  const base = `plan-session-${fieldId}`;
  const fieldErrors = formState.errors.sessions?.[index];
  const invalid = (has: unknown) => (has ? true : undefined);
  return (
    <fieldset className="relative grid gap-4 rounded-xl border bg-muted/40 p-4">
      {/* Floated, the legend lays out like any block while still naming the group. */}
      <legend className="float-left flex min-h-8 items-center pr-12 text-sm font-semibold">
        Session {n}
      </legend>
      {count > 1 && (
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={`Remove Session ${n}`}
          title={`Remove Session ${n}`}
          className="absolute top-3 right-3 text-muted-foreground hover:text-destructive"
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${base}-reference`}>Bible Reference</Label>
          <Input
            id={`${base}-reference`}
            aria-invalid={invalid(fieldErrors?.reference)}
            placeholder="e.g. John 10:1-18"
            {...register(`sessions.${index}.reference`)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${base}-title`}>Session Title</Label>
          <Input
            id={`${base}-title`}
            aria-invalid={invalid(fieldErrors?.title)}
            placeholder="e.g. The Good Shepherd"
            {...register(`sessions.${index}.title`)}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-end justify-between gap-3">
          <Label htmlFor={`${base}-insight`}>Session Insight</Label>
          {editing && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-pressed={showPreview}
              aria-label={`Preview Session ${n} insight`}
              className={cn('-my-1 h-7 px-2 md:h-7', showPreview && 'bg-accent')}
              onClick={onTogglePreview}
            >
              <Eye aria-hidden />
              Preview
            </Button>
          )}
        </div>
        <Textarea
          id={`${base}-insight`}
          aria-invalid={invalid(fieldErrors?.insight)}
          aria-describedby={editing ? `${base}-insight-hint` : undefined}
          placeholder="The note readers see with this passage"
          className={cn('min-h-28', showPreview && 'hidden')}
          {...register(`sessions.${index}.insight`)}
        />
        {showPreview && (
          <div className="min-h-28 rounded-lg border bg-card px-3 py-2.5">
            <Suspense fallback={<Skeleton className="h-16 w-full" />}>
              <PreviewBody text={watch(`sessions.${index}.insight`) ?? ''} />
            </Suspense>
          </div>
        )}
        {editing && (
          <p id={`${base}-insight-hint`} className="text-xs text-muted-foreground">
            Markdown is allowed: **bold**, *italic*, lists and links.
          </p>
        )}
      </div>
    </fieldset>
  );
}

function PreviewBody({ text }: { text: string }) {
  if (!text.trim()) {
    return <p className="text-sm text-muted-foreground italic">Nothing to preview yet.</p>;
  }
  return <InsightMarkdown size="sm">{text}</InsightMarkdown>;
}
