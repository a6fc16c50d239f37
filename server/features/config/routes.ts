import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@contract/config.ts';

/** GET /api/config: the explicit public subset of settings the browser may read. */
export default async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const c = app.config;
  const body: PublicConfig = {
    appName: 'Lamplight',
    version: c.version,
    googleSignIn: Boolean(
      (c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET) || (c.OIDC_ISSUER_URL && c.OIDC_CLIENT_ID),
    ),
    oidcProviderName: c.OIDC_ISSUER_URL ? 'OpenID' : c.GOOGLE_CLIENT_ID ? 'Google' : null,
    stripePublishableKey: c.STRIPE_PUBLISHABLE_KEY ?? null,
    paymentsEnabled: Boolean(
      c.STRIPE_SECRET_KEY &&
      c.STRIPE_PUBLISHABLE_KEY &&
      c.STRIPE_PRICE_BASIC &&
      c.STRIPE_PRICE_PREMIUM,
    ),
    aiEnabled: Boolean(c.AI_BASE_URL && c.AI_MODEL),
  };
  app.get(
    '/config',
    {
      config: { public: true, usesDatabase: false },
      schema: { tags: ['config'], response: { 200: publicConfigSchema } },
    },
    async () => body,
  );
}
