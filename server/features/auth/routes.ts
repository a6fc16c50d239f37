import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAuthSchema, syncBodySchema, userSchema } from '@contract/auth.ts';
import { notFound } from '../../errors.ts';
import { endSession, requireUser, startSession } from '../../plugins/session.ts';
import { isAdmin, toUserDto } from '../../users/users.ts';
import { endIdentitySession } from './identity-service.ts';
import { deleteSession } from './repository.ts';
import { syncIdentity } from './service.ts';

/** Identity providers whose ID tokens the sync call accepts (today: the embedded one). */
const PROVIDERS = new Set(['lamplight']);

/** The product's auth calls (spec §7): sync, current user, logout, login entry, admin check. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['auth'];

  app.post(
    '/auth/:provider-sync',
    {
      config: { public: true },
      schema: {
        tags,
        params: z.object({ provider: z.string().max(40) }),
        body: syncBodySchema,
        response: { 200: userSchema },
      },
    },
    async (req, reply) => {
      if (!PROVIDERS.has(req.params.provider)) {
        throw notFound(`Unknown identity provider: ${req.params.provider}`, 'unknown_provider');
      }
      const user = await syncIdentity(db, config, req.body.idToken, req.body.timeZone);
      // Rotate: any session this browser had before is ended, and a fresh id is issued.
      if (req.sessionId) await deleteSession(db, req.sessionId);
      await startSession(db, config, reply, user.id);
      return toUserDto(db, user);
    },
  );

  app.get('/auth/user', { schema: { tags, response: { 200: userSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return toUserDto(db, requireUser(req));
  });

  app.post('/auth/logout', { config: { public: true }, schema: { tags } }, async (req, reply) => {
    await endSession(db, config, req, reply);
    await endIdentitySession(db, config, req, reply);
    return reply.status(204).send();
  });

  // A browser navigation (not a screen): opens the sign-in dialog on the landing page.
  app.get('/login', { config: { public: true }, schema: { tags } }, async (_req, reply) => {
    return reply.redirect('/?signin=1');
  });

  app.get('/admin/auth', { schema: { tags, response: { 200: adminAuthSchema } } }, async (req) => {
    const user = requireUser(req);
    return { isAdmin: await isAdmin(db, config, user), user: await toUserDto(db, user) };
  });
}
