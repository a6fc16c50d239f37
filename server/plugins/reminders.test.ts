import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { setClock } from '../lib/clock.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { setupTestApp } from '../test/app.ts';
import { signedInUser } from '../test/factories.ts';

const ctx = setupTestApp();
afterEach(() => setClock());

describe('the reminders plugin', () => {
  it('ticks on the one clock when started, and stops when the app closes', async () => {
    const { user, headers } = await signedInUser(ctx.database.db, { timeZone: 'Europe/London' });
    // Saved at 06:00 London on 5 October 2026 (BST): due at 07:30 BST, 06:30 UTC.
    setClock(() => new Date('2026-10-05T05:00:00Z'));
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/reminders',
      headers,
      payload: { enabled: true, time: '07:30', days: ['mon'] },
    });
    expect(saved.statusCode).toBe(200);

    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      async send(message) {
        sent.push(message);
      },
    };
    setClock(() => new Date('2026-10-05T06:31:00Z'));
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      mailer,
      reminderTickMs: 20,
      cleanupIntervalMs: false,
    });
    await app.ready();
    try {
      await expect.poll(() => sent.length).toBe(1);
    } finally {
      await app.close();
    }
    expect(sent[0]).toMatchObject({ to: user.email, subject: 'Your daily reading' });
    // Closed: no more ticks, even with the next Monday's time passed.
    setClock(() => new Date('2026-10-12T06:31:00Z'));
    await new Promise((r) => setTimeout(r, 150));
    expect(sent).toHaveLength(1);
  });
});
