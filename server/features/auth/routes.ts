import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAuthSchema,
  changePasswordSchema,
  messageSchema,
  syncBodySchema,
  userSchema,
} from '@contract/auth.ts';
import { badRequest, notFound } from '../../errors.ts';
import { now } from '../../lib/clock.ts';
import { hitRateLimit } from '../../rate-limits/rate-limit.ts';
import { cachedAnswers } from '../../cache/answers.ts';
import { sendFromMemory } from '../../cache/send.ts';
import { securityEvent } from '../../lib/security-log.ts';
import { endSession, requireUser, startSession } from '../../plugins/session.ts';
import { whenSessionsEndedEverywhere } from '../../users/sessions-ended-everywhere.ts';
import { isAdmin, readingComfortOf, toUserDto } from '../../users/users.ts';
import {
  changePassword,
  notifyPasswordChanged,
  endIdentitySession,
  inBackground,
  sendVerificationEmail,
  startIdentitySession,
} from './identity-service.ts';
import { deleteAppSession, findIdentityForVerification, syncIdentity } from './service.ts';

/** Identity providers whose ID tokens the sync call accepts (today: the embedded one). */
const PROVIDERS = new Set(['lamplight']);
/** Verification emails a reader may ask for in an hour. */
const RESEND_LIMIT = 5;
const HOUR_MS = 60 * 60 * 1000;

/** The product's auth calls: sync, current user, logout, login entry, admin check, password, resend. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['auth'];

  app.post(
    '/auth/:provider-sync',
    {
      // Signing in may link an identity of another account and end its sessions.
      config: { public: true, writesOtherReaders: true },
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
      const outcome = await syncIdentity(db, config, req, req.body.idToken, req.body.timeZone);
      const { user } = outcome;
      const who = { userId: user.id, identityId: outcome.identityId, email: user.email };
      if (outcome.linked) {
        securityEvent(req, 'identity_linked', {
          ...who,
          removedIdentities: outcome.linked.removedIdentities,
        });
        if (outcome.linked.endedSessions > 0) {
          securityEvent(req, 'sessions_ended', {
            ...who,
            count: outcome.linked.endedSessions,
            reason: 'verified_identity_linked',
          });
        }
      }
      // Rotate: any session this browser had before is ended, and a fresh id is issued. The session never
      // outlives the sign-in it came from by more than 30 days.
      if (req.sessionId) await deleteAppSession(db, req.sessionId);
      await startSession(db, config, reply, user.id, outcome.authTime);
      securityEvent(req, 'session_started', { ...who, created: outcome.created });
      return {
        ...(await toUserDto(db, user)),
        isAdmin: await isAdmin(db, config, user),
        readingComfort: readingComfortOf(user),
      };
    },
  );

  // Every page load asks for it: kept in memory per reader like Today (decision 147) until their row, their
  // reading days, plans or admin grant change, or the local date or the UTC month (the custom-plan count) turns.
  app.get('/auth/user', { schema: { tags, response: { 200: userSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const user = requireUser(req);
    const at = now();
    return sendFromMemory(req, reply, cachedAnswers.currentUser, {
      user,
      input: { at },
      compute: async () => ({
        value: {
          ...(await toUserDto(db, user, at)),
          isAdmin: await isAdmin(db, config, user),
          readingComfort: readingComfortOf(user),
        },
      }),
    });
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

  app.post(
    '/auth/password',
    { schema: { tags, body: changePasswordSchema, response: { 200: messageSchema } } },
    async (req, reply) => {
      const user = requireUser(req);
      await hitRateLimit(db, `password-change:user:${user.id}`, config.AUTH_RATE_LIMIT, HOUR_MS);
      const { currentPassword, newPassword } = req.body;
      // Answered once every instance has been told the other sessions are gone (decision 175).
      const done = await whenSessionsEndedEverywhere(app.database, user.id, () =>
        changePassword(db, user.id, currentPassword, newPassword),
      );
      // Every other browser is signed out; this one gets fresh app and IdP sessions, since the reader has
      // just proved the password.
      await startSession(db, config, reply, user.id);
      await startIdentitySession(db, config, reply, done.identity.id);
      const who = { userId: user.id, identityId: done.identity.id, email: user.email };
      securityEvent(req, 'password_changed', who);
      notifyPasswordChanged(req.log, config, app.mailer, user.email, 'changed');
      securityEvent(req, 'sessions_ended', {
        ...who,
        count: done.endedSessions,
        reason: 'password_changed',
      });
      return { message: 'Your password has been changed. Other devices have been signed out.' };
    },
  );

  app.post(
    '/auth/verify-email/resend',
    { schema: { tags, response: { 200: messageSchema } } },
    async (req) => {
      const user = requireUser(req);
      if (user.emailVerifiedAt) {
        throw badRequest('Your email address is already verified.', 'already_verified');
      }
      const identity = await findIdentityForVerification(db, user.id, user.email);
      if (!identity) {
        throw badRequest('There is no sign-in for this email address to verify.', 'no_identity');
      }
      await hitRateLimit(
        db,
        `verify-resend:user:${user.id}`,
        RESEND_LIMIT,
        HOUR_MS,
        'You have asked for several emails already. Please check your inbox, or try again in an hour.',
      );
      inBackground(req.log, 'verification email', () =>
        sendVerificationEmail(db, config, app.mailer, identity),
      );
      return { message: `We have sent a new link to ${user.email}.` };
    },
  );
}
