import type { AdminPlan } from '@contract/admin.ts';
import {
  CalendarDays,
  LibraryBig,
  ListOrdered,
  Pencil,
  Plus,
  Star,
  StarOff,
  Trash2,
  UserRound,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDeleteAdminPlan } from '../api/delete-admin-plan.ts';
import { useFeatureAdminPlan } from '../api/feature-admin-plan.ts';
import { useAdminPlans } from '../api/get-admin-plans.ts';
import { PLAN_TYPE_LABEL, SESSION_TYPE_SHORT, plural } from '../lib/format.ts';
import { toastFailure } from '../lib/notify.ts';
import { AdminHeader, AdminHeaderSkeleton, LoadingStatus } from './admin-frame.tsx';
import { PlanFormDialog } from './plan-form-dialog.tsx';

export const DELETE_PLAN_CONFIRM = 'Are you sure you want to delete this plan?';

/** /admin/plans: the global plans, with create, edit, feature and delete. */
export function AdminPlansPage() {
  const plans = useAdminPlans();
  const [dialog, setDialog] = useState<{ open: boolean; plan: AdminPlan | null }>({
    open: false,
    plan: null,
  });
  const openCreate = () => setDialog({ open: true, plan: null });
  const openEdit = (plan: AdminPlan) => setDialog({ open: true, plan });

  const list = plans.data?.plans ?? [];
  const featured = list.filter((p) => p.isFeatured).length;

  return (
    <>
      <AdminHeader
        back={{ to: '/admin', label: 'Dashboard' }}
        title="Manage Plans"
        description="The global reading plans every reader can find and follow."
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden />
            Create Plan
          </Button>
        }
      >
        {plans.isSuccess && list.length > 0 && (
          <p className="mt-2 text-sm text-muted-foreground">
            {plural(list.length, 'plan')} · {featured} featured
          </p>
        )}
      </AdminHeader>

      {plans.isPending ? (
        <>
          <LoadingStatus label="Loading plans…" />
          <PlanListSkeleton />
        </>
      ) : plans.isError ? (
        <p role="alert" className="rounded-xl border bg-card p-6 text-sm text-destructive">
          The plans could not be loaded. Please refresh the page.
        </p>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card/60 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-gold">
            <LibraryBig aria-hidden className="size-6" />
          </span>
          <p className="mt-4 max-w-sm text-muted-foreground">
            No plans found. Create your first plan to get started.
          </p>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label="Plans">
          {list.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} onEdit={() => openEdit(plan)} />
            </li>
          ))}
        </ul>
      )}

      <PlanFormDialog
        open={dialog.open}
        plan={dialog.plan}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </>
  );
}

function PlanCard({ plan, onEdit }: { plan: AdminPlan; onEdit: () => void }) {
  const failed = { onFailure: (error: unknown) => toastFailure(error, 'Failed to update plan') };
  const feature = useFeatureAdminPlan(failed);
  const remove = useDeleteAdminPlan(failed);
  const titleId = `plan-${plan.id}-title`;

  const toggleFeatured = () =>
    feature.mutate(
      { id: plan.id, isFeatured: !plan.isFeatured },
      {
        onSuccess: ({ plan: saved }) =>
          saved.isFeatured
            ? toast.success('Plan Featured', {
                description: `“${saved.title}” is now featured for readers.`,
              })
            : toast.success('Plan Unfeatured', {
                description: `“${saved.title}” is no longer featured.`,
              }),
      },
    );

  const onDelete = () => {
    if (!window.confirm(DELETE_PLAN_CONFIRM)) return;
    remove.mutate(plan.id, {
      onSuccess: ({ readersAffected }) =>
        toast.success('Plan Deleted', {
          description:
            readersAffected > 0
              ? `“${plan.title}” was removed; ${plural(readersAffected, 'reader')} will choose a new plan.`
              : `“${plan.title}” is no longer offered to readers.`,
        }),
    });
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border bg-card shadow-soft transition-opacity data-[busy]:opacity-60 md:flex-row md:items-start md:gap-6 md:p-6"
      data-busy={remove.isPending || undefined}
    >
      <div className="min-w-0 flex-1 p-5 md:p-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h2 id={titleId} className="font-serif text-xl leading-snug font-semibold break-words">
            {plan.title}
          </h2>
          {plan.isFeatured && (
            <Badge variant="gold">
              <Star aria-hidden className="fill-current" />
              Featured
            </Badge>
          )}
        </div>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge variant="secondary">{PLAN_TYPE_LABEL[plan.type]}</Badge>
          <Badge variant="outline">{SESSION_TYPE_SHORT[plan.planType]}</Badge>
        </div>
        <p className="mt-3 line-clamp-2 leading-relaxed text-muted-foreground">
          {plan.description}
        </p>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm">
          <Meta icon={Users} term="Readers" value={plural(plan.userCount, 'reader')} />
          <Meta icon={CalendarDays} term="Length" value={plural(plan.totalWeeks, 'week')} />
          <Meta icon={ListOrdered} term="Sessions" value={plural(plan.sessionCount, 'session')} />
          <Meta icon={UserRound} term="Author" value={`by ${plan.authorName}`} />
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t px-5 py-3 max-md:*:flex-1 md:shrink-0 md:flex-nowrap md:border-0 md:p-0">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${plan.title}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={toggleFeatured}
          loading={feature.isPending}
          aria-label={`${plan.isFeatured ? 'Unfeature' : 'Feature'} ${plan.title}`}
          className="min-w-[6.5rem]"
        >
          {!feature.isPending && (plan.isFeatured ? <StarOff aria-hidden /> : <Star aria-hidden />)}
          {plan.isFeatured ? 'Unfeature' : 'Feature'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          loading={remove.isPending}
          aria-label={`Delete ${plan.title}`}
          className="text-destructive hover:border-destructive/40 hover:bg-destructive/8"
        >
          {!remove.isPending && <Trash2 aria-hidden />}
          Delete
        </Button>
      </div>
    </article>
  );
}

function Meta({ icon: Icon, term, value }: { icon: typeof Users; term: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5 text-muted-foreground">
      <Icon aria-hidden className="size-4 shrink-0 opacity-80" />
      <dt className="sr-only">{term}</dt>
      <dd className="text-foreground/85">{value}</dd>
    </div>
  );
}

function PlanListSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="flex flex-col rounded-xl border bg-card md:flex-row md:items-start md:gap-6 md:p-6"
        >
          <div className="flex-1 p-5 md:p-0">
            <Skeleton className="h-6 w-64 max-w-full" />
            <div className="mt-2.5 flex gap-1.5">
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-5 w-24 rounded-full" />
            </div>
            <Skeleton className="mt-4 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-2/3" />
            <Skeleton className="mt-4 h-4 w-80 max-w-full" />
          </div>
          <div className="flex justify-end gap-2 border-t px-5 py-3 md:border-0 md:p-0">
            <Skeleton className="h-9 w-16 md:h-8" />
            <Skeleton className="h-9 w-26 md:h-8" />
            <Skeleton className="h-9 w-20 md:h-8" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function AdminPlansSkeleton() {
  return (
    <div aria-hidden>
      <AdminHeaderSkeleton back actions />
      <PlanListSkeleton />
    </div>
  );
}
