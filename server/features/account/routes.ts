import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSchema,
  deleteAccountSchema,
  exportFileName,
  exportQuerySchema,
  readingComfortSchema,
  studyNotesOnlySchema,
  translationSettingSchema,
  updateProfileSchema,
} from '@contract/account.ts';
import { messageSchema, userSchema } from '@contract/auth.ts';
import { apiErrorSchema } from '@contract/errors.ts';
import { securityEvent } from '../../lib/security-log.ts';
import { cookieOptions, requireUser, SESSION_COOKIE } from '../../plugins/session.ts';
import {
  deleteAccount,
  exportAccount,
  exportDay,
  getAccount,
  updateProfile,
  updateReadingComfort,
  updateStudyNotesOnly,
  updateTranslation,
  type AccountDeps,
} from './service.ts';

/** The embedded identity provider's session cookie (owned by the auth feature; cleared here by name). */
const IDP_COOKIE = 'lamplight_idp';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The reader's own account: profile, export and deletion. Every answer is private (no-store). */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const deps = (log: AccountDeps['log']): AccountDeps => ({
    db: app.db,
    config: app.config,
    log,
  });

  // Errors included: nothing about an account may sit in a shared cache.
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/account',
    {
      schema: {
        tags,
        summary: "The signed-in reader's time zone and sign-in methods",
        response: { 200: accountSchema, ...errors },
      },
    },
    async (req) => getAccount(app.db, requireUser(req)),
  );

  app.patch(
    '/account',
    {
      schema: {
        tags,
        summary: 'Updates first name, last name and time zone; answers the updated User',
        body: updateProfileSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (req) => updateProfile(app.db, requireUser(req), req.body),
  );

  app.put(
    '/account/translation',
    {
      schema: {
        tags,
        summary: "Sets the Bible translation Today is read in ('kjv' or 'web')",
        body: translationSettingSchema,
        response: { 200: translationSettingSchema, ...errors },
      },
    },
    async (req) => updateTranslation(app.db, requireUser(req), req.body),
  );

  app.put(
    '/account/study-notes-only',
    {
      schema: {
        tags,
        summary:
          "Sets 'Study notes only': Lamplight's study notes and never a model-written insight",
        body: studyNotesOnlySchema,
        response: { 200: studyNotesOnlySchema, ...errors },
      },
    },
    async (req) => updateStudyNotesOnly(app.db, requireUser(req), req.body),
  );

  app.put(
    '/account/reading-comfort',
    {
      schema: {
        tags,
        summary:
          "Sets the reading card's text size ('s' to 'xl') and line spacing, for every device",
        body: readingComfortSchema,
        response: { 200: readingComfortSchema, ...errors },
      },
    },
    async (req) => updateReadingComfort(app.db, requireUser(req), req.body),
  );

  app.get(
    '/account/export',
    {
      schema: {
        tags,
        summary: 'Everything the reader wrote and did, as a JSON or Markdown download',
        querystring: exportQuerySchema,
        // 200 is a streamed file (application/json or text/markdown), not a serialised object.
        response: errors,
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const { format } = req.query;
      const file = exportFileName(format, exportDay(user));
      reply
        .header(
          'content-type',
          format === 'json' ? 'application/json; charset=utf-8' : 'text/markdown; charset=utf-8',
        )
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('x-content-type-options', 'nosniff');
      // The typed reply only knows the declared error bodies; a stream is sent as it is.
      return reply.send(Readable.from(exportAccount(app.db, user, format)) as never);
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        tags,
        summary: 'Deletes the account after the reader typed its email; cancels any subscription',
        body: deleteAccountSchema,
        response: {
          200: messageSchema,
          ...errors,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const result = await deleteAccount(deps(req.log), user, req.body.confirmEmail);
      securityEvent(req, 'account_deleted', {
        userId: user.id,
        email: user.email,
        plansKept: result.keptPlanIds.length,
        plansDeleted: result.deletedPlanIds.length,
        subscriptionCanceled: Boolean(user.stripeSubscriptionId),
      });
      reply.clearCookie(SESSION_COOKIE, cookieOptions(app.config));
      reply.clearCookie(IDP_COOKIE, cookieOptions(app.config));
      return { message: 'Your account and everything in it have been deleted.' };
    },
  );
}
