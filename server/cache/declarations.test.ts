import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { journalEntries } from '../db/schema/index.ts';
import { setupTestApp } from '../test/app.ts';
import { signedInUser, type SignedIn } from '../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../test/factories-plans.ts';
import { cachedAnswers, sharedValues, watchedTables, type WatchedTable } from './answers.ts';

// The declarations in server/cache/answers.ts are the cache's only rules. This file holds them to the
// database: every table an answer reads announces its changes, and no answer reads a table it does not
// declare. Both would otherwise serve stale answers for up to the entries' time to live.

const ctx = setupTestApp();

// pg_trigger.tgtype bits.
const ROW = 1;
const INSERT = 4;
const DELETE = 8;
const UPDATE = 16;
const TRUNCATE = 32;

/** Every table an answer or a shared value reads, with the answers that read it. */
function readers(): Map<WatchedTable, string[]> {
  const byTable = new Map<WatchedTable, string[]>();
  const declared = [...Object.values(cachedAnswers), ...Object.values(sharedValues)];
  for (const { name, reads } of declared) {
    for (const table of reads) byTable.set(table, [...(byTable.get(table) ?? []), name]);
  }
  return byTable;
}

/** For each declared table, the changes no `lamplight_*` trigger announces (empty when all are covered). */
async function missingTriggers(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0]) {
  const tables = [...readers().keys()];
  const { rows } = (await db.execute(sql`
    select c.relname as "table", t.tgtype as "type"
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.proname like 'lamplight\\_%'
      and c.relname in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})
  `)) as unknown as { rows: { table: string; type: number }[] };
  const missing: string[] = [];
  for (const table of tables) {
    const kinds = rows.filter((r) => r.table === table).map((r) => Number(r.type));
    // A reader's table must name the reader: a row trigger; shared data may notify once per statement.
    const perRow = watchedTables[table] === 'reader';
    const covers = (event: number) =>
      kinds.some((k) => (k & event) !== 0 && (!perRow || event === TRUNCATE || (k & ROW) !== 0));
    const events = (
      [
        ['INSERT', INSERT],
        ['UPDATE', UPDATE],
        ['DELETE', DELETE],
        ['TRUNCATE', TRUNCATE],
      ] as const
    )
      .filter(([, bit]) => !covers(bit))
      .map(([name]) => name);
    if (events.length) {
      missing.push(
        `"${table}" (read by ${readers().get(table)!.join(', ')}) has no change trigger for ${events.join(', ')}`,
      );
    }
  }
  return missing;
}

const HOW_TO_TRIGGER =
  'Add the triggers in a new migration (server/db/migrations; see 0019_answer_tables_notify.sql): ' +
  "a table of one reader's rows gets AFTER INSERT OR UPDATE OR DELETE ... FOR EACH ROW EXECUTE FUNCTION " +
  '"lamplight_reader_data_changed"() (it notifies the row\'s user_id), shared data gets the same events FOR ' +
  'EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"(), and both an AFTER TRUNCATE trigger ' +
  'with "lamplight_shared_data_changed"(). Without them a change made by another instance or in psql is ' +
  'not seen and the answer stays stale until its time to live ends.';

describe('every table a cached answer reads announces its changes', () => {
  it('has INSERT, UPDATE, DELETE and TRUNCATE triggers', async () => {
    const missing = await missingTriggers(ctx.database.db);
    expect(missing, `${missing.join('; ')}.\n${HOW_TO_TRIGGER}`).toEqual([]);
  });

  it('notices a dropped trigger (the check itself)', async () => {
    let missing: string[] = [];
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`drop trigger "reading_days_changed_notify" on "reading_days"`);
        missing = await missingTriggers(tx);
        throw new Error('undo the drop');
      }),
    ).rejects.toThrow('undo the drop');
    expect(missing).toEqual([
      '"reading_days" (read by user) has no change trigger for INSERT, UPDATE, DELETE',
    ]);
    expect(await missingTriggers(ctx.database.db)).toEqual([]);
  });
});

/** Table names in a statement's text: what follows from, join, into, update or truncate. */
function tablesIn(text: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const re = /\b(?:from|join|into|update|truncate|table)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
  for (const m of text.matchAll(re)) {
    const name = m[1]!.toLowerCase();
    if (known.has(name)) found.add(name);
  }
  return [...found];
}

describe('no cached answer reads a table it does not declare', () => {
  const touched = new Map<string, Set<string>>();
  let stop: () => void = () => {};

  beforeAll(async () => {
    const { rows } = (await ctx.database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { tablename: string }[] };
    const known = new Set(rows.map((r) => r.tablename));
    stop = ctx.database.onStatement((text, _target, { context }) => {
      if (!context?.answer) return;
      const tables = touched.get(context.answer) ?? new Set();
      for (const table of tablesIn(text, known)) tables.add(table);
      touched.set(context.answer, tables);
    });
  });
  afterAll(() => stop());

  async function reader(): Promise<SignedIn> {
    const db = ctx.database.db;
    const who = await signedInUser(db, { membershipTier: 'premium', timeZone: 'Europe/London' });
    const { plan } = await createPlanWithSessions(db, {
      sessions: [{ reference: 'Genesis 1' }, { reference: 'Genesis 2' }],
    });
    await activatePlan(db, who.user.id, plan.id, 1);
    await db.insert(journalEntries).values(
      ['one', 'two', 'three'].map((content) => ({
        userId: who.user.id,
        content,
        title: 'Bible Reading - John 3',
        reference: 'John 3',
        planId: plan.id,
        planTitle: plan.title,
        day: 1,
      })),
    );
    return who;
  }

  it('computes every declared answer and compares the tables its statements touched', async () => {
    const who = await reader();
    for (const url of [
      '/api/readings/today',
      '/api/auth/user',
      '/api/plans',
      '/api/notebook/by-date?limit=2',
      '/api/notebook/by-session?limit=2',
      '/api/notebook/by-book?limit=2',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: who.headers });
      expect(res.statusCode, url).toBe(200);
    }
    const problems: string[] = [];
    for (const { name, reads } of Object.values(cachedAnswers)) {
      const tables = touched.get(name);
      if (!tables?.size) {
        problems.push(`"${name}" was not computed here: request it in this test`);
        continue;
      }
      for (const table of tables) {
        if (!(reads as readonly string[]).includes(table)) {
          problems.push(`"${name}" read "${table}", which it does not declare`);
        }
      }
    }
    expect(
      problems,
      `${problems.join('; ')}.\nA cached answer is dropped only when a table it declares changes. Add the ` +
        "table to the answer's `reads` in server/cache/answers.ts and to `watchedTables` (reader or shared); " +
        'the trigger test above then says whether it needs a migration.',
    ).toEqual([]);
  });
});
