import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/open.ts';
import { adminDatabaseUrl, scratchDatabase } from '../../server/test/scratch-database.ts';

// npm run bench -- cap: the storage cap's read at 10, 10,000 and 50,000 entries (decision 173): the sum over the
// reader's entries that every save ran before, and the journal_totals row it reads now, interleaved 30 times
// each in one process (wall time, the round trip included); medians. PGlite, then PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. Prints figures; asserts nothing.

const SIZES = [10, 10_000, 50_000];
const ROUNDS = 30;

async function runOn(kind: 'pglite' | 'postgres') {
  const adminUrl = adminDatabaseUrl();
  const scratch =
    kind === 'postgres' && adminUrl ? await scratchDatabase(adminUrl, 'lh_cap_') : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-bench-cap-'));
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir });
  try {
    await database.migrate();
    const db = database.db;
    for (const n of SIZES) {
      const id = `cap${n}`;
      await db.execute(
        sql`insert into users (id, email, first_name, last_name) values (${id}, ${`${id}@bench.test`}, 'Bench', 'Reader')`,
      );
      await db.execute(sql`
        insert into journal_entries (user_id, content, title)
        select ${id}, repeat('Gathered enough for today and no more. ', 1 + i % 3), 'Bible Reading'
        from generate_series(1, ${n}::int) i`);
      await db.execute(sql`analyze`);
      const sum: number[] = [];
      const row: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        let t = performance.now();
        await db.execute(sql`
          select count(*)::int, coalesce(sum(char_length(content)), 0)::float8
          from journal_entries where user_id = ${id}`);
        sum.push(performance.now() - t);
        t = performance.now();
        await db.execute(sql`select entries, characters from journal_totals where user_id = ${id}`);
        row.push(performance.now() - t);
      }
      const median = (xs: number[]) =>
        xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(2);
      console.log(
        `  ${kind.padEnd(8)} ${String(n).padStart(6)} entries: sum over the entries ${median(sum).padStart(7)} ms, ` +
          `journal_totals row ${median(row).padStart(6)} ms (medians of ${ROUNDS})`,
      );
    }
  } finally {
    await database.close();
    await scratch?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  await runOn('pglite');
  if (adminDatabaseUrl()) await runOn('postgres');
  else console.log('  PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  console.log(
    `  load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
