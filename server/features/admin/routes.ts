import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MEMBERSHIP_CHANGE_REQUIRED,
  PLAN_FIELDS_REQUIRED,
  adminPlanDeletedSchema,
  adminPlanFeaturedSchema,
  adminPlanInputSchema,
  adminPlanListSchema,
  adminPlanParamsSchema,
  adminPlanResultSchema,
  adminStatsSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUsersQuerySchema,
  freeModeSchema,
  modelInsightsSchema,
  freeModeUpdateSchema,
  membershipChangeResultSchema,
  membershipChangeSchema,
} from '@contract/admin.ts';
import { badRequest } from '../../errors.ts';
import { securityEvent } from '../../lib/security-log.ts';
import { requireAdmin, requireUser } from '../../plugins/session.ts';
import * as service from './service.ts';

/**
 * Routes whose bodies carry the spec's form messages validate with `attachValidation`, so the
 * reader sees the message itself ('Please select a tier and provide a reason'), not a field path.
 * `preferred` wins when several fields are wrong at once.
 */
function rejectInvalid(req: FastifyRequest, preferred?: string) {
  const err = req.validationError as (Error & { validation?: { message?: string }[] }) | undefined;
  if (!err) return;
  const messages = (err.validation ?? [])
    .map((v) => v.message)
    .filter((m): m is string => Boolean(m));
  const message =
    (preferred && messages.find((m) => m === preferred)) || messages[0] || 'Invalid request';
  throw badRequest(message, 'invalid_input');
}

/** Records one administrator change (decision 096): who did what to which target. */
function adminAction(
  req: FastifyRequest,
  action: string,
  target: Record<string, string | number | boolean>,
) {
  securityEvent(req, 'admin_action', { userId: req.user?.id ?? null, action, ...target });
}

/** The admin area's API: stats, users, membership changes, free mode and global plans. */
export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['admin'];

  // Every route here is for administrators: 401 without a session, 403 for everyone else, checked
  // before any input is read. Answers about other people are never cached.
  app.addHook('onRequest', async (req) => {
    await requireAdmin(req);
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/admin/stats', { schema: { tags, response: { 200: adminStatsSchema } } }, async () =>
    service.getStats(db),
  );

  app.get(
    '/admin/users',
    {
      schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } },
    },
    async (req) => service.listUsers(db, req.query),
  );

  app.get(
    '/admin/users/:userId',
    { schema: { tags, params: adminUserParamsSchema, response: { 200: adminUserDetailSchema } } },
    async (req) => service.getUserDetail(db, req.params.userId),
  );

  app.patch(
    '/admin/users/:userId/membership',
    {
      attachValidation: true,
      schema: {
        tags,
        params: adminUserParamsSchema,
        body: membershipChangeSchema,
        response: { 200: membershipChangeResultSchema },
      },
    },
    async (req) => {
      rejectInvalid(req, MEMBERSHIP_CHANGE_REQUIRED);
      const user = await service.changeMembership(
        db,
        requireUser(req),
        req.params.userId,
        req.body,
      );
      adminAction(req, 'membership_changed', {
        targetUserId: req.params.userId,
        tier: req.body.membershipTier,
      });
      return { user };
    },
  );

  app.get(
    '/admin/model-insights',
    { schema: { tags, response: { 200: modelInsightsSchema } } },
    async () => service.modelInsights(db, config),
  );

  app.post(
    '/admin/model-insights',
    {
      attachValidation: true,
      schema: { tags, body: freeModeUpdateSchema, response: { 200: modelInsightsSchema } },
    },
    async (req) => {
      rejectInvalid(req);
      const result = await service.setModelInsights(db, config, requireUser(req), req.body.enabled);
      adminAction(req, 'model_insights_set', { enabled: result.modelInsights });
      return result;
    },
  );

  app.get(
    '/admin/free-mode',
    { schema: { tags, response: { 200: freeModeSchema } } },
    async () => ({
      freeMode: await service.freeMode(db),
    }),
  );

  app.post(
    '/admin/free-mode',
    {
      attachValidation: true,
      schema: { tags, body: freeModeUpdateSchema, response: { 200: freeModeSchema } },
    },
    async (req) => {
      rejectInvalid(req);
      const freeMode = await service.setFreeMode(db, requireUser(req), req.body.enabled);
      adminAction(req, 'free_mode_set', { enabled: freeMode });
      return { freeMode };
    },
  );

  app.get(
    '/admin/plans',
    { schema: { tags, response: { 200: adminPlanListSchema } } },
    async () => ({
      plans: await service.listPlans(db),
    }),
  );

  app.post(
    '/admin/plans',
    {
      attachValidation: true,
      schema: { tags, body: adminPlanInputSchema, response: { 201: adminPlanResultSchema } },
    },
    async (req, reply) => {
      rejectInvalid(req, PLAN_FIELDS_REQUIRED);
      const plan = await service.createPlan(db, requireUser(req), req.body);
      adminAction(req, 'plan_created', { planId: plan.id });
      return reply.status(201).send({ plan });
    },
  );

  app.put(
    '/admin/plans/:id',
    {
      attachValidation: true,
      schema: {
        tags,
        params: adminPlanParamsSchema,
        body: adminPlanInputSchema,
        response: { 200: adminPlanResultSchema },
      },
    },
    async (req) => {
      rejectInvalid(req, PLAN_FIELDS_REQUIRED);
      const plan = await service.updatePlan(db, requireUser(req), req.params.id, req.body);
      adminAction(req, 'plan_updated', { planId: req.params.id });
      return { plan };
    },
  );

  app.patch(
    '/admin/plans/:id/featured',
    {
      attachValidation: true,
      schema: {
        tags,
        params: adminPlanParamsSchema,
        body: adminPlanFeaturedSchema,
        response: { 200: adminPlanResultSchema },
      },
    },
    async (req) => {
      rejectInvalid(req);
      const plan = await service.featurePlan(
        db,
        requireUser(req),
        req.params.id,
        req.body.isFeatured,
      );
      adminAction(req, 'plan_featured', { planId: req.params.id, featured: req.body.isFeatured });
      return { plan };
    },
  );

  app.delete(
    '/admin/plans/:id',
    { schema: { tags, params: adminPlanParamsSchema, response: { 200: adminPlanDeletedSchema } } },
    async (req) => {
      const { readersAffected } = await service.deletePlan(db, requireUser(req), req.params.id);
      adminAction(req, 'plan_deleted', { planId: req.params.id, readersAffected });
      return { message: 'Plan deleted', readersAffected };
    },
  );
}
