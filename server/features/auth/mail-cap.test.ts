import { describe, expect, it } from 'vitest';
import {
  client,
  legacyPasswordIdentity,
  setupIdentityApp,
  uniqueEmail,
} from '../../test/auth-helpers.ts';
import { until } from '../../test/reader-answer-helpers.ts';
import { MAIL_PER_ADDRESS_HOUR } from './identity-service.ts';

// Link mail to one address is capped across kinds, silently (L6): the answers are the same whether or not
// the cap was reached, and the inbox gets at most MAIL_PER_ADDRESS_HOUR in an hour.
const h = setupIdentityApp({ AUTH_RATE_LIMIT: '1000', AUTH_IP_RATE_LIMIT: '100000' });
const { post } = client(h);
const mailsTo = (email: string) => h.mailer.sent.filter((m) => m.to === email).length;
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('mail to one address', () => {
  it('stops at the hourly cap, with the same answers throughout', async () => {
    const victim = uniqueEmail('victim');
    await legacyPasswordIdentity(h, victim, 'victims-own-lamp');
    const answers: string[] = [];
    for (let i = 0; i < MAIL_PER_ADDRESS_HOUR + 4; i++) {
      const res = await post(
        '/identity/password-reset',
        { email: victim },
        undefined,
        `198.51.100.${60 + i}`,
      );
      answers.push(
        `${res.statusCode} ${res.body} ${JSON.stringify(res.headers['content-length'])}`,
      );
      await settle();
    }
    // Mail goes out after the answer: wait for the cap's worth (a slow machine), then a little more for any
    // mail past it.
    await until(() => mailsTo(victim) >= MAIL_PER_ADDRESS_HOUR);
    await settle();
    expect(mailsTo(victim)).toBe(MAIL_PER_ADDRESS_HOUR);
    // Every answer, below and past the cap, is the same.
    expect(new Set(answers).size).toBe(1);
    // Another address is not affected.
    const other = uniqueEmail('other');
    await legacyPasswordIdentity(h, other, 'others-own-lamp');
    await post('/identity/password-reset', { email: other });
    await until(() => mailsTo(other) >= 1);
    await settle();
    expect(mailsTo(other)).toBe(1);
  });
});
