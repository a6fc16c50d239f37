import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { openPostgres } from './postgres.ts';
import {
  MAX_PER_CONNECTION,
  REPEATS,
  nameFor,
  prepareRepeatedStatements,
  statementNames,
} from './prepared-statements.ts';

// Decision 189: repeated statements with parameters go out named on PostgreSQL, parsed once per connection.

/** A stand-in for a node-postgres client that records what `query` received. */
function recordingClient() {
  const sent: unknown[] = [];
  const client = {
    query: (...args: unknown[]) => {
      sent.push(args[0]);
      return Promise.resolve({ rows: [] });
    },
  };
  return { client, sent };
}

describe('naming repeated statements', () => {
  it('names a text once it has been sent REPEATS times, with one name for one text', () => {
    const names = statementNames();
    const text = 'select * from users where id = $1';
    const given = Array.from({ length: REPEATS + 2 }, () => nameFor(names, text));
    expect(given.slice(0, REPEATS - 1)).toEqual(Array(REPEATS - 1).fill(undefined));
    const name = given[REPEATS - 1];
    expect(name).toMatch(/^lp_[0-9a-f]{20}$/);
    expect(new Set(given.slice(REPEATS - 1))).toEqual(new Set([name]));
    const other = Array.from({ length: REPEATS }, () => nameFor(names, `${text} limit 1`)).at(-1);
    expect(other).toMatch(/^lp_/);
    expect(other).not.toBe(name);
  });

  it('names only statements with parameters that carry no name of their own', async () => {
    const names = statementNames();
    const { client, sent } = recordingClient();
    prepareRepeatedStatements(client, names);
    for (let i = 0; i < REPEATS; i++) {
      await client.query('select 1');
      await client.query('select $1::int', [i]);
      await client.query({ text: 'select $1::text', values: ['a'] });
      await client.query({ text: 'select $1::date', name: 'mine' }, ['2026-01-01']);
    }
    const last = sent.slice(-4);
    expect(last[0]).toBe('select 1');
    expect(last[1]).toMatchObject({ text: 'select $1::int', name: expect.stringMatching(/^lp_/) });
    expect(last[2]).toMatchObject({ text: 'select $1::text', name: expect.stringMatching(/^lp_/) });
    expect(last[3]).toEqual({ text: 'select $1::date', name: 'mine' });
    // The caller's own config object is left as it was.
    expect(sent[2]).toEqual({ text: 'select $1::text', values: ['a'] });
  });

  it('keeps at most MAX_PER_CONNECTION names on one connection, and still names those it has', async () => {
    const names = statementNames();
    const { client, sent } = recordingClient();
    prepareRepeatedStatements(client, names);
    const send = async (text: string) => {
      for (let i = 0; i < REPEATS; i++) await client.query(text, [i]);
      return sent.at(-1) as { name?: string };
    };
    for (let i = 0; i < MAX_PER_CONNECTION; i++)
      expect((await send(`select $1::int + ${i}`)).name).toMatch(/^lp_/);
    expect(await send('select $1::int - 1')).toBe('select $1::int - 1');
    expect((await send('select $1::int + 0')).name).toMatch(/^lp_/);
    // Another connection of the same pool has room of its own.
    const other = recordingClient();
    prepareRepeatedStatements(other.client, names);
    await other.client.query('select $1::int - 1', [1]);
    expect(other.sent[0]).toMatchObject({ name: expect.stringMatching(/^lp_/) });
  });
});

/** node-postgres answers a raw query with { rows }. */
type Rows<T = unknown> = { rows: T[] };

describe.skipIf(process.env.TEST_DB !== 'postgres')('on PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.dispose());

  async function preparedOnOneConnection(preparedStatements: boolean) {
    const database = openPostgres(test.url!, 1, undefined, { preparedStatements });
    try {
      const answers: unknown[] = [];
      for (let i = 0; i < REPEATS + 1; i++) {
        const res = (await database.db.execute(sql`select ${i}::int * 2 as doubled`)) as Rows;
        answers.push(res.rows[0]);
      }
      const res = (await database.db.execute(
        sql`select name, statement from pg_prepared_statements where name like ${'lp\\_%'}`,
      )) as Rows<{ name: string; statement: string }>;
      return { answers, prepared: res.rows };
    } finally {
      await database.close();
    }
  }

  it('parses a repeated statement once on the connection, with the same answers', async () => {
    const on = await preparedOnOneConnection(true);
    expect(on.answers).toEqual([{ doubled: 0 }, { doubled: 2 }, { doubled: 4 }, { doubled: 6 }]);
    expect(on.prepared.map((p) => p.statement)).toContain('select $1::int * 2 as doubled');
  });

  it('sends every statement unnamed when turned off', async () => {
    const off = await preparedOnOneConnection(false);
    expect(off.answers).toEqual([{ doubled: 0 }, { doubled: 2 }, { doubled: 4 }, { doubled: 6 }]);
    expect(off.prepared).toEqual([]);
  });
});
