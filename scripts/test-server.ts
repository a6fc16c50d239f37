import { spawnSync } from 'node:child_process';
import { POSTGRES_TEST_WORKERS, serverTestFiles } from './lib/database-test-files.ts';

// The server suite runs on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set: there,
// only the files that use a database (unless files are named on the command line).
const extra = process.argv.slice(2);
const runs: { label: string; env: Record<string, string>; files: string[]; flags: string[] }[] = [
  { label: 'PGlite', env: { TEST_DB: 'pglite' }, files: [], flags: [] },
];
if (process.env.TEST_DATABASE_URL)
  runs.push({
    label: 'PostgreSQL',
    env: { TEST_DB: 'postgres' },
    files: extra.length ? [] : serverTestFiles().database,
    flags: [`--maxWorkers=${POSTGRES_TEST_WORKERS}`],
  });

for (const run of runs) {
  console.log(`\n── server tests on ${run.label} ──`);
  const args = ['vitest', 'run', '--project', 'server', ...run.flags, ...extra, ...run.files];
  const res = spawnSync('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (res.status !== 0) {
    console.error(`server tests failed on ${run.label}`);
    process.exit(res.status ?? 1);
  }
}
