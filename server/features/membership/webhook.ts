import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { apiErrorSchema } from '@contract/errors.ts';
import { stripeWebhookResponseSchema } from '@contract/subscription.ts';
import { badRequest, serviceUnavailable } from '../../errors.ts';
import { stripeFor } from '../../payments/stripe.ts';
import { handleStripeEvent } from './webhook-service.ts';

const keepRaw = (_req: unknown, body: Buffer, done: (err: null, body: Buffer) => void) =>
  done(null, body);

/**
 * POST /api/stripe/webhook: Stripe's signed events. An encapsulated plugin, so that only this route keeps
 * the raw request body the signature is computed over (everywhere else JSON is parsed as usual).
 */
export default async function stripeWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, keepRaw);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, keepRaw);

  app.post(
    '/stripe/webhook',
    {
      // Stripe calls it without a session; its signature is the authentication.
      config: { public: true },
      schema: {
        tags: ['membership'],
        summary: 'Stripe webhook (signature-verified, each event applied once)',
        response: { 200: stripeWebhookResponseSchema, 400: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (req) => {
      const secret = app.config.STRIPE_WEBHOOK_SECRET;
      if (!secret)
        throw serviceUnavailable(
          'Stripe webhooks are not configured on this server.',
          'webhooks_unavailable',
        );
      const signature = req.headers['stripe-signature'];
      const body = req.body;
      if (
        typeof signature !== 'string' ||
        !signature ||
        !Buffer.isBuffer(body) ||
        body.length === 0
      ) {
        throw badRequest('Missing Stripe signature or body.', 'invalid_signature');
      }
      let event: { id: string; type: string; data?: unknown };
      try {
        event = Stripe.webhooks.constructEvent(body, signature, secret);
      } catch {
        throw badRequest('Invalid Stripe signature.', 'invalid_signature');
      }
      if (typeof event?.id !== 'string' || !event.id || typeof event.type !== 'string') {
        throw badRequest('Not a Stripe event.', 'invalid_event');
      }
      const outcome = await handleStripeEvent(
        { db: app.db, config: app.config, stripe: stripeFor(app.config), log: req.log },
        event,
      );
      req.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe webhook');
      return outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true };
    },
  );
}
