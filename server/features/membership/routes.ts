import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@contract/errors.ts';
import { membershipStatusSchema } from '@contract/membership.ts';
import {
  cancelSubscriptionResponseSchema,
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  syncMembershipResponseSchema,
} from '@contract/subscription.ts';
import { hitRateLimit } from '../../rate-limits/rate-limit.ts';
import { stripeFor } from '../../payments/stripe.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  cancelSubscription,
  createSubscription,
  getMembershipStatus,
  syncMembership,
  type MembershipDeps,
} from './service.ts';
import stripeWebhookRoutes from './webhook.ts';

const TEN_MINUTES = 10 * 60 * 1000;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

/** Membership status and sync, subscription create and cancel, and the Stripe webhook (its own plugin). */
export default async function membershipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (req: FastifyRequest): MembershipDeps => ({
    db: app.db,
    config: app.config,
    stripe: stripeFor(app.config),
    log: req.log,
  });

  app.get(
    '/membership/status',
    {
      schema: {
        tags: ['membership'],
        summary: 'Tier, free mode, notebook access and plan allowance of the signed-in reader',
        response: { 200: membershipStatusSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      reply.header('cache-control', 'no-store');
      return getMembershipStatus(deps(req), user);
    },
  );

  app.post(
    '/membership/sync',
    {
      schema: {
        tags: ['membership'],
        summary: "Re-reads the reader's subscription from Stripe",
        response: { 200: syncMembershipResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      await hitRateLimit(app.db, `membership-sync:${user.id}`, 30, TEN_MINUTES);
      return syncMembership(deps(req), user);
    },
  );

  app.post(
    '/subscription/create',
    {
      schema: {
        tags: ['membership'],
        summary: 'Starts (or changes) a subscription to a paid tier',
        body: createSubscriptionBodySchema,
        response: { 200: createSubscriptionResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      await hitRateLimit(app.db, `subscription-create:${user.id}`, 20, TEN_MINUTES);
      return createSubscription(deps(req), user, req.body.tier);
    },
  );

  app.post(
    '/subscription/cancel',
    {
      schema: {
        tags: ['membership'],
        summary: 'Cancels the subscription at the end of the paid period (decision 031)',
        response: { 200: cancelSubscriptionResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      await hitRateLimit(app.db, `subscription-cancel:${user.id}`, 20, TEN_MINUTES);
      return cancelSubscription(deps(req), user);
    },
  );

  await app.register(stripeWebhookRoutes);
}
