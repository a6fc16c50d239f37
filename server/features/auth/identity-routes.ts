import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  credentialsSchema,
  identityResultSchema,
  messageSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  verifyEmailResultSchema,
  verifyEmailSchema,
} from '@contract/auth.ts';
import { AppError, notFound } from '../../errors.ts';
import { securityEvent } from '../../lib/security-log.ts';
import { cookieOptions, SESSION_COOKIE } from '../../plugins/session.ts';
import * as idp from './identity-service.ts';
import { finishOidc, oidcSettings, startOidc } from './oidc.ts';
import { issuerOf, signingKey } from './tokens.ts';

const OIDC_COOKIE = 'lamplight_oidc';
const NOT_CONFIGURED = 'Google sign-in is not configured on this server';

/** The embedded identity provider, mounted at /identity (outside the product API). */
export default async function identityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['identity'];

  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.post(
    '/accounts',
    { schema: { tags, body: credentialsSchema, response: { 200: identityResultSchema } } },
    async (req, reply) => {
      const { email, password } = req.body;
      await idp.limitAttempts(req, db, config, 'sign-up', email);
      const identity = await idp.createAccount(db, config, app.mailer, req.log, email, password);
      const session = await idp.startIdentitySession(db, config, reply, identity.id);
      securityEvent(req, 'sign_up', { identityId: identity.id, email: identity.email });
      idp.inBackground(req.log, 'verification email', () =>
        idp.sendVerificationEmail(db, config, app.mailer, identity),
      );
      return idp.identityResult(db, config, identity, session.authTime);
    },
  );

  app.post(
    '/sign-in',
    { schema: { tags, body: credentialsSchema, response: { 200: identityResultSchema } } },
    async (req, reply) => {
      const { email, password } = req.body;
      await idp.limitAttempts(req, db, config, 'sign-in', email);
      let identity;
      try {
        identity = await idp.signInWithPassword(db, email, password);
      } catch (err) {
        securityEvent(req, 'sign_in_failed', {
          email: email.trim().toLowerCase(),
          reason: 'bad_credentials',
        });
        throw err;
      }
      const session = await idp.startIdentitySession(db, config, reply, identity.id);
      securityEvent(req, 'sign_in_succeeded', {
        identityId: identity.id,
        userId: identity.userId,
        email: identity.email,
        method: 'password',
      });
      return idp.identityResult(db, config, identity, session.authTime);
    },
  );

  // The browser's current identity with a fresh ID token, or null: the identity state, resolved on
  // page load. Signed-out visitors are normal here, so null is a 200 rather than an error status.
  app.get(
    '/session',
    { schema: { tags, response: { 200: identityResultSchema.nullable() } } },
    async (req) => {
      const current = await idp.currentIdentity(db, req);
      return current ? idp.identityResult(db, config, current.identity, current.authTime) : null;
    },
  );

  app.post('/sign-out', { schema: { tags } }, async (req, reply) => {
    await idp.endIdentitySession(db, config, req, reply);
    return reply.status(204).send();
  });

  app.post(
    '/password-reset',
    { schema: { tags, body: passwordResetRequestSchema, response: { 200: messageSchema } } },
    async (req) => {
      const email = req.body.email.trim().toLowerCase();
      await idp.limitAttempts(req, db, config, 'reset', email);
      securityEvent(req, 'password_reset_requested', { email });
      // Lookup and mail happen after the reply: the answer and its timing are the same whether or not the
      // account exists, and a broken SMTP server cannot turn it into a 503.
      idp.inBackground(req.log, 'password reset email', () =>
        idp.requestPasswordReset(db, config, app.mailer, email),
      );
      return {
        message: 'If an account exists for that email, we have sent a link to reset its password.',
      };
    },
  );

  app.post(
    '/password-reset/confirm',
    { schema: { tags, body: passwordResetConfirmSchema, response: { 200: messageSchema } } },
    async (req) => {
      await idp.limitAttempts(req, db, config, 'reset-confirm');
      const done = await idp.confirmPasswordReset(db, req.body.token, req.body.password);
      const who = {
        identityId: done.identity.id,
        userId: done.identity.userId,
        email: done.identity.email,
      };
      securityEvent(req, 'password_reset', who);
      idp.notifyPasswordChanged(req.log, config, app.mailer, done.identity.email, 'reset');
      securityEvent(req, 'sessions_ended', { ...who, count: done.endedSessions, reason: 'reset' });
      return { message: 'Your password has been changed. Sign in with your new password.' };
    },
  );

  app.post(
    '/verify-email',
    { schema: { tags, body: verifyEmailSchema, response: { 200: verifyEmailResultSchema } } },
    async (req) => {
      await idp.limitAttempts(req, db, config, 'verify-email');
      const appSession = req.cookies[SESSION_COOKIE];
      let done;
      try {
        done = await idp.verifyEmail(db, req, req.body.token, appSession);
      } catch (err) {
        if (err instanceof AppError) securityEvent(req, 'token_rejected', { reason: err.code });
        throw err;
      }
      const who = {
        identityId: done.identity.id,
        userId: done.identity.userId,
        email: done.identity.email,
      };
      securityEvent(req, 'email_verified', { ...who, passwordCleared: done.passwordCleared });
      if (done.endedSessions > 0) {
        securityEvent(req, 'sessions_ended', {
          ...who,
          count: done.endedSessions,
          reason: 'email_verified',
        });
      }
      if (done.resetToken) {
        return {
          message: 'Your email address is verified. Choose a password to sign in.',
          resetToken: done.resetToken,
        };
      }
      return { message: 'Your email address is verified.' };
    },
  );

  app.get('/.well-known/openid-configuration', { schema: { tags } }, async (_req, reply) => {
    const issuer = issuerOf(config);
    reply.header('cache-control', 'public, max-age=300');
    return {
      issuer,
      jwks_uri: `${issuer}/jwks.json`,
      id_token_signing_alg_values_supported: ['ES256'],
      subject_types_supported: ['public'],
      response_types_supported: ['id_token'],
    };
  });

  app.get('/jwks.json', { schema: { tags } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return (await signingKey(db)).jwks;
  });

  // Google (or any OpenID Connect provider): authorization code + PKCE in a popup window.
  app.get('/oidc/start', { schema: { tags } }, async (_req, reply) => {
    const settings = oidcSettings(config);
    if (!settings) throw notFound(NOT_CONFIGURED, 'oidc_not_configured');
    const start = await startOidc(settings, `${config.publicUrl}/identity/oidc/callback`);
    const value = Buffer.from(
      JSON.stringify({ s: start.state, n: start.nonce, v: start.verifier }),
    ).toString('base64url');
    reply.setCookie(OIDC_COOKIE, value, {
      ...cookieOptions(config),
      path: '/identity/oidc',
      maxAge: 600,
    });
    return reply.redirect(start.url);
  });

  app.get(
    '/oidc/callback',
    { schema: { tags, querystring: z.record(z.string(), z.string()) } },
    async (req, reply) => {
      const settings = oidcSettings(config);
      if (!settings) throw notFound(NOT_CONFIGURED, 'oidc_not_configured');
      reply.clearCookie(OIDC_COOKIE, { ...cookieOptions(config), path: '/identity/oidc' });
      try {
        const raw = req.cookies[OIDC_COOKIE];
        if (!raw) throw new Error('The sign-in took too long or was started in another browser.');
        const saved = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as {
          s: string;
          n: string;
          v: string;
        };
        const callbackUrl = new URL(req.url, config.publicUrl);
        const profile = await finishOidc(settings, callbackUrl, {
          state: saved.s,
          nonce: saved.n,
          verifier: saved.v,
        });
        const identity = await idp.recordProviderIdentity(db, settings.provider, profile);
        await idp.startIdentitySession(db, config, reply, identity.id);
        securityEvent(req, 'sign_in_succeeded', {
          identityId: identity.id,
          userId: identity.userId,
          email: profile.email,
          method: settings.provider,
          emailVerified: profile.emailVerified,
        });
        return popupResult(reply, true, '');
      } catch (err) {
        req.log.warn({ err }, 'OpenID Connect sign-in failed');
        securityEvent(req, 'sign_in_failed', { method: settings.provider, reason: 'oidc_error' });
        return popupResult(reply, false, 'Failed to sign in with Google');
      }
    },
  );

  app.get('/oidc/complete.js', { schema: { hide: true } }, async (_req, reply) => {
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(POPUP_SCRIPT);
  });
}

// Tells the opening window how the popup sign-in ended, then closes the popup.
const POPUP_SCRIPT = `(function () {
  var el = document.getElementById('result');
  var ok = el && el.getAttribute('data-ok') === 'true';
  var message = (el && el.getAttribute('data-message')) || '';
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage({ type: 'lamplight:oidc', ok: ok, message: message }, window.location.origin);
    window.close();
  } else {
    window.location.replace('/');
  }
})();`;

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function popupResult(reply: FastifyReply, ok: boolean, message: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lamplight sign-in</title></head>
<body><p id="result" data-ok="${ok}" data-message="${escapeHtml(message)}">${
    ok ? 'Signed in. You can close this window.' : escapeHtml(message)
  }</p><script src="/identity/oidc/complete.js"></script></body></html>`;
  // The popup arrives here from the provider's origin; keep its link to the opener window.
  return reply
    .type('text/html; charset=utf-8')
    .header('cross-origin-opener-policy', 'unsafe-none')
    .send(html);
}
