import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/database.ts';
import { openDatabase } from '../server/db/open.ts';

// Seeds many readers for load tests of the admin user list:
//   npx tsx scripts/seed-users.ts [count]     (default 100,000; into DATABASE_URL or DATA_DIR)
// Users are reader-1@example.com … reader-N@example.com, joined one minute apart (reader-N newest);
// every 10th is premium, every 5th (from 1) basic, every 50th has a custom plan. Re-running skips
// users that already exist, so it is safe to repeat.

export interface SeedUsersOptions {
  /** How many users (default 100,000). */
  count?: number;
  /** Rows per INSERT … SELECT statement (default 5,000). */
  batchSize?: number;
  /** Seed this database instead of the configured one (left open). */
  database?: Database;
  log?: (line: string) => void;
}

export interface SeedUsersResult {
  inserted: number;
  plans: number;
  ms: number;
}

const FIRST = [
  'Ada',
  'Boaz',
  'Chloe',
  'Dorcas',
  'Eli',
  'Fiona',
  'Gideon',
  'Hannah',
  'Isaac',
  'Junia',
];
const LAST = [
  'Abbott',
  'Brown',
  'Carter',
  'Dunn',
  'Evans',
  'Fisher',
  'Green',
  'Hughes',
  'Irving',
  'Jones',
];
const array = (names: string[]) => sql.raw(`array[${names.map((n) => `'${n}'`).join(',')}]`);

/** Inserts the users (and every 50th user's custom plan) in batches; returns what was added. */
export async function run(opts: SeedUsersOptions = {}): Promise<SeedUsersResult> {
  const count = opts.count ?? 100_000;
  const batchSize = opts.batchSize ?? 5_000;
  const log = opts.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  let database = opts.database;
  const own = !database;
  if (!database) {
    const config = loadConfig();
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await database.migrate();
  }
  const { db } = database;
  // Join times end one minute before now, so seeded users sort below anyone created afterwards.
  const base = new Date(Date.now() - (count + 1) * 60_000).toISOString();
  let inserted = 0;
  let planCount = 0;
  try {
    for (let from = 1; from <= count; from += batchSize) {
      const to = Math.min(count, from + batchSize - 1);
      // Generated inside the database: one statement per batch, no parameters per row.
      const users = await db.execute(sql`
        insert into users (id, email, first_name, last_name, membership_tier, time_zone,
          current_streak_days, longest_streak_days, total_reading_days, last_reading_day,
          created_at, updated_at)
        select 'seed-' || lpad(i::text, 7, '0'),
          'reader-' || i || '@example.com',
          (${array(FIRST)})[1 + i % 10],
          (${array(LAST)})[1 + (i / 10) % 10],
          case when i % 10 = 0 then 'premium' when i % 5 = 1 then 'basic' else 'free' end,
          'UTC',
          i % 8, 8 + i % 30, i % 365,
          current_date - (i % 4),
          ${base}::timestamptz + i * interval '1 minute',
          ${base}::timestamptz + i * interval '1 minute'
        from generate_series(${from}::int, ${to}::int) as i
        on conflict do nothing`);
      const plans = await db.execute(sql`
        insert into plans (slug, owner_id, author_name, title, description, type, plan_type, is_public, created_at, updated_at)
        select 'seed-plan-' || i, 'seed-' || lpad(i::text, 7, '0'), 'Seeded reader',
          'Seeded plan ' || i, 'A custom plan made by the seed script', 'custom', 'daily', false,
          ${base}::timestamptz + i * interval '1 minute', ${base}::timestamptz + i * interval '1 minute'
        from generate_series(${from}::int, ${to}::int) as i
        where i % 50 = 0 and exists (select 1 from users where id = 'seed-' || lpad(i::text, 7, '0'))
        on conflict do nothing`);
      inserted += affected(users);
      planCount += affected(plans);
      if (to % 20_000 === 0 || to === count)
        log(`  seeded ${to.toLocaleString('en-GB')} / ${count.toLocaleString('en-GB')}`);
    }
    // After a bulk load: fresh planner statistics and a visibility map (so count(*) can use an
    // index-only scan). PGlite has no autovacuum to do this later on its own.
    await db.execute(sql`vacuum analyze users`);
    await db.execute(sql`vacuum analyze plans`);
  } finally {
    if (own) await database.close();
  }
  return { inserted, plans: planCount, ms: Math.round(performance.now() - started) };
}

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = process.argv[2];
  const count = arg ? Number(arg) : undefined;
  if (count !== undefined && (!Number.isInteger(count) || count < 1)) {
    console.error('Usage: tsx scripts/seed-users.ts [count]');
    process.exit(1);
  }
  const result = await run({ count });
  console.log(`Inserted ${result.inserted} users and ${result.plans} plans in ${result.ms} ms`);
}
