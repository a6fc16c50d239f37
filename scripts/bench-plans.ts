import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/database.ts';
import { openDatabase } from '../server/db/open.ts';
import { planSessions, plans, sessions, userPlans, users } from '../server/db/schema/index.ts';
import { seedCuratedPlans } from '../server/features/plans/seed.ts';
import { randomId } from '../server/lib/ids.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../server/plugins/session.ts';
import { BOOKS } from '../server/scripture/books.ts';
import { load, printTable } from './bench/util.ts';

// Reading plans at 10,000 public plans: builds the app in this process on a temporary PGlite
// database, seeds the curated plans plus 10,000 readers' public plans (7 sessions each) and
// 2,000 readers who use and rate some of them, then loads GET /api/plans and a plan search with
// autocannon, 50 connections for 10 s each, as a signed-in reader. Prints figures; asserts
// nothing. autocannon shares the process with the server, so the figures are conservative.
//   npx tsx scripts/bench-plans.ts

const PLANS = 10_000;
const READERS = 2_000;
const TOPICS = [
  'Prayer',
  'Hope',
  'Grace',
  'Wisdom',
  'Courage',
  'Forgiveness',
  'Rest',
  'Joy',
  'Patience',
  'Mercy',
  'Justice',
  'Lament',
  'Covenant',
  'Creation',
  'Worship',
  'Friendship',
  'Healing',
  'Provision',
];
const PHRASES = [
  'a journey through',
  'daily readings on',
  'a study of',
  'meditations on',
  'seven days with',
];

/** Seeds the curated plans, 10,000 public plans and their readers; returns a signed-in reader's cookie. */
export async function seedBenchPlans(database: Database): Promise<string> {
  const db = database.db;
  await seedCuratedPlans(db);
  const [owner] = await db
    .insert(users)
    .values({
      id: randomId(12),
      email: 'bench-owner@example.com',
      firstName: 'Bench',
      lastName: 'Owner',
    })
    .returning();
  const batch = 500;
  for (let start = 0; start < PLANS; start += batch) {
    const rows = Array.from({ length: Math.min(batch, PLANS - start) }, (_, k) => {
      const i = start + k;
      const topic = TOPICS[i % TOPICS.length]!;
      const book = BOOKS[(i * 7) % BOOKS.length]!;
      return {
        ownerId: owner!.id,
        authorName: 'Bench Owner',
        title: `${topic} in ${book.name} ${i}`,
        description: `${PHRASES[i % PHRASES.length]} ${topic.toLowerCase()} in the book of ${book.name}, written for readers who want to go deeper.`,
        type: 'custom' as const,
        planType: i % 3 === 0 ? ('session' as const) : ('daily' as const),
        isPublic: true,
      };
    });
    const inserted = await db.insert(plans).values(rows).returning({ id: plans.id });
    const sessionRows = inserted.flatMap(({ id }, k) =>
      Array.from({ length: 7 }, (_, d) => {
        const book = BOOKS[(start + k + d) % BOOKS.length]!;
        const chapter = 1 + ((start + k + d) % book.chapters);
        return {
          planId: id,
          day: d + 1,
          reference: `${book.name} ${chapter}`,
          title: `Day ${d + 1}`,
          description: '',
        };
      }),
    );
    await db.insert(planSessions).values(sessionRows);
  }
  const ids = (await db.select({ id: plans.id }).from(plans)).map((r) => r.id);
  for (let start = 0; start < READERS; start += batch) {
    const readers = Array.from({ length: Math.min(batch, READERS - start) }, (_, k) => ({
      id: randomId(12),
      email: `bench-reader-${start + k}@example.com`,
    }));
    await db.insert(users).values(readers);
    const uses = readers.flatMap((r, k) =>
      [0, 1, 2].map((j) => ({
        userId: r.id,
        planId: ids[((start + k) * 31 + j * 977) % ids.length]!,
        isActive: j === 0,
        completedAt: j === 2 ? new Date() : null,
        rating: j === 2 ? (1 + ((start + k) % 5)) * 10 : null,
      })),
    );
    await db.insert(userPlans).values(uses).onConflictDoNothing();
  }
  // The reader the load runs as: a few plans of their own in progress.
  const [reader] = await db
    .insert(users)
    .values({
      id: randomId(12),
      email: 'bench-reader@example.com',
      firstName: 'Bench',
      membershipTier: 'premium',
    })
    .returning();
  await db
    .insert(userPlans)
    .values(ids.slice(0, 4).map((planId, j) => ({ userId: reader!.id, planId, isActive: j < 2 })));
  const sid = randomId(32);
  await db.insert(sessions).values({
    id: sid,
    userId: reader!.id,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    absoluteExpiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return `${SESSION_COOKIE}=${sid}`;
}

/** Seeds 10,000 public plans and prints req/s, p50 and p99 for the plan list and search. */
export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lamplight-bench-plans-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    DATABASE_URL: '',
  });
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    const started = performance.now();
    const cookie = await seedBenchPlans(database);
    console.log(
      `seeded ${PLANS.toLocaleString('en-GB')} public plans in ${Math.round(performance.now() - started)} ms`,
    );
    const app = await buildApp({ config, database, logger: false, serveWeb: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const headers = { cookie };
      const warm = await fetch(`${base}/api/plans`, { headers });
      if (warm.status !== 200) throw new Error(`GET /api/plans answered ${warm.status}`);
      const rows = [
        // Calibration on the same machine and moment: no database, then one trivial query.
        await load('GET /api/config (baseline, no database)', `${base}/api/config`),
        await load('GET /healthz (baseline, one query)', `${base}/healthz`),
        await load('GET /api/plans', `${base}/api/plans`, { headers }),
        await load(
          'GET /api/plans/search?q=prayer psalms',
          `${base}/api/plans/search?q=prayer%20psalms`,
          { headers },
        ),
        await load('GET /api/plans/search?q=wild', `${base}/api/plans/search?q=wild`, { headers }),
      ];
      printTable(
        `Reading plans, ${PLANS.toLocaleString('en-GB')} public plans, PGlite, 50 connections × 10 s`,
        rows,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
