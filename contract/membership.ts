import { z } from 'zod';
import { DEFAULT_ALLOWANCE, TIERS } from './membership-rules.ts';

export * from './membership-rules.ts';

export const tierSchema = z.enum(TIERS);

/** Plan creation allowance. */
export const allowanceSchema = z.object({
  canCreateCustom: z.boolean(),
  customPlansRemaining: z.number(),
  canActivateMore: z.boolean(),
  activeCount: z.number(),
  maxActive: z.number(),
  tier: tierSchema,
  monthlyLimit: z.number(),
  plansCreatedThisMonth: z.number(),
  nextResetDate: z.string(),
});
export type Allowance = z.infer<typeof allowanceSchema>;
// The zod-free default has exactly the schema's shape (a type error here otherwise).
const _defaultAllowance: Allowance = DEFAULT_ALLOWANCE;

export const membershipStatusSchema = allowanceSchema.extend({
  freeMode: z.boolean(),
  subscriptionStatus: z.string().nullable(),
  limits: z.object({ notebookAccess: z.boolean() }),
  paymentsEnabled: z.boolean(),
});
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;
