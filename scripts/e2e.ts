import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dealSpecs } from './lib/deal-specs.ts';
import { runPrefixed } from './lib/run-prefixed.ts';

// The e2e suite in shards at once (two by default), each with its own production server and embedded
// database (its own global setup), so app-wide state such as free mode never crosses between them. Much of
// a browser test is waiting on the server or on animations, so two shards on two cores roughly halve the
// wall time — when they finish together. Playwright's own --shard splits by test count, and our specs range
// from 2 s to 2 min, so the spec files are dealt by their recorded durations (e2e/durations.json, longest
// first onto the least loaded shard; decision 143). Each run prints every spec's duration and writes them
// to test-results/e2e-durations.json, the file to copy over e2e/durations.json when the specs change much.
const SHARDS = Number(process.env.E2E_SHARDS ?? 2);
const extra = process.argv.slice(2);
// Spec files named on the command line (`npm run test:e2e -- e2e/x.spec.ts`): Playwright's --shard splits them.
const namesFiles = extra.some((a) => !a.startsWith('-') && /spec|\.ts$/.test(a));

interface Outcome {
  shard: number;
  code: number;
  passed: number;
  failed: number;
  skipped: number;
  flaky: number;
  flakyTests: string[];
}

const specSeconds = new Map<string, number>();
// The list reporter's result line: "  ✓  12 [desktop] › e2e/about.spec.ts:3:1 › title (2.3s)".
const RESULT = /› (e2e\/[\w.-]+\.spec\.ts):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
function recordDuration(line: string) {
  const m = RESULT.exec(line);
  if (!m) return;
  const seconds = Number(m[2]) * (m[3] === 'ms' ? 0.001 : m[3] === 'm' ? 60 : 1);
  specSeconds.set(m[1]!, (specSeconds.get(m[1]!) ?? 0) + seconds);
}

async function runShard(shard: number, files: string[] | null): Promise<Outcome> {
  const args = ['playwright', 'test', `--output=test-results/shard-${shard}`];
  // Without a file list (specs named on the command line), Playwright's own sharding.
  if (files) args.push(...files);
  else args.push(`--shard=${shard}/${SHARDS}`);
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  const flakyTests: string[] = [];
  let section = '';
  const { code } = await runPrefixed(`e2e ${shard}/${SHARDS}`, 'npx', [...args, ...extra], {
    onLine(line) {
      recordDuration(line);
      // Playwright's closing summary: "  12 passed (3.1m)", "  1 failed", "  2 skipped", "  1 flaky",
      // each count followed by the tests it names ("    [desktop] › e2e/x.spec.ts:3:1 › title").
      const m = /^\s+(\d+) (passed|failed|skipped|flaky)\b/.exec(line);
      if (m) {
        counts[m[2] as keyof typeof counts] = Number(m[1]);
        section = m[2]!;
      } else if (section === 'flaky' && /^\s+\[\w+\] › /.test(line)) {
        flakyTests.push(line.replace(/\s*─+\s*$/, '').trim());
      }
    },
  });
  return { shard, code, ...counts, flakyTests };
}

const started = Date.now();
let plan: (string[] | null)[];
if (namesFiles) {
  plan = Array.from({ length: SHARDS }, () => null);
} else {
  const files = readdirSync('e2e')
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => `e2e/${f}`);
  const recorded = JSON.parse(readFileSync('e2e/durations.json', 'utf8')) as Record<string, number>;
  const bins = dealSpecs(files, recorded, SHARDS).filter((b) => b.files.length);
  for (const [i, b] of bins.entries())
    console.log(
      `[e2e ${i + 1}/${SHARDS}] ${b.files.length} spec files, ~${b.seconds.toFixed(0)} s recorded: ${b.files.join(' ')}`,
    );
  plan = bins.map((b) => b.files);
}
const outcomes = await Promise.all(plan.map((files, i) => runShard(i + 1, files)));
const total = outcomes.reduce(
  (sum, o) => ({
    passed: sum.passed + o.passed,
    failed: sum.failed + o.failed,
    skipped: sum.skipped + o.skipped,
    flaky: sum.flaky + o.flaky,
  }),
  { passed: 0, failed: 0, skipped: 0, flaky: 0 },
);
const failedShards = outcomes.filter((o) => o.code !== 0);
console.log(`\ne2e: ${plan.length} shards in ${((Date.now() - started) / 60000).toFixed(1)} min`);
if (specSeconds.size) {
  const rows = [...specSeconds.entries()].sort((a, b) => b[1] - a[1]);
  console.log(
    `e2e: seconds per spec file (both sizes): ${rows.map(([f, s]) => `${f.slice(4)} ${s.toFixed(0)}`).join(', ')}`,
  );
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/e2e-durations.json',
    `${JSON.stringify(Object.fromEntries(rows.map(([f, s]) => [f, Math.round(s)])), null, 2)}\n`,
  );
}
for (const o of failedShards) console.log(`shard ${o.shard} exited with ${o.code}`);
// Passed on the second try in CI (playwright.config.ts): named, so a flaky journey is seen and mended.
for (const name of outcomes.flatMap((o) => o.flakyTests))
  console.log(`e2e: flaky (passed on its retry): ${name}`);
// A shard that died before its summary still fails the run: its exit code decides, not the counts.
console.log(
  `e2e: ${total.passed} passed, ${Math.max(total.failed, failedShards.length ? 1 : 0)} failed, ${total.flaky} flaky, ${total.skipped} skipped`,
);
process.exit(failedShards.length ? 1 : 0);
