import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, users } from '../../db/schema/index.ts';
import { randomId } from '../../lib/ids.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { client, GOOD_PASSWORD, setupIdentityApp, uniqueEmail } from '../../test/auth-helpers.ts';

// One password identity per address, made impossible to break at the database (migration 0014; L7).
const h = setupIdentityApp({ AUTH_RATE_LIMIT: '1000', AUTH_IP_RATE_LIMIT: '100000' });
const { post } = client(h);
const db = () => h.database.db;
const passwordIdentitiesOf = async (email: string) =>
  db()
    .select()
    .from(identities)
    .where(
      sql`lower(${identities.email}) = ${email.toLowerCase()} and ${identities.provider} = 'password'`,
    );

describe('simultaneous sign-ups for one address', () => {
  it('create exactly one identity; the others are told the address is in use', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(
          '/identity/accounts',
          { email: i % 2 ? email.toUpperCase() : email, password: GOOD_PASSWORD },
          undefined,
          `198.51.100.${40 + i}`,
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(
      Array(4).fill('email_in_use'),
    );
    expect(await passwordIdentitiesOf(email)).toHaveLength(1);
  });

  it('cannot be broken even by a direct insert', async () => {
    const email = uniqueEmail('direct');
    const row = { provider: 'password', email, emailVerified: false, passwordHash: 'x' };
    await db()
      .insert(identities)
      .values({ ...row, subject: randomId(12) });
    await expect(
      db()
        .insert(identities)
        .values({ ...row, subject: randomId(12), email: email.toUpperCase() }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    // Another provider may know the same address.
    await db()
      .insert(identities)
      .values({ ...row, provider: 'google', subject: randomId(12), passwordHash: null });
  });
});

describe('migration 0014', () => {
  it('keeps one password identity per address, the linked one first, before the index is made', async () => {
    const statements = readFileSync(
      join(MIGRATIONS_DIR, '0014_password_identity_per_email.sql'),
      'utf8',
    ).split('--> statement-breakpoint');
    await db().execute(sql.raw('drop index identities_password_email_idx'));
    const email = uniqueEmail('dupes');
    const [user] = await db()
      .insert(users)
      .values({ id: randomId(12), email, firstName: 'A', lastName: 'B' })
      .returning();
    const make = (userId: string | null) =>
      db()
        .insert(identities)
        .values({
          provider: 'password',
          subject: randomId(12),
          email,
          emailVerified: false,
          passwordHash: 'x',
          userId,
        })
        .returning();
    await make(null);
    const [linked] = await make(user!.id);
    await make(null);
    expect(await passwordIdentitiesOf(email)).toHaveLength(3);
    for (const statement of statements) await db().execute(sql.raw(statement));
    const kept = await passwordIdentitiesOf(email);
    expect(kept.map((i) => i.id)).toEqual([linked!.id]);
    expect((await db().select().from(users).where(eq(users.id, user!.id))).length).toBe(1);
  });
});
