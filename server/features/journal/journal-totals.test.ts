import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';

// Issue 32 item 3 (decision 173): every save summed the length of all the reader's entries to check the
// storage cap. The totals are now kept in journal_totals by triggers; these tests hold them to a recount
// through every way entries change, and check that the cap reads them.

const ctx = setupTestApp();

type Headers = SignedIn['headers'];

const post = (headers: Headers, content: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/journal/entries', headers, payload: { content } });

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** journal_totals' row for the reader, or null. */
async function stored(userId: string) {
  const [row] = rows<{ entries: number; characters: number }>(
    await ctx.database.db.execute(
      sql`select entries, characters::float8 as characters from journal_totals where user_id = ${userId}`,
    ),
  );
  return row ? { entries: Number(row.entries), characters: Number(row.characters) } : null;
}

/** The reader's totals counted from their entries. */
async function recount(userId: string) {
  const [row] = rows<{ entries: number; characters: number }>(
    await ctx.database.db.execute(sql`
      select count(*)::int as entries, coalesce(sum(char_length(content)), 0)::float8 as characters
      from journal_entries where user_id = ${userId}`),
  );
  return { entries: Number(row!.entries), characters: Number(row!.characters) };
}

async function expectTotalsRight(userId: string) {
  const counted = await recount(userId);
  expect(await stored(userId)).toEqual(counted);
  return counted;
}

describe('journal_totals', () => {
  it('follows saves, edits and deletions through the API, counting characters as code points', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    expect(await stored(user.id)).toBeNull();
    const first = await post(headers, 'Manna each morning 🍞'); // the emoji is one character
    expect(first.statusCode).toBe(201);
    expect(await expectTotalsRight(user.id)).toEqual({ entries: 1, characters: 20 });
    const second = await post(headers, 'Rest on the seventh day');
    expect(second.statusCode).toBe(201);
    const id = second.json<{ id: number }>().id;
    await expectTotalsRight(user.id);
    for (const content of [
      'Rest',
      'Rest, and gather twice on the sixth',
      'Rest, and gather twice on the fifth',
    ]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/journal/entries/${id}`,
        headers,
        payload: { content },
      });
      expect(res.statusCode).toBe(200);
      await expectTotalsRight(user.id);
    }
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/journal/entries/${id}`,
      headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await expectTotalsRight(user.id)).toEqual({ entries: 1, characters: 20 });
  });

  it('follows bulk statements: many rows at once, an entry moved to another reader, a title-only edit', async () => {
    const db = ctx.database.db;
    const a = await signedInUser(db);
    const b = await signedInUser(db);
    await db.execute(sql`
      insert into journal_entries (user_id, content, title)
      select case when i % 3 = 0 then ${b.user.id} else ${a.user.id} end, repeat('é', i), 'Bible Reading'
      from generate_series(1, 60) i`);
    await expectTotalsRight(a.user.id);
    await expectTotalsRight(b.user.id);
    await db.execute(
      sql`update journal_entries set title = 'Renamed' where user_id = ${a.user.id}`,
    );
    await db.execute(
      sql`update journal_entries set content = content || '!' where user_id = ${a.user.id} and length(content) < 10`,
    );
    await db.execute(sql`
      update journal_entries set user_id = ${b.user.id}
      where id in (select id from journal_entries where user_id = ${a.user.id} order by id limit 5)`);
    await db.execute(
      sql`delete from journal_entries where user_id = ${b.user.id} and length(content) > 40`,
    );
    await expectTotalsRight(a.user.id);
    const bAfter = await expectTotalsRight(b.user.id);
    expect(bAfter.entries).toBeGreaterThan(0);
  });

  it('goes with the reader when the account is deleted', async () => {
    const reader = await signedInUser(ctx.database.db);
    expect((await post(reader.headers, 'A last thought')).statusCode).toBe(201);
    expect(await stored(reader.user.id)).not.toBeNull();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: reader.headers,
      payload: { confirmEmail: reader.user.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(reader.user.id)).toBeNull();
  });

  it('stays right through concurrent saves by one reader and by many', async () => {
    const db = ctx.database.db;
    const one = await signedInUser(db);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(one.headers, `Thought ${i} ${'ñ'.repeat(i)}`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect(await expectTotalsRight(one.user.id)).toMatchObject({ entries: 12 });
    // Writes that take no reader lock (plain statements, in parallel on a pool) still add up.
    const many = await Promise.all(Array.from({ length: 4 }, () => signedInUser(db)));
    await Promise.all(
      many.flatMap((r) =>
        Array.from({ length: 5 }, (_, i) =>
          db.execute(
            sql`insert into journal_entries (user_id, content, title) values (${r.user.id}, ${'x'.repeat(i + 1)}, 'T')`,
          ),
        ),
      ),
    );
    for (const r of many)
      expect(await expectTotalsRight(r.user.id)).toEqual({ entries: 5, characters: 15 });
  });

  it('is filled for entries saved before the migration (its backfill statement)', async () => {
    const db = ctx.database.db;
    const { user } = await signedInUser(db);
    await db.execute(sql`
      insert into journal_entries (user_id, content, title)
      select ${user.id}, repeat('ω', i), 'Bible Reading' from generate_series(1, 7) i`);
    const migration = readFileSync(join(MIGRATIONS_DIR, '0020_journal_totals.sql'), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .find((s) => s.startsWith('INSERT INTO "journal_totals"'));
    expect(backfill).toBeDefined();
    await db.execute(sql`delete from journal_totals`);
    await db.execute(sql.raw(backfill!));
    expect(await expectTotalsRight(user.id)).toEqual({ entries: 7, characters: 28 });
  });
});

describe('the storage cap reads journal_totals', () => {
  it('refuses a save when the kept totals are at the limit, without counting the entries', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db);
    expect((await post(headers, 'one entry')).statusCode).toBe(201);
    // The kept count says the journal is full (20,000 entries); only the counter row is read.
    await db.execute(sql`update journal_totals set entries = 20000 where user_id = ${user.id}`);
    const over = await post(headers, 'one too many');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'journal_full' });
    await db.execute(sql`update journal_totals set entries = 19999 where user_id = ${user.id}`);
    expect((await post(headers, 'the last one that fits')).statusCode).toBe(201);
    expect((await post(headers, 'and now it is full')).statusCode).toBe(409);
  });
});
