import { loadavg } from 'node:os';
import { POSTGRES_TEST_WORKERS, serverTestFiles } from './lib/database-test-files.ts';
import { runPrefixed, type PrefixedRun } from './lib/run-prefixed.ts';

/**
 * Every test, as `npm run test:all` (decision 143): the browser check, then two lanes at once —
 *
 *   e2e lane:    build → e2e (scripts/e2e.ts: its shards, each with its own production server) → checks
 *   check lane:  typecheck → lint → web → server on PGlite → server on PostgreSQL (with TEST_DATABASE_URL)
 *
 * Both lanes take checks from one queue, so once e2e is done the checks left run two at a time.
 * The e2e suite is the longest phase and spends much of its time waiting on browsers and servers, so the
 * checks fill the other core instead of running after it. Each line is prefixed with its phase; a failing
 * phase fails the run, the other phases still finish (a broken build skips e2e), and the output of every
 * failed phase is printed again in one piece after the timings. CI_LANES=n runs n checks at once
 * (default 1); CI_LANES=0 runs everything one after another, as `npm test` does. The checks run at a
 * lower CPU priority (`nice -n 10`; CI_CHECKS_NICE changes it, 0 turns it off): they only need
 * throughput, while a browser step waits on a timeout, so when both want the CPU the browser goes first.
 */

interface Phase {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

interface Result extends PrefixedRun {
  name: string;
  startedAt: number;
  skipped?: string;
}

const npx = (...args: string[]) => ({ command: 'npx', args });

const ensureBrowser: Phase = { name: 'browser', ...npx('tsx', 'scripts/ensure-browser.ts') };
const build: Phase = { name: 'build', command: 'npm', args: ['run', '-s', 'build'] };
const e2e: Phase = { name: 'e2e', ...npx('tsx', 'scripts/e2e.ts') };
const checks: Phase[] = [
  // TypeScript 7's native compiler: the same checks in a fifth of the time (typescript-eslint still needs 6).
  {
    name: 'typecheck',
    command: 'node',
    args: ['node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.json'],
  },
  { name: 'lint', command: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'web', ...npx('vitest', 'run', '--project', 'web*', '--passWithNoTests') },
  {
    name: 'server:pglite',
    ...npx('vitest', 'run', '--project', 'server'),
    env: { TEST_DB: 'pglite' },
  },
];
if (process.env.TEST_DATABASE_URL) {
  // Again on PostgreSQL, the files that use a database: the rest (shipped data, pure rules) give the same
  // answer on either and ran on PGlite already. Three files at once (POSTGRES_TEST_WORKERS): this pass mostly
  // waits on the database server (36 s of the test process's CPU in 104 s one file at a time, 54-63 s three).
  checks.push({
    name: 'server:postgres',
    ...npx(
      'vitest',
      'run',
      '--project',
      'server',
      `--maxWorkers=${POSTGRES_TEST_WORKERS}`,
      ...serverTestFiles().database,
    ),
    env: { TEST_DB: 'postgres' },
  });
}

const lanes = Number(process.env.CI_LANES ?? 1);
const niceness = Number(process.env.CI_CHECKS_NICE ?? 10);
if (niceness > 0) {
  for (const check of checks) {
    check.args = ['-n', String(niceness), check.command, ...check.args];
    check.command = 'nice';
  }
}
const t0 = Date.now();
const results: Result[] = [];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function run(phase: Phase): Promise<Result> {
  const startedAt = Date.now() - t0;
  console.log(`[${phase.name}] ── start at ${(startedAt / 1000).toFixed(0)} s (load ${load()})`);
  const outcome = await runPrefixed(phase.name, phase.command, phase.args, {
    env: { ...process.env, ...phase.env },
  });
  const result = { name: phase.name, startedAt, ...outcome };
  console.log(
    `[${phase.name}] ── ${outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`} in ${(outcome.ms / 1000).toFixed(1)} s (load ${load()})`,
  );
  results.push(result);
  return result;
}

function skip(phase: Phase, reason: string) {
  console.log(`[${phase.name}] ── skipped: ${reason}`);
  results.push({
    name: phase.name,
    startedAt: Date.now() - t0,
    code: 1,
    ms: 0,
    lines: [],
    skipped: reason,
  });
}

async function e2eLane(queue: Phase[]) {
  const built = await run(build);
  if (built.code !== 0) skip(e2e, 'the build failed');
  else await run(e2e);
  // Its core is free now: it takes checks from the same queue.
  await checkLane(queue);
}

async function checkLane(queue: Phase[]) {
  for (let next = queue.shift(); next; next = queue.shift()) await run(next);
}

const browser = await run(ensureBrowser);
if (browser.code === 0) {
  if (lanes <= 0) {
    for (const phase of [build, ...checks]) await run(phase);
    if (results.find((r) => r.name === 'build')?.code === 0) await run(e2e);
    else skip(e2e, 'the build failed');
  } else {
    const queue = [...checks];
    await Promise.all([e2eLane(queue), ...Array.from({ length: lanes }, () => checkLane(queue))]);
  }
}

const failed = results.filter((r) => r.code !== 0);
for (const r of failed.filter((f) => f.lines.length)) {
  console.log(`\n──────── output of the failed phase ${r.name} ────────`);
  for (const line of r.lines) console.log(line);
}
console.log(`\ntest:all in ${((Date.now() - t0) / 1000).toFixed(0)} s (load ${load()}):`);
for (const r of results) {
  const status = r.skipped ? `skipped (${r.skipped})` : r.code === 0 ? 'passed' : 'FAILED';
  console.log(
    `  ${r.name.padEnd(16)} ${status.padEnd(8)} ${(r.ms / 1000).toFixed(1).padStart(7)} s   from ${(r.startedAt / 1000).toFixed(0).padStart(4)} s`,
  );
}
if (browser.code !== 0) console.log('  the browser is missing: nothing else ran');
process.exit(failed.length ? 1 : 0);
