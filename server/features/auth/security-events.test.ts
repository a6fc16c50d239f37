import { describe, expect, it } from 'vitest';
import { emailHash } from '../../lib/security-log.ts';
import {
  client,
  cookiePair,
  externalIdentity,
  setupIdentityApp,
  uniqueEmail,
} from '../../test/auth-helpers.ts';

// The log at info level, as production writes it, captured from the app's own logger.
const h = setupIdentityApp({ AUTH_RATE_LIMIT: '3' }, { captureLog: true });
const { post, get, signUpAndSync } = client(h);

interface Record {
  security?: { event: string; ip?: string; emailHash?: string; [k: string]: unknown };
}
const events = () =>
  h.log
    .map((line) => JSON.parse(line) as Record)
    .filter((r) => r.security)
    .map((r) => r.security!);

describe('security events', () => {
  it('records who, from where and what for every account event, and never a secret', async () => {
    const secrets: string[] = [];
    // Sign-up, sign-in failed and succeeded, token rejected.
    const reader = await signUpAndSync(uniqueEmail('audit'), 'first-lamp-oil');
    secrets.push(
      reader.password,
      reader.idToken,
      reader.app.split('=')[1]!,
      reader.idp.split('=')[1]!,
    );
    await post('/identity/sign-in', { email: reader.email, password: 'a-wrong-guess' });
    secrets.push('a-wrong-guess');
    const signIn = await post('/identity/sign-in', {
      email: reader.email,
      password: reader.password,
    });
    secrets.push(signIn.json().idToken);

    // Email verified (opened in the signing-up browser).
    const verify = await h.mailer.linkFor(reader.email, /\?verify=([\w%-]+)/);
    secrets.push(verify);
    expect(
      (await post('/identity/verify-email', { token: verify }, reader.cookie)).statusCode,
    ).toBe(200);

    // Password changed (ends the other browser's sessions), then the old token is rejected.
    const changed = await post(
      '/api/auth/password',
      { currentPassword: reader.password, newPassword: 'second-lamp-oil' },
      reader.cookie,
    );
    expect(changed.statusCode).toBe(200);
    secrets.push('second-lamp-oil', cookiePair(changed, 'lamplight_session')!.split('=')[1]!);
    expect((await post('/api/auth/lamplight-sync', { idToken: reader.idToken })).statusCode).toBe(
      401,
    );

    // Password reset.
    await post('/identity/password-reset', { email: reader.email });
    const reset = await h.mailer.linkFor(reader.email, /\?reset=([\w%-]+)/);
    secrets.push(reset);
    expect(
      (await post('/identity/password-reset/confirm', { token: reset, password: 'third-lamp-oil' }))
        .statusCode,
    ).toBe(200);
    secrets.push('third-lamp-oil');

    // Identity linked: a squatter's account taken over by the verified owner.
    const squatter = await signUpAndSync(uniqueEmail('victim'), 'squatters-lamp');
    secrets.push(squatter.password, squatter.idToken);
    const owner = await externalIdentity(h, squatter.email, true);
    const ownerToken = (await get('/identity/session', owner.idp)).json().idToken as string;
    secrets.push(ownerToken);
    expect((await post('/api/auth/lamplight-sync', { idToken: ownerToken })).statusCode).toBe(200);

    // Lockout: past AUTH_RATE_LIMIT (3) attempts on one account.
    const target = uniqueEmail('locked');
    for (let i = 0; i < 4; i++)
      await post('/identity/sign-in', { email: target, password: 'guess-number-x' });

    const seen = events();
    const names = new Set(seen.map((e) => e.event));
    for (const name of [
      'sign_up',
      'sign_in_failed',
      'sign_in_succeeded',
      'token_rejected',
      'password_changed',
      'password_reset',
      'email_verified',
      'identity_linked',
      'sessions_ended',
      'session_started',
      'lockout',
    ]) {
      expect(names, name).toContain(name);
    }
    // Each names the account and the client IP.
    const failed = seen.find((e) => e.event === 'sign_in_failed')!;
    expect(failed).toMatchObject({ emailHash: emailHash(reader.email), ip: '127.0.0.1' });
    expect(seen.find((e) => e.event === 'identity_linked')).toMatchObject({
      emailHash: emailHash(squatter.email),
    });
    expect(seen.find((e) => e.event === 'lockout')).toMatchObject({ emailHash: emailHash(target) });

    const text = h.log.join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
    // Addresses are personal: the log names them by a pseudonym only.
    for (const address of [reader.email, squatter.email, target])
      expect(text).not.toContain(address);
    expect(text).not.toMatch(/\?reset=|\?verify=/);
  });
});
