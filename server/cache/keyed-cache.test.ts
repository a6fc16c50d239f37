import { describe, expect, it } from 'vitest';
import { KeyedCache } from './keyed-cache.ts';
import { OwnWrites, writtenTables, type OwnWrite } from './own-writes.ts';

function cache(jitter = 0, random = () => 0) {
  let now = 0;
  const c = new KeyedCache<string>(
    { ttlMs: 1_000, jitter, maxEntries: 100 },
    (v) => v.length,
    () => now,
    random,
  );
  c.setLive(true);
  return { c, advance: (ms: number) => (now += ms) };
}

describe('KeyedCache', () => {
  it('spreads expiry: entries stored together expire between (1 - jitter) and 1 of the time to live', () => {
    const draws = [0, 0.5, 1];
    const { c, advance } = cache(0.2, () => draws.shift()!);
    c.set('a', 'u1', 'a', c.begin());
    c.set('b', 'u1', 'b', c.begin());
    c.set('c', 'u1', 'c', c.begin());
    advance(800);
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual(['a', 'b', undefined]);
    advance(100);
    expect([c.get('a'), c.get('b')]).toEqual(['a', undefined]);
    advance(100);
    expect(c.get('a')).toBeUndefined();
  });

  it('drops the values that read a table, whoever owns them, and refuses a lookup it overtook', () => {
    const { c } = cache();
    c.set('today', 'u1', 't', c.begin(), ['readings', 'plans']);
    c.set('notebook', 'u1', 'n', c.begin(), ['journal_entries']);
    c.set('today2', 'u2', 't2', c.begin(), ['plans']);
    const token = c.begin();
    c.invalidateTable('plans');
    expect([c.get('today'), c.get('notebook'), c.get('today2')]).toEqual([
      undefined,
      'n',
      undefined,
    ]);
    expect(c.set('late', 'u3', 'x', token, ['plans'])).toBe(false);
    expect(c.set('other', 'u3', 'x', token, ['readings'])).toBe(true);
  });
});

describe('own writes', () => {
  it('reads the written tables from statement text', () => {
    expect(writtenTables('insert into "journal_entries" ("id") values ($1)')).toEqual([
      'journal_entries',
    ]);
    expect(writtenTables('update "users" set "time_zone" = $1 where "users"."id" = $2')).toEqual([
      'users',
    ]);
    expect(writtenTables('delete from "public"."sessions" where "id" = $1')).toEqual(['sessions']);
    expect(writtenTables('truncate table "plans", "plan_sessions" cascade')).toEqual([
      'plans',
      'plan_sessions',
    ]);
    expect(writtenTables('select * from "readings" for update')).toEqual([]);
    expect(
      writtenTables(
        'with changed as (update "users" set x = 1 returning 1) select count(*) from changed',
      ),
    ).toEqual(['users']);
  });

  it('applies a write at once and again at its commit; a commit that wrote nothing applies nothing', () => {
    const applied: OwnWrite[] = [];
    const own = new OwnWrites(new Set(['readings']), (w) => applied.push(w));
    const conn = {};
    const other = {};
    own.statement('begin', conn, 'u1');
    own.statement('update "readings" set "x" = 1', conn, 'u1');
    own.statement('update "reminder_sends" set "x" = 1', conn, 'u1');
    expect(applied).toEqual([{ table: 'readings', reader: 'u1' }]);
    own.statement('begin', other, undefined);
    own.statement('commit', other, undefined);
    expect(applied).toHaveLength(1);
    own.statement('commit', conn, 'u1');
    expect(applied).toHaveLength(2);
    own.statement('begin', conn, undefined);
    own.statement('delete from "readings"', conn, undefined);
    own.statement('rollback', conn, undefined);
    own.statement('commit', conn, undefined);
    expect(applied).toHaveLength(3);
  });
});
