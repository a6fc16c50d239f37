// Another client's /api/config while an outsider asks the costly public routes for new work (docs/quality.md,
// "Trust, round three"; decision 154). Loopback only: a server is started from a checkout's sources on
// 127.0.0.1 (embedded PGlite in a temporary DATA_DIR), attacked at a fixed rate from 4 connections, while
// one other client asks GET /api/config one request after another; prints that client's latencies.
// Prints figures; asserts nothing. Loopback is never rate-limited, so this measures the work itself.
// Usage: npx tsx scripts/load-costly.ts                  (this checkout)
//        LOAD_ROOT=/path/to/other/checkout npx tsx scripts/load-costly.ts   (e.g. main, for "before")
//        LOAD_SECONDS=20 (each attack's length), LOAD_RATE=16 (attack requests a second, all connections)
//        LOAD_ONLY=search (only the attacks whose label contains this, case-insensitive)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../server/test/spawn-server.ts';
import { waitUntilHealthy } from './lib/wait-until-healthy.ts';

const ROOT = resolve(process.env.LOAD_ROOT ?? join(import.meta.dirname, '..'));
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const RATE = Number(process.env.LOAD_RATE ?? 16);

/** The books and chapter counts the attacks walk through (a few long books). */
const BOOKS: [string, number][] = [
  ['Genesis', 50],
  ['Psalms', 150],
  ['Isaiah', 66],
  ['Jeremiah', 52],
  ['Ezekiel', 48],
];

const ONLY = process.env.LOAD_ONLY?.toLowerCase();

/** The attacks to run: all, or those LOAD_ONLY names. */
const chosenAttacks = () =>
  attacks().filter((attack) => !ONLY || attack.label.toLowerCase().includes(ONLY));

/** Each attack: a label and the next path to ask (a new piece of work each time). */
function attacks(): { label: string; next: () => string }[] {
  let a = 0;
  let b = 0;
  let c = 0;
  return [
    {
      label: "Strong's words, wide ranges (Genesis 2-50, Psalms 2-150, ...)",
      next: () => {
        const [book, last] = BOOKS[a % BOOKS.length]!;
        const from = 1 + (Math.floor(a++ / BOOKS.length) % (last - 1));
        return `/api/strongs/words?ref=${encodeURIComponent(`${book} ${from}-${last}`)}&translation=${a % 2 ? 'kjv' : 'web'}`;
      },
    },
    {
      label: "Strong's words, a new chapter each time",
      next: () => {
        const [book, last] = BOOKS[b % BOOKS.length]!;
        const chapter = 1 + (Math.floor(b++ / BOOKS.length) % last);
        return `/api/strongs/words?ref=${encodeURIComponent(`${book} ${chapter}`)}&translation=${b % 2 ? 'kjv' : 'web'}`;
      },
    },
    {
      // Pages 1-50: the deepest still answered (MAX_SEARCH_PAGES), so this is the work an outsider can
      // still ask for, not refusals.
      label: 'Bible search "and the", WEB, pages 1-50',
      next: () => `/api/bible/search?q=and%20the&translation=web&page=${1 + (c++ % 50)}`,
    },
  ];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One client asking /api/config one request after another until `until`; its latencies in ms. */
async function victim(base: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const t = performance.now();
    const res = await fetch(`${base}/api/config`);
    await res.arrayBuffer();
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 50));
  }
  return times.sort((x, y) => x - y);
}

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-load-costly-'));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(base, proc);
  return {
    base,
    stop: async () => {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = await startServer();
console.log(
  `server from ${ROOT}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
try {
  // Warm: the first answers of each route load their data (the Bible index, the tags).
  for (const attack of chosenAttacks()) await fetch(`${server.base}${attack.next()}`);
  const quiet = await victim(server.base, Date.now() + 5000);
  const rows: string[][] = [
    [
      'none (quiet)',
      '-',
      '-',
      ...[50, 90, 99].map((p) => percentile(quiet, p).toFixed(1)),
      quiet.at(-1)!.toFixed(1),
    ],
  ];
  for (const attack of chosenAttacks()) {
    const until = Date.now() + SECONDS * 1000;
    const statuses = new Map<number, number>();
    const [result, times] = await Promise.all([
      autocannon({
        url: server.base,
        connections: 4,
        overallRate: RATE,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (req) => ({ ...req, path: attack.next() }),
            onResponse: (status) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
          },
        ],
      }),
      victim(server.base, until),
    ]);
    rows.push([
      attack.label,
      `${result.requests.total} (${[...statuses].map(([s, n]) => `${n}x${s}`).join(' ')})`,
      `${result.latency.p50} / ${result.latency.p99}`,
      ...[50, 90, 99].map((p) => percentile(times, p).toFixed(1)),
      times.at(-1)!.toFixed(1),
    ]);
  }
  console.log(
    `\nattack: ${RATE} req/s from 4 connections for ${SECONDS} s; victim: GET /api/config one after another (50 ms apart)`,
  );
  console.log(
    '| attack | attack requests (statuses) | attack p50 / p99 ms | victim p50 ms | victim p90 ms | victim p99 ms | victim max ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await server.stop();
}
