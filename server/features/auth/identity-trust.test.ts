import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  emailVerifications,
  identities,
  identitySessions,
  sessions,
} from '../../db/schema/index.ts';
import { sha256 } from '../../lib/ids.ts';
import { signedInUser } from '../../test/factories.ts';
import {
  client,
  cookiePair,
  externalIdentity,
  GOOD_PASSWORD,
  legacyPasswordIdentity,
  setupIdentityApp,
  uniqueEmail,
} from '../../test/auth-helpers.ts';
import { ID_TOKEN_AUDIENCE, issuerOf, signingKey } from './tokens.ts';

const h = setupIdentityApp();
const { post, get, signUpAndSync } = client(h);
const DAY = 24 * 60 * 60 * 1000;
const VERIFY_LINK = /\?verify=([\w%-]+)/;
const RESET_LINK = /\?reset=([\w%-]+)/;

const db = () => h.database.db;
const identityOf = async (email: string) =>
  (await db().select().from(identities).where(eq(identities.email, email)))[0];

describe('email verification', () => {
  it('mails a one-time link at sign-up that verifies the identity and its user', async () => {
    const reader = await signUpAndSync();
    expect((await get('/api/auth/user', reader.app)).json().emailVerified).toBe(false);
    const token = await h.mailer.linkFor(reader.email, VERIFY_LINK);
    // Only the hash is stored.
    const rows = await db().select().from(emailVerifications);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const row = rows.find((r) => r.tokenHash === sha256(token))!;
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(DAY);

    const res = await post('/identity/verify-email', { token }, reader.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your email address is verified.' });
    // The browser that signed up keeps its sessions.
    const me = await get('/api/auth/user', reader.app);
    expect(me.statusCode).toBe(200);
    expect(me.json().emailVerified).toBe(true);
    expect((await get('/identity/session', reader.idp)).json().user.emailVerified).toBe(true);

    const again = await post('/identity/verify-email', { token }, reader.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This verification link is invalid, has expired or was already used. Sign in and ask for a new one.',
    );
  });

  it('a link opened outside the account proves the mailbox, not the password: the squatter is out', async () => {
    const squatter = await signUpAndSync(uniqueEmail('victim'));
    const token = await h.mailer.linkFor(squatter.email, VERIFY_LINK);
    // The mailbox owner opens the link in their own browser.
    const res = await post('/identity/verify-email', { token });
    expect(res.statusCode).toBe(200);
    const { message, resetToken } = res.json();
    expect(message).toBe('Your email address is verified. Choose a password to sign in.');
    expect(resetToken).toEqual(expect.any(String));
    expect((await get('/api/auth/user', squatter.app)).statusCode).toBe(401);
    expect((await get('/identity/session', squatter.idp)).json()).toBeNull();
    const oldPw = await post('/identity/sign-in', {
      email: squatter.email,
      password: squatter.password,
    });
    expect(oldPw.statusCode).toBe(401);
    expect(
      (
        await post('/identity/password-reset/confirm', {
          token: resetToken,
          password: 'owners-own-lamp',
        })
      ).statusCode,
    ).toBe(200);
    const owner = await post('/identity/sign-in', {
      email: squatter.email,
      password: 'owners-own-lamp',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('does nothing for an address the identity no longer uses', async () => {
    const reader = await signUpAndSync();
    const token = await h.mailer.linkFor(reader.email, VERIFY_LINK);
    await db()
      .update(identities)
      .set({ email: uniqueEmail('moved') })
      .where(eq(identities.email, reader.email));
    const res = await post('/identity/verify-email', { token }, reader.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('no longer uses');
  });

  it('refuses an unknown or malformed token with a readable 400', async () => {
    const unknown = await post('/identity/verify-email', { token: 'x'.repeat(40) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('invalid, has expired');
    const malformed = await post('/identity/verify-email', { token: 5 });
    expect(malformed.statusCode).toBe(400);
  });

  it('resends a fresh link to an unverified reader, refuses a verified one, and limits the rate', async () => {
    const reader = await signUpAndSync();
    await h.mailer.linkFor(reader.email, VERIFY_LINK);
    const before = h.mailer.sent.length;
    const res = await post('/api/auth/verify-email/resend', {}, reader.app);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`We have sent a new link to ${reader.email}.`);
    const fresh = await h.mailer.linkFor(reader.email, VERIFY_LINK, before);
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/auth/verify-email/resend', {}, reader.app)).statusCode).toBe(200);
    }
    expect((await post('/api/auth/verify-email/resend', {}, reader.app)).statusCode).toBe(429);
    expect((await post('/identity/verify-email', { token: fresh }, reader.cookie)).statusCode).toBe(
      200,
    );

    const verified = await signedInUser(db());
    const done = await h.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: verified.headers,
    });
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe('Your email address is already verified.');
    expect((await post('/api/auth/verify-email/resend', {})).statusCode).toBe(401);
  });
});

describe('OpenID identities and linking', () => {
  it('counts a provider identity as verified only when the provider says email_verified: true', async () => {
    const unverified = await externalIdentity(h, uniqueEmail('g'), false);
    const token = (await get('/identity/session', unverified.idp)).json().idToken;
    const synced = await post('/api/auth/lamplight-sync', { idToken: token });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().emailVerified).toBe(false);

    const verified = await externalIdentity(h, uniqueEmail('g'), true);
    const token2 = (await get('/identity/session', verified.idp)).json().idToken;
    expect((await post('/api/auth/lamplight-sync', { idToken: token2 })).json().emailVerified).toBe(
      true,
    );
  });

  it('an unverified provider identity never links to an existing account', async () => {
    const squatter = await signUpAndSync();
    const other = await externalIdentity(h, squatter.email, false);
    const token = (await get('/identity/session', other.idp)).json().idToken;
    const res = await post('/api/auth/lamplight-sync', { idToken: token });
    expect(res.statusCode).toBe(401);
    expect((await get('/api/auth/user', squatter.app)).statusCode).toBe(200);
  });

  it('linking the verified owner ends every session and token of whoever signed the address up first', async () => {
    const attacker = await signUpAndSync(uniqueEmail('victim'));
    // The attacker can mint tokens with the IdP cookie, and read the journal with the app cookie.
    const minted = (await get('/identity/session', attacker.idp)).json().idToken;
    expect((await get('/api/journal/entries', attacker.app)).statusCode).toBe(200);

    const owner = await externalIdentity(h, attacker.email, true);
    const ownerToken = (await get('/identity/session', owner.idp)).json().idToken;
    const linked = await post('/api/auth/lamplight-sync', { idToken: ownerToken });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: attacker.userId, emailVerified: true });
    const ownerApp = cookiePair(linked, 'lamplight_session')!;

    expect((await get('/api/journal/entries', attacker.app)).statusCode).toBe(401);
    expect((await get('/identity/session', attacker.idp)).json()).toBeNull();
    expect((await post('/api/auth/lamplight-sync', { idToken: attacker.idToken })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/lamplight-sync', { idToken: minted })).statusCode).toBe(401);
    const pw = await post('/identity/sign-in', {
      email: attacker.email,
      password: attacker.password,
    });
    expect(pw.statusCode).toBe(401);
    expect(await identityOf(attacker.email)).toMatchObject({ provider: 'google' });
    expect((await get('/api/journal/entries', ownerApp)).statusCode).toBe(200);
  });

  it('a verified owner whose address was squatted before any sync gets a fresh account', async () => {
    const email = uniqueEmail('victim');
    const squat = await post('/identity/accounts', { email, password: GOOD_PASSWORD });
    const squatIdp = cookiePair(squat, 'lamplight_idp')!;
    const owner = await externalIdentity(h, email, true);
    const token = (await get('/identity/session', owner.idp)).json().idToken;
    const res = await post('/api/auth/lamplight-sync', { idToken: token });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailVerified).toBe(true);
    expect((await get('/identity/session', squatIdp)).json()).toBeNull();
    expect(
      (await post('/api/auth/lamplight-sync', { idToken: squat.json().idToken })).statusCode,
    ).toBe(401);
  });

  it('a password sign-up for an address held only by an unverified account mails the owner a way in', async () => {
    const squatter = await signUpAndSync(uniqueEmail('victim'));
    const before = h.mailer.sent.length;
    const res = await post('/identity/accounts', {
      email: squatter.email,
      password: 'the-real-owner-1',
    });
    expect(res.statusCode).toBe(409);
    const token = await h.mailer.linkFor(squatter.email, RESET_LINK, before);
    const confirm = await post('/identity/password-reset/confirm', {
      token,
      password: 'the-real-owner-1',
    });
    expect(confirm.statusCode).toBe(200);
    expect((await get('/api/auth/user', squatter.app)).statusCode).toBe(401);
    expect((await get('/identity/session', squatter.idp)).json()).toBeNull();
    const signIn = await post('/identity/sign-in', {
      email: squatter.email,
      password: 'the-real-owner-1',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.emailVerified).toBe(true);
    const synced = await post('/api/auth/lamplight-sync', { idToken: signIn.json().idToken });
    expect(synced.json()).toMatchObject({ id: squatter.userId, emailVerified: true });
  });

  it('a verified account is not claimed this way: no mail goes out', async () => {
    const owner = await signUpAndSync();
    const token = await h.mailer.linkFor(owner.email, VERIFY_LINK);
    await post('/identity/verify-email', { token }, owner.cookie);
    const before = h.mailer.sent.length;
    const res = await post('/identity/accounts', {
      email: owner.email,
      password: 'intruder-pass-1',
    });
    expect(res.statusCode).toBe(409);
    await new Promise((r) => setTimeout(r, 100));
    expect(h.mailer.sent.slice(before).filter((m) => m.to === owner.email)).toEqual([]);
  });
});

describe('ID tokens and IdP sessions that end', () => {
  it('ID tokens carry the token version and the time of sign-in', async () => {
    const before = Math.floor(Date.now() / 1000);
    const reader = await signUpAndSync();
    const claims = decodeJwt(reader.idToken);
    expect(claims.ver).toBe(0);
    expect(claims.auth_time).toBeGreaterThanOrEqual(before - 1);
    // A token minted later from the IdP session keeps the original sign-in time.
    const later = decodeJwt((await get('/identity/session', reader.idp)).json().idToken);
    expect(later.auth_time).toBe(claims.auth_time);
  });

  it('an app session never outlives the sign-in by more than 30 days', async () => {
    const reader = await signUpAndSync();
    const identity = (await identityOf(reader.email))!;
    const key = await signingKey(db());
    const authTime = Math.floor((Date.now() - 29 * DAY) / 1000);
    const token = await new SignJWT({
      email: reader.email,
      email_verified: false,
      sign_in_provider: 'password',
      ver: identity.tokenVersion,
      auth_time: authTime,
    })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setIssuer(issuerOf(h.app.config))
      .setAudience(ID_TOKEN_AUDIENCE)
      .setSubject(`id_${identity.id}`)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key.privateKey);
    const res = await post('/api/auth/lamplight-sync', { idToken: token });
    expect(res.statusCode).toBe(200);
    const id = cookiePair(res, 'lamplight_session')!.split('=')[1]!;
    const [row] = await db().select().from(sessions).where(eq(sessions.id, id));
    expect(row!.absoluteExpiresAt.getTime()).toBeLessThanOrEqual(authTime * 1000 + 30 * DAY + 1000);
    expect(row!.absoluteExpiresAt.getTime()).toBeLessThan(Date.now() + 2 * DAY);
  });

  it('IdP sessions end 30 days after sign-in and after 7 idle days, and slide at most hourly', async () => {
    const reader = await signUpAndSync();
    const id = reader.idp.split('=')[1]!;
    const [row] = await db().select().from(identitySessions).where(eq(identitySessions.id, id));
    expect(row!.absoluteExpiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(30 * DAY, -4);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(7 * DAY, -4);

    // Used two hours ago: the idle end moves forward.
    await db()
      .update(identitySessions)
      .set({
        lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
        expiresAt: new Date(Date.now() + DAY),
      })
      .where(eq(identitySessions.id, id));
    expect((await get('/identity/session', reader.idp)).statusCode).toBe(200);
    const [moved] = await db().select().from(identitySessions).where(eq(identitySessions.id, id));
    expect(moved!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);

    // Past its hard end, however recently used: gone.
    await db()
      .update(identitySessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(identitySessions.id, id));
    expect((await get('/identity/session', reader.idp)).json()).toBeNull();

    const idle = await signUpAndSync();
    await db()
      .update(identitySessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identitySessions.id, idle.idp.split('=')[1]!));
    expect((await get('/identity/session', idle.idp)).json()).toBeNull();
  });
});

describe('password change and reset', () => {
  it('changes the password, signs out every other browser and keeps this one signed in', async () => {
    const reader = await signUpAndSync();
    const other = await post('/identity/sign-in', {
      email: reader.email,
      password: reader.password,
    });
    const otherIdp = cookiePair(other, 'lamplight_idp')!;
    const otherApp = cookiePair(
      await post('/api/auth/lamplight-sync', { idToken: other.json().idToken }),
      'lamplight_session',
    )!;
    await post('/identity/password-reset', { email: reader.email });
    const pendingReset = await h.mailer.linkFor(reader.email, RESET_LINK);

    const wrong = await post(
      '/api/auth/password',
      { currentPassword: 'not-my-password', newPassword: 'a-brand-new-lamp' },
      reader.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is incorrect.');
    const common = await post(
      '/api/auth/password',
      { currentPassword: reader.password, newPassword: 'password1' },
      reader.cookie,
    );
    expect(common.json().message).toBe('This password is too common. Please choose another.');

    const res = await post(
      '/api/auth/password',
      { currentPassword: reader.password, newPassword: 'a-brand-new-lamp' },
      reader.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const newApp = cookiePair(res, 'lamplight_session')!;
    const newIdp = cookiePair(res, 'lamplight_idp')!;
    expect(newApp).not.toBe(reader.app);
    expect((await get('/api/auth/user', newApp)).statusCode).toBe(200);
    expect((await get('/identity/session', newIdp)).json().user.email).toBe(reader.email);
    expect((await get('/api/auth/user', reader.app)).statusCode).toBe(401);
    expect((await get('/api/auth/user', otherApp)).statusCode).toBe(401);
    expect((await get('/identity/session', otherIdp)).json()).toBeNull();
    expect((await get('/identity/session', reader.idp)).json()).toBeNull();
    expect(
      (await post('/api/auth/lamplight-sync', { idToken: other.json().idToken })).statusCode,
    ).toBe(401);
    const reset = await post('/identity/password-reset/confirm', {
      token: pendingReset,
      password: 'attackers-choice-1',
    });
    expect(reset.statusCode).toBe(400);
    expect(
      (await post('/identity/sign-in', { email: reader.email, password: 'a-brand-new-lamp' }))
        .statusCode,
    ).toBe(200);
  });

  it('tells the owner by mail when the password changes, on /account or through a reset', async () => {
    const noticeTo = async (email: string, count: number) => {
      const end = Date.now() + 5000;
      for (;;) {
        const notices = h.mailer.sent.filter(
          (m) => m.to === email && m.subject === 'Your Lamplight password was changed',
        );
        if (notices.length >= count || Date.now() > end) return notices;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const reader = await signUpAndSync();
    expect(await noticeTo(reader.email, 0)).toHaveLength(0);
    const changed = await post(
      '/api/auth/password',
      { currentPassword: reader.password, newPassword: 'a-brand-new-lamp' },
      reader.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const [first] = await noticeTo(reader.email, 1);
    expect(first?.text).toContain('changed from your account page');
    await post('/identity/password-reset', { email: reader.email });
    const token = await h.mailer.linkFor(reader.email, RESET_LINK);
    const reset = await post('/identity/password-reset/confirm', {
      token,
      password: 'another-new-lamp',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const notices = await noticeTo(reader.email, 2);
    expect(notices).toHaveLength(2);
    expect(notices[1]!.text).toContain('changed with a reset link');
    // The notice signs nobody in: no reset or verification token travels in it.
    for (const n of notices) expect(n.text).not.toMatch(/[?&](reset|verify)=/);
  });

  it('says clearly when the account has no password to change', async () => {
    const google = await externalIdentity(h, uniqueEmail('g'), true);
    const token = (await get('/identity/session', google.idp)).json().idToken;
    const app = cookiePair(
      await post('/api/auth/lamplight-sync', { idToken: token }),
      'lamplight_session',
    )!;
    const res = await post(
      '/api/auth/password',
      { currentPassword: 'whatever-it-is', newPassword: 'a-brand-new-lamp' },
      app,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('has no password to change');
    expect((await post('/api/auth/password', { currentPassword: 'x' }, app)).statusCode).toBe(400);
  });

  it('a used reset link voids every older one', async () => {
    const reader = await signUpAndSync();
    await post('/identity/password-reset', { email: reader.email });
    const older = await h.mailer.linkFor(reader.email, RESET_LINK);
    const mark = h.mailer.sent.length;
    await post('/identity/password-reset', { email: reader.email });
    const newer = await h.mailer.linkFor(reader.email, RESET_LINK, mark);
    expect(newer).not.toBe(older);
    expect(
      (await post('/identity/password-reset/confirm', { token: newer, password: 'newer-lamp-oil' }))
        .statusCode,
    ).toBe(200);
    const res = await post('/identity/password-reset/confirm', {
      token: older,
      password: 'older-lamp-oil',
    });
    expect(res.statusCode).toBe(400);
  });

  it('a reset retires ID tokens minted before it', async () => {
    const reader = await signUpAndSync();
    await post('/identity/password-reset', { email: reader.email });
    const token = await h.mailer.linkFor(reader.email, RESET_LINK);
    await post('/identity/password-reset/confirm', { token, password: 'after-the-reset' });
    const res = await post('/api/auth/lamplight-sync', { idToken: reader.idToken });
    expect(res.statusCode).toBe(401);
  });

  it('logging out retires ID tokens minted before it, from any browser', async () => {
    const reader = await signUpAndSync();
    expect((await post('/api/auth/logout', {}, reader.cookie)).statusCode).toBe(204);
    const res = await post('/api/auth/lamplight-sync', { idToken: reader.idToken });
    expect(res.statusCode).toBe(401);
    // Signing in again mints a token that works.
    const again = await post('/identity/sign-in', {
      email: reader.email,
      password: reader.password,
    });
    expect(again.statusCode).toBe(200);
    const synced = await post('/api/auth/lamplight-sync', { idToken: again.json().idToken });
    expect(synced.statusCode).toBe(200);
  });

  it('signing out of the identity provider alone retires them too', async () => {
    const reader = await signUpAndSync();
    expect((await post('/identity/sign-out', {}, reader.idp)).statusCode).toBe(204);
    const res = await post('/api/auth/lamplight-sync', { idToken: reader.idToken });
    expect(res.statusCode).toBe(401);
  });

  it('answers a reset request at once and the same for unknown emails, even when mail is down', async () => {
    h.mailer.failing = true;
    try {
      const reader = await signUpAndSync();
      const known = await post('/identity/password-reset', { email: reader.email });
      const unknown = await post('/identity/password-reset', { email: uniqueEmail('nobody') });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
    } finally {
      await new Promise((r) => setTimeout(r, 50));
      h.mailer.failing = false;
    }
  });
});

describe('password policy', () => {
  it.each([
    ['123456', 'This password is too common. Please choose another.'],
    ['password1', 'This password is too common. Please choose another.'],
    ['Sunshine1', 'This password is too common. Please choose another.'],
    ['lamp-12', 'Password must be at least 8 characters'],
  ])('refuses %s at sign-up', async (password, message) => {
    const res = await post('/identity/accounts', { email: uniqueEmail(), password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('applies to reset too, while sign-in still accepts an older short password', async () => {
    const email = uniqueEmail('legacy');
    await legacyPasswordIdentity(h, email, 'lamp-12');
    expect((await post('/identity/sign-in', { email, password: 'lamp-12' })).statusCode).toBe(200);
    await post('/identity/password-reset', { email });
    const token = await h.mailer.linkFor(email, RESET_LINK);
    const res = await post('/identity/password-reset/confirm', { token, password: 'qwerty123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This password is too common. Please choose another.');
  });
});

describe('password strength with the reader’s own details against it', () => {
  const EASY =
    'This password is too easy to guess. Please choose a longer one, such as a few unrelated words.';
  const PERSONAL =
    'This password is too easy to guess: it is built on your email address, your name or the name Lamplight. Please choose another, such as a few unrelated words.';
  const email = () => `ruth.${Math.random().toString(36).slice(2, 8)}@lanternhouse.org`;

  it.each([
    ['        ', EASY],
    ['aaaaaaaa', EASY],
    ['lamplight', PERSONAL],
    ['Lamplight1', PERSONAL],
    ['lanternhouse', PERSONAL],
    ['lanternhouse.org', PERSONAL],
  ])('refuses %j at sign-up', async (password, message) => {
    const res = await post('/identity/accounts', { email: email(), password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'weak_password' });
  });

  it('refuses the reader’s own email as the password, and keeps the form’s 6-character message', async () => {
    const address = email();
    const own = await post('/identity/accounts', { email: address, password: address });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(PERSONAL);
    const short = await post('/identity/accounts', { email: email(), password: 'ab1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/Password must be at least 6 characters$/);
    const fine = await post('/identity/accounts', { email: email(), password: GOOD_PASSWORD });
    expect(fine.statusCode).toBe(200);
  });

  it('judges a reset and a change the same way, with that account’s email', async () => {
    const legacy = email();
    await legacyPasswordIdentity(h, legacy, 'lamp-12');
    await post('/identity/password-reset', { email: legacy });
    const token = await h.mailer.linkFor(legacy, RESET_LINK);
    const local = legacy.slice(0, legacy.indexOf('@'));
    const reset = await post('/identity/password-reset/confirm', { token, password: local });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(PERSONAL);

    const reader = await signUpAndSync();
    const change = await post(
      '/api/auth/password',
      { currentPassword: reader.password, newPassword: 'Lamplight1' },
      reader.cookie,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(PERSONAL);
  });
});

describe('attempt limits a shared Wi-Fi can live with', () => {
  it('lets 30 readers on one IP each sign in', async () => {
    const readers = [];
    for (let i = 0; i < 30; i++) {
      const email = uniqueEmail('wifi');
      await legacyPasswordIdentity(h, email, 'shared-wifi');
      readers.push(email);
    }
    for (const email of readers) {
      const res = await post(
        '/identity/sign-in',
        { email, password: 'shared-wifi' },
        undefined,
        '10.1.1.1',
      );
      expect(res.statusCode, email).toBe(200);
    }
  });

  it('answers the 11th attempt on one account with 429, from any IP', async () => {
    const email = uniqueEmail('target');
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        '/identity/sign-in',
        { email, password: 'wrong-guess' },
        undefined,
        `10.2.0.${i}`,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});
