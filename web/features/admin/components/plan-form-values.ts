import {
  PLAN_FIELDS_REQUIRED,
  type AdminPlan,
  type adminPlanInputSchema,
} from '@contract/admin.ts';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';

/** The admin plan form's values, before the schema parses them. */
export type PlanFormInput = z.input<typeof adminPlanInputSchema>;

export const EMPTY_SESSION = { reference: '', title: '', insight: '' };

export function defaultsFor(plan: AdminPlan | null): PlanFormInput {
  if (!plan) {
    return {
      title: '',
      description: '',
      type: 'book',
      planType: 'daily',
      sessions: [{ ...EMPTY_SESSION }],
    };
  }
  return {
    title: plan.title,
    description: plan.description,
    type: plan.type,
    planType: plan.planType,
    sessions: plan.sessions.length
      ? plan.sessions.map(({ reference, title, insight }) => ({ reference, title, insight }))
      : [{ ...EMPTY_SESSION }],
  };
}

/** The message for an invalid form: the spec's "required" line, else the first other problem (a length). */
export function formMessage(errors: FieldErrors<PlanFormInput>): string | null {
  const messages: string[] = [];
  const collect = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') messages.push(message);
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'message' && key !== 'type') collect(child);
    }
  };
  collect(errors);
  if (messages.length === 0) return null;
  return messages.includes(PLAN_FIELDS_REQUIRED) ? PLAN_FIELDS_REQUIRED : messages[0]!;
}
