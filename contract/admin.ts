import { z } from 'zod';
import { TIERS, tierSchema } from './membership.ts';

/** Spec §5: the message for a membership change without a tier or a reason. */
export const MEMBERSHIP_CHANGE_REQUIRED = 'Please select a tier and provide a reason';
/** Spec §5: the message for an admin plan with a blank title, description or session field. */
export const PLAN_FIELDS_REQUIRED =
  'Please fill in all required fields (title, description, and all session fields)';

export const ADMIN_USERS_DEFAULT_PAGE_SIZE = 25;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
/** Newest activity items shown on the admin user detail. */
export const ADMIN_ACTIVITY_LIMIT = 20;
export const ADMIN_PLAN_MAX_SESSIONS = 366;
export const MEMBERSHIP_REASON_MAX = 1000;

export const PLAN_TYPES = ['book', 'theme', 'custom'] as const;
export const PLAN_SESSION_TYPES = ['daily', 'session'] as const;

// PostgreSQL text cannot hold NUL; refusing it here turns hostile input into a 400, not a database error.
const noNul = (v: string) => !v.includes('\u0000');

/** A required text field: blank (or missing) gives `requiredMessage`; longer than `max` names the field. */
const requiredText = (requiredMessage: string, label: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noNul, `${label} contains a character we cannot store`);

// ── dashboard ──────────────────────────────────────────────────────────────

/** GET /api/admin/stats: the four dashboard figures (spec "Admin dashboard"). */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  premiumUsers: z.number(),
  basicUsers: z.number(),
  /** Plans created by readers (custom plans), not counting deleted ones. */
  totalPlansCreated: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ── users ──────────────────────────────────────────────────────────────────

/** GET /api/admin/users query: case-insensitive search over email, first and last name; 1-based pages. */
export const adminUsersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, 'The search text must be at most 200 characters')
    .refine(noNul, 'The search text contains a character we cannot search for')
    .optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_USERS_MAX_PAGE_SIZE)
    .default(ADMIN_USERS_DEFAULT_PAGE_SIZE),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** One row of the 'All Users' list. `name` is the full name, or the email when the reader gave none. */
export const adminUserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  membershipTier: tierSchema,
  plansCreated: z.number(),
  currentStreakDays: z.number(),
  totalReadingDays: z.number(),
  createdAt: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** Path parameter naming a user. */
export const adminUserParamsSchema = z.object({
  userId: z.string().min(1).max(128).refine(noNul, 'Invalid user id'),
});

/** Activity item. */
export const activityItemSchema = z.object({
  id: z.number(),
  action: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /api/admin/users/{userId} (spec "Admin user detail"). */
export const adminUserDetailSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    createdAt: z.string(),
    membershipTier: tierSchema,
    subscriptionStatus: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  }),
  stats: z.object({
    plansCreated: z.number(),
    plansCreatedThisMonth: z.number(),
    currentStreakDays: z.number(),
    longestStreakDays: z.number(),
    totalReadingDays: z.number(),
  }),
  activity: z.array(activityItemSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** PATCH /api/admin/users/{userId}/membership body (a tier and a non-blank reason). */
export const membershipChangeSchema = z.object(
  {
    membershipTier: z.enum(TIERS, { error: MEMBERSHIP_CHANGE_REQUIRED }),
    reason: requiredText(MEMBERSHIP_CHANGE_REQUIRED, 'The reason', MEMBERSHIP_REASON_MAX),
  },
  { error: MEMBERSHIP_CHANGE_REQUIRED },
);
export type MembershipChangeInput = z.infer<typeof membershipChangeSchema>;

export const membershipChangeResultSchema = z.object({ user: adminUserSummarySchema });
export type MembershipChangeResult = z.infer<typeof membershipChangeResultSchema>;

// ── free mode ──────────────────────────────────────────────────────────────

export const freeModeSchema = z.object({ freeMode: z.boolean() });
export type FreeMode = z.infer<typeof freeModeSchema>;

export const freeModeUpdateSchema = z.object(
  { enabled: z.boolean({ error: 'enabled must be true or false' }) },
  { error: 'enabled must be true or false' },
);
export type FreeModeUpdate = z.infer<typeof freeModeUpdateSchema>;

// ── model-written insights (decision 148) ──────────────────────────────────

/** Whether the configured model writes insights for everyone (`configured`: a model is set up at all). */
export const modelInsightsSchema = z.object({
  modelInsights: z.boolean(),
  configured: z.boolean(),
});
export type ModelInsights = z.infer<typeof modelInsightsSchema>;

// ── global plans ───────────────────────────────────────────────────────────

/** One session block of the admin plan form; `insight` is markdown. */
export const adminPlanSessionInputSchema = z.object(
  {
    reference: requiredText(PLAN_FIELDS_REQUIRED, 'A Bible reference', 200),
    title: requiredText(PLAN_FIELDS_REQUIRED, 'A session title', 200),
    // Blank is allowed here for curated plans (the reader then gets the study notes); the server
    // still requires it for other plans, with the same message (decision 101).
    insight: z
      .string({ error: PLAN_FIELDS_REQUIRED })
      .trim()
      .max(20_000, 'A session insight must be at most 20000 characters')
      .refine(noNul, 'A session insight contains a character we cannot store')
      .optional(),
  },
  { error: PLAN_FIELDS_REQUIRED },
);
export type AdminPlanSessionInput = z.infer<typeof adminPlanSessionInputSchema>;

/** POST /api/admin/plans and PUT /api/admin/plans/{id} body. */
export const adminPlanInputSchema = z.object(
  {
    title: requiredText(PLAN_FIELDS_REQUIRED, 'The title', 200),
    description: requiredText(PLAN_FIELDS_REQUIRED, 'The description', 2000),
    type: z.enum(PLAN_TYPES, {
      error: 'Please choose a plan type: Book Study, Thematic Study or Custom Plan',
    }),
    planType: z.enum(PLAN_SESSION_TYPES, {
      error: 'Please choose a session type: Daily or Session',
    }),
    sessions: z
      .array(adminPlanSessionInputSchema, { error: PLAN_FIELDS_REQUIRED })
      .min(1, 'A plan needs at least one session')
      .max(ADMIN_PLAN_MAX_SESSIONS, `A plan can have at most ${ADMIN_PLAN_MAX_SESSIONS} sessions`),
  },
  { error: PLAN_FIELDS_REQUIRED },
);
export type AdminPlanInput = z.infer<typeof adminPlanInputSchema>;

const PLAN_ID_INVALID = 'The plan id must be a positive whole number';

export const adminPlanParamsSchema = z.object({
  id: z.coerce
    .number({ error: PLAN_ID_INVALID })
    .int(PLAN_ID_INVALID)
    .min(1, PLAN_ID_INVALID)
    .max(2_147_483_647, PLAN_ID_INVALID),
});

export const adminPlanFeaturedSchema = z.object(
  { isFeatured: z.boolean({ error: 'isFeatured must be true or false' }) },
  { error: 'isFeatured must be true or false' },
);

/** A session of an admin plan as listed: `insight` is the markdown summary of the session's insight. */
export const adminPlanSessionSchema = z.object({
  day: z.number(),
  reference: z.string(),
  title: z.string(),
  insight: z.string(),
});

/** Admin plan: the plan fields plus isFeatured, authorName, counts and sessions. */
export const adminPlanSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  type: z.enum(PLAN_TYPES),
  planType: z.enum(PLAN_SESSION_TYPES),
  isFeatured: z.boolean(),
  /** Shipped with the app (seeded), as opposed to written in the admin area. */
  isCurated: z.boolean(),
  authorName: z.string(),
  sessionCount: z.number(),
  /** Readers who activated the plan at some point. */
  userCount: z.number(),
  /** ceil(sessionCount / 7). */
  totalWeeks: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sessions: z.array(adminPlanSessionSchema),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminPlanListSchema = z.object({ plans: z.array(adminPlanSchema) });
export const adminPlanResultSchema = z.object({ plan: adminPlanSchema });

export const adminPlanDeletedSchema = z.object({
  message: z.string(),
  /** Readers whose active plan this was; it is now inactive for them. */
  readersAffected: z.number(),
});
