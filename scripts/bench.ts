import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { START_NODE_ARGS } from '../server/test/spawn-server.ts';
import { load, printTable, startBenchServer } from './bench/util.ts';

// npm run bench: prints figures (never asserts). Each section says what it measured and how.

/** The ready line's phases (server/main.ts, decision 136) from a server's log output. */
function readyPhases(output: string): string {
  for (const line of output.split('\n')) {
    if (!line.includes('"phases"')) continue;
    try {
      const ready = JSON.parse(line) as {
        phases?: Record<string, number>;
        phasesCpu?: Record<string, number>;
        bootMs?: number;
      };
      const wall = Object.entries(ready.phases ?? {}).map(([k, v]) => `${k} ${v}`);
      const cpu = Object.entries(ready.phasesCpu ?? {}).map(([k, v]) => `${k} ${v}`);
      return (
        `wall: boot ${ready.bootMs ?? '?'}  ${wall.join('  ')}` +
        (cpu.length > 0 ? `   cpu: ${cpu.join('  ')}` : '')
      );
    } catch {
      /* not the ready line */
    }
  }
  return '(no ready line)';
}

async function startupTimes() {
  // BENCH_BUNDLE compares another build (e.g. a copy of the previous dist) in the same window, as for memory.
  const bundle = process.env.BENCH_BUNDLE ?? 'dist/server/main.js';
  const later = Number(process.env.STARTUP_RUNS ?? 3);
  // As `npm start` runs it (its flags); STARTUP_NODE_ARGS tries other node flags instead.
  const nodeArgs =
    process.env.STARTUP_NODE_ARGS === undefined
      ? START_NODE_ARGS
      : process.env.STARTUP_NODE_ARGS.split(' ').filter(Boolean);
  console.log(
    `\n== Start-up: ${bundle} to the first 200 on /healthz (embedded PGlite), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} ==`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-bench-start-'));
  const runs: { ms: number; cpu: number; phases: string }[] = [];
  for (let i = 0; i < 1 + later; i++) {
    const server = await startBenchServer([...nodeArgs, bundle], {
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // info, so the ready line (with its phases) is written; nothing is requested but /healthz.
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    });
    runs.push({
      ms: server.startupMs,
      cpu: cpuMsOf(server.proc.pid),
      phases: readyPhases(server.output()),
    });
    await server.stop();
  }
  rmSync(dataDir, { recursive: true, force: true });
  const [first, ...rest] = runs;
  const line = (label: string, r: (typeof runs)[number]) =>
    console.log(
      `  ${label.padEnd(46)} ${String(r.ms).padStart(6)} ms  cpu ${r.cpu} ms   ${r.phases}`,
    );
  line('first run (new data dir: initdb + migrations)', first!);
  for (const [i, r] of rest.entries()) line(`later run ${i + 1} (existing data dir)`, r);
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  console.log(
    `  later runs median ${median(rest.map((r) => r.ms))} ms, cpu ${median(rest.map((r) => r.cpu))} ms ` +
      `(the server's CPU time, all threads, when /healthz first answered; /proc); load average now ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
}

/** CPU time (user + system, all threads) a process has used so far, in ms, from /proc (Linux). */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Math.round((ticks * 1000) / 100);
  } catch {
    return -1;
  }
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number | undefined): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return `${Math.round(kb / 1024)} MB`;
  } catch {
    return 'n/a';
  }
}

async function studyDataMemory() {
  console.log('\n== Server memory as the study data loads (RSS of the production build) ==');
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-bench-memory-'));
  const env = { HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' };
  // BENCH_BUNDLE measures another build (an earlier commit's dist/server/main.js) the same way.
  const bundle = process.env.BENCH_BUNDLE ?? 'dist/server/main.js';
  // A first start creates the database, so the measured one is an ordinary start.
  await (await startBenchServer([bundle], env)).stop();
  const app = await startBenchServer([bundle], env);
  const pid = app.proc.pid;
  const timed = async (label: string, paths: string[]) => {
    const started = performance.now();
    for (const path of paths) {
      const res = await fetch(`${app.url}${path}`);
      await res.arrayBuffer();
      if (!res.ok) console.log(`  (${path} answered ${res.status})`);
    }
    const ms = Math.round(performance.now() - started);
    console.log(`  ${label.padEnd(58)} ${rssMb(pid).padStart(7)}   (${ms} ms)`);
  };
  try {
    console.log(
      `  ${'ready (start-up ' + app.startupMs + ' ms)'.padEnd(58)} ${rssMb(pid).padStart(7)}`,
    );
    await timed("Strong's entry G26 (lexicon, OSHB, KJV tags)", ['/api/strongs/G26']);
    await timed("Strong's words of Genesis 1 and Matthew 5", [
      '/api/strongs/words?ref=Genesis%201',
      '/api/strongs/words?ref=Matthew%205',
    ]);
    await timed('Psalm 3 with its title, marginal notes of John 3', [
      '/api/bible/passage?ref=Psalm%203',
      '/api/bible/notes?ref=John%203',
    ]);
    await timed('the WEB: John 3 and its words', [
      '/api/bible/passage?ref=John%203&translation=web',
      '/api/strongs/words?ref=John%203&translation=web',
    ]);
    // The chapter answer carries the study notes' section headings: the first one reads the notes
    // (server/notes/notes.json.gz, decision 149); a second chapter shows what is left per request.
    await timed('Genesis 22 in the Bible reader (loads the study notes)', [
      '/api/bible/chapters/genesis/22',
    ]);
    await timed('Romans 8 in the Bible reader (notes already loaded)', [
      '/api/bible/chapters/romans/8',
    ]);
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function strongsVersusBare() {
  console.log(
    '\n== GET /api/strongs/H4057 beside a bare Fastify route returning the same bytes ==',
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-bench-strongs-'));
  const app = await startBenchServer(['dist/server/main.js'], {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
  });
  const url = `${app.url}/api/strongs/H4057`;
  const first = await fetch(url); // the first lookup loads the lexicon
  const bytes = Buffer.from(await first.arrayBuffer());
  const bodyFile = join(dataDir, 'h4057.json');
  writeFileSync(bodyFile, bytes);
  const bare = await startBenchServer(['scripts/bench/bare-server.mjs'], {
    BARE_BODY_FILE: bodyFile,
  });
  try {
    const a = await load('GET /api/strongs/H4057', url);
    const b = await load(`GET /bare (same ${bytes.length} bytes)`, `${bare.url}/bare`);
    printTable('  autocannon, 50 connections, 10 s each, same machine', [a, b]);
    console.log(`  ratio bare/app throughput: ${(b.rps / Math.max(1, a.rps)).toFixed(2)}x`);
  } finally {
    await app.stop();
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function optional(name: string, path: string) {
  if (!existsSync(path)) return;
  console.log(`\n== ${name} (${path}) ==`);
  const mod = (await import(`./${path.replace(/^scripts\//, '')}`)) as {
    run?: () => Promise<void>;
  };
  if (mod.run) await mod.run();
}

if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  console.log('Building first (npm run build)…');
  execSync('npm run build', { stdio: 'inherit' });
}
const only = process.argv[2];
if (!only || only === 'startup') await startupTimes();
if (!only || only === 'memory') await studyDataMemory();
if (!only || only === 'strongs') await strongsVersusBare();
if (!only || only === 'daily') await optional('Daily loop', 'scripts/bench-daily.ts');
if (!only || only === 'plans') await optional('Plans', 'scripts/bench-plans.ts');
if (!only || only === 'insights') await optional('Insights', 'scripts/bench-insights.ts');
if (!only || only === 'admin') await optional('Admin', 'scripts/bench-admin.ts');
if (!only || only === 'readers') {
  console.log(
    '\n== Daily readers: first Today of the day, a mixed burst, saves at 10 and 10,000 entries, growth (issue 32) ==',
  );
  await (await import('./bench/readers.ts')).run();
}
if (!only || only === 'cap') {
  console.log("\n== The storage cap's read at 10, 10,000 and 50,000 entries (decision 173) ==");
  await (await import('./bench/cap.ts')).run();
}
if (!only || only === 'hot') {
  console.log(
    "\n== One reader, the same request repeated: Today, the notebook's first page, the plans overview and the current reader (issue 19) ==",
  );
  await (await import('./bench/hot.ts')).run();
}
if (!only || only === 'mixed') await optional('Mixed reader load', 'scripts/load-mixed.ts');
if (!only || only === 'bible') await optional('Bible reader and search', 'scripts/bench/bible.ts');
