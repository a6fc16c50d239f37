import { spawn } from 'node:child_process';

// The e2e suite in two shards at once, each with its own production server and embedded database (its own
// global setup), so app-wide state such as free mode never crosses between them. On two cores this roughly
// halves the wall time: much of a browser test is waiting on the server or on animations.
const SHARDS = Number(process.env.E2E_SHARDS ?? 2);
const extra = process.argv.slice(2);

interface Outcome {
  shard: number;
  code: number;
  passed: number;
  failed: number;
  skipped: number;
  flaky: number;
}

function runShard(shard: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const args = [
      'playwright',
      'test',
      `--shard=${shard}/${SHARDS}`,
      `--output=test-results/shard-${shard}`,
    ];
    const child = spawn('npx', [...args, ...extra], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
    let pending = '';
    const onData = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        process.stdout.write(`[e2e ${shard}/${SHARDS}] ${line}\n`);
        // Playwright's closing summary: "  12 passed (3.1m)", "  1 failed", "  2 skipped", "  1 flaky".
        const m = /^\s+(\d+) (passed|failed|skipped|flaky)\b/.exec(line);
        if (m) counts[m[2] as keyof typeof counts] = Number(m[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => {
      if (pending) process.stdout.write(`[e2e ${shard}/${SHARDS}] ${pending}\n`);
      resolve({ shard, code: code ?? 1, ...counts });
    });
  });
}

const started = Date.now();
const outcomes = await Promise.all(Array.from({ length: SHARDS }, (_, i) => runShard(i + 1)));
const total = outcomes.reduce(
  (sum, o) => ({
    passed: sum.passed + o.passed,
    failed: sum.failed + o.failed,
    skipped: sum.skipped + o.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const failedShards = outcomes.filter((o) => o.code !== 0);
console.log(`\ne2e: ${SHARDS} shards in ${((Date.now() - started) / 60000).toFixed(1)} min`);
for (const o of failedShards) console.log(`shard ${o.shard} exited with ${o.code}`);
// A shard that died before its summary still fails the run: its exit code decides, not the counts.
console.log(
  `e2e: ${total.passed} passed, ${Math.max(total.failed, failedShards.length ? 1 : 0)} failed, ${total.skipped} skipped`,
);
process.exit(failedShards.length ? 1 : 0);
