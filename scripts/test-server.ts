import { spawnSync } from 'node:child_process';

// The server suite runs on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
const extra = process.argv.slice(2);
const runs: { label: string; env: Record<string, string> }[] = [
  { label: 'PGlite', env: { TEST_DB: 'pglite' } },
];
if (process.env.TEST_DATABASE_URL) runs.push({ label: 'PostgreSQL', env: { TEST_DB: 'postgres' } });

for (const run of runs) {
  console.log(`\n── server tests on ${run.label} ──`);
  const res = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (res.status !== 0) {
    console.error(`server tests failed on ${run.label}`);
    process.exit(res.status ?? 1);
  }
}
