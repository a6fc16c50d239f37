import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { aiConfigured } from '../server/insights/provider.ts';
import { warmPlan, type WarmProgress } from '../server/insights/warm.ts';

// npm run insights:warm -- --plan <id or slug> [--concurrency N]
// Pre-generates the insight of every day of a plan, so its readers never wait for the model.
const usage = 'Usage: npm run insights:warm -- --plan <id or slug> [--concurrency <1-8>]';

function arg(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function bar(p: WarmProgress, width = 30): string {
  const filled = Math.round((p.done / Math.max(1, p.total)) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${p.done}/${p.total}`;
}

async function main() {
  const plan = arg('plan');
  const concurrency = Number(arg('concurrency') ?? 2);
  if (!plan || !Number.isInteger(concurrency) || concurrency < 1 || concurrency > 8)
    throw new Error(usage);
  const config = loadConfig();
  if (!aiConfigured(config)) {
    process.stderr.write(
      'No model is configured (AI_BASE_URL and AI_MODEL): readers get offline study notes, computed on request. Nothing to warm.\n',
    );
    return;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await database.migrate();
  const tty = process.stderr.isTTY;
  try {
    const started = performance.now();
    const summary = await warmPlan({
      db: database.db,
      config,
      plan,
      concurrency,
      onProgress: (p) => {
        const line = `${bar(p)} day ${p.day} ${p.reference}: ${p.outcome}`;
        process.stderr.write(tty ? `\r\x1b[2K${line}` : `${line}\n`);
      },
    });
    if (tty) process.stderr.write('\n');
    if (!summary) throw new Error(`No plan with id or slug "${plan}".`);
    const { counts } = summary;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stderr.write(
      `${summary.title} (plan ${summary.planId}): ${summary.total} days in ${seconds} s: ` +
        `${counts.generated} generated, ${counts.cached} cached, ${counts.curated} curated, ${counts.failed} failed` +
        (counts.invalid ? `, ${counts.invalid} with an invalid reference` : '') +
        '\n',
    );
    for (const f of summary.failures) {
      const why =
        f.outcome === 'invalid' ? 'not a valid reference' : 'generation failed (retried later)';
      process.stderr.write(`  day ${f.day} ${f.reference}: ${why}\n`);
    }
    if (counts.failed || counts.invalid) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `${err instanceof ConfigError ? err.lines.join('\n') : (err as Error).message}\n`,
  );
  process.exit(1);
});
