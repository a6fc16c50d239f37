import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '@contract/auth.ts';
import { apiErrorSchema } from '@contract/errors.ts';
import {
  reminderSettingsInputSchema,
  reminderSettingsSchema,
  unsubscribeQuerySchema,
} from '@contract/reminders.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { getReminderSettings, saveReminderSettings, unsubscribe } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Colours close to the app's own, light and dark; no script, no external files. */
const PAGE_STYLE = `
:root { color-scheme: light dark; --bg: #faf7f0; --card: #fffdf8; --ink: #1f2420; --muted: #545b55;
  --line: #e4ddcf; --link: #2d4a3b; }
@media (prefers-color-scheme: dark) { :root { --bg: #141714; --card: #1c201c; --ink: #eeeae0;
  --muted: #b5b9b2; --line: #333a33; --link: #a8cdb5; } }
body { margin: 0; background: var(--bg); color: var(--ink);
  font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { box-sizing: border-box; max-width: 34rem; margin: 12vh auto 2rem; padding: 2rem 1.5rem;
  background: var(--card); border: 1px solid var(--line); border-radius: 0.75rem; }
h1 { margin: 0 0 0.75rem; font: 600 1.75rem/1.2 Georgia, "Times New Roman", serif; }
p { margin: 0 0 1rem; color: var(--muted); }
a { color: var(--link); font-weight: 600; }
nav { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; }
@media (max-width: 36rem) { main { margin: 1rem; } }`;

/** The small page the unsubscribe link opens. */
function page(title: string, body: string, publicUrl: string): string {
  const url = escapeHtml(publicUrl);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Lamplight</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<nav aria-label="Lamplight"><a href="${url}/account">Your account settings</a><a href="${url}/">Today</a></nav>
</main>
</body>
</html>
`;
}

export const REMINDERS_OFF_TITLE = 'Reminders are off';
const REMINDERS_OFF_TEXT =
  'You will get no more daily reminder emails. You can turn them back on from your account page.';

/** Daily reminders: the reader's setting, and the signed one-click unsubscribe link (decision 126). */
export default async function reminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reminders'];

  // Mail programs POST the one-click unsubscribe as a form (RFC 8058); the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, body),
  );

  // Nothing here may sit in a shared cache: the setting is private, the link acts once.
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/account/reminders',
    {
      schema: {
        tags,
        summary: "The reader's daily reminder: on or off, local time, days, and the zone it uses",
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (req) => getReminderSettings(app.db, requireUser(req)),
  );

  app.put(
    '/account/reminders',
    {
      schema: {
        tags,
        summary: 'Saves the daily reminder (time HH:MM in the reader’s time zone, days mon…sun)',
        body: reminderSettingsInputSchema,
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (req) => saveReminderSettings(app.db, requireUser(req), req.body),
  );

  app.get(
    '/reminders/unsubscribe',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The mail's unsubscribe link: turns reminders off at once and shows a small page",
        querystring: unsubscribeQuerySchema,
        // 200 is a small HTML page; so is 400 for a browser (others get {message, code}).
        response: { 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      // A browser (Accept: text/html) gets a page either way; any other caller gets JSON errors.
      const wantsPage = (req.headers.accept ?? '').includes('text/html');
      try {
        await unsubscribe(app.db, req.query.token);
      } catch (err) {
        if (!wantsPage || !(err instanceof AppError)) throw err;
        // The typed reply knows only the JSON error body; a page is sent as it is.
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(page('This link did not work', err.message, app.config.publicUrl) as never);
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(page(REMINDERS_OFF_TITLE, REMINDERS_OFF_TEXT, app.config.publicUrl) as never);
    },
  );

  app.post(
    '/reminders/unsubscribe',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post): turns reminders off',
        querystring: unsubscribeQuerySchema,
        response: { 200: messageSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      await unsubscribe(app.db, req.query.token);
      return { message: REMINDERS_OFF_TITLE };
    },
  );
}
