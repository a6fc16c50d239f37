// Lighthouse on the production build (docs/quality-history.md §7 "Lighthouse"; decision 091): the performance category
// with Lighthouse's defaults, i.e. a mobile phone (Moto G Power screen) and simulated throttling (Lantern:
// slow 4G, CPU 4x), driving Debian's /usr/bin/chromium through chrome-launcher. Same pages and budgets as
// scripts/page-speed.ts, which applies throttling for real: landing (/, signed out), Today (/, signed-in
// reader with the flagship plan active) and Plans (/plans, same reader; the cookies go in as a Cookie header).
// Prints the median of LIGHTHOUSE_RUNS runs per page (default 3): performance score, LCP, CLS, TBT, script
// bytes transferred and script requests (from the network-requests audit), whether an /assets/admin chunk was
// requested, then PASS/MISS lines against the budgets (CLS: the worst run). A run Lighthouse reports as failed
// is repeated (up to 3 attempts); the server, Chromium and temp dirs are removed on success, failure or signal.
// The reader's device remembers that someone signed in (localStorage, web/lib/early-fetch.ts), as a returning
// reader's phone does; the landing page is audited without it. Lighthouse's storage reset leaves
// localStorage alone by default, so the script sets or clears it before each run (decision 135).
// Usage: npx tsx scripts/lighthouse.ts   (builds first if dist/ is missing; not part of npm test)
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import {
  ADMIN_CHUNK,
  budgetVerdicts,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  cleanUpOnInterrupt,
  cookieHeader,
  fmtKb,
  gzipBytes,
  median,
  runAsScript,
  withReaderFixture,
  type MeasuredPage,
} from './lib/page-fixtures.ts';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
/** One Lighthouse run normally takes 5-40 s here; past this the script gives up (and cleans up). */
const RUN_TIMEOUT_MS = 180_000;
/** A run that Lighthouse itself reports as failed (NO_NAVSTART, NO_FCP, ... on a busy machine) is repeated. */
const ATTEMPTS = 3;

/** Lighthouse could not record the page this time; the next attempt usually can. */
class LighthouseRunError extends Error {
  override name = 'LighthouseRunError';
}

interface Sample {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsBytes: number;
  /** gzip-9 size of the same scripts, from the build: the budgets' measure. */
  jsGzip: number;
  jsFiles: number;
  adminChunks: string[];
  /** Status of the SPA's GET /api/auth/user (200 when signed in), undefined when it was not requested. */
  authStatus: number | undefined;
  finalPath: string;
  lcpElement: string;
  benchmarkIndex: number;
  /** Where the main thread's time went (mainthread-work-breakdown), largest first. */
  mainThread: string;
  /** The scripts that took most CPU (bootup-time: scripting + parse/compile), largest first. */
  bootup: string;
  lighthouseVersion: string;
  warnings: string[];
}

type Audit = Result['audits'][string];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') {
    throw new Error(`audit ${id} has no value: ${lhr.audits[id]?.errorMessage ?? 'missing'}`);
  }
  return value;
}

/** Rows of a table audit (network-requests), as plain records. */
function tableItems(audit: Audit | undefined): Record<string, unknown>[] {
  const details: unknown = audit?.details;
  if (!isRecord(details) || details.type !== 'table' || !Array.isArray(details.items)) return [];
  return details.items.filter(isRecord);
}

/** The first DOM node named anywhere in an audit's details (largest-contentful-paint-element). */
function firstNodeLabel(details: unknown): string | undefined {
  if (Array.isArray(details)) {
    for (const d of details) {
      const label = firstNodeLabel(d);
      if (label) return label;
    }
    return undefined;
  }
  if (!isRecord(details)) return undefined;
  if (details.type === 'node' && typeof details.selector === 'string') return details.selector;
  return firstNodeLabel(details.items) ?? firstNodeLabel(details.node);
}

function sampleOf(lhr: Result): Sample {
  if (lhr.runtimeError) {
    throw new LighthouseRunError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new LighthouseRunError('no performance score');
  const requests = tableItems(lhr.audits['network-requests']);
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const auth = requests.find(
    (r) => typeof r.url === 'string' && new URL(r.url).pathname === '/api/auth/user',
  );
  return {
    score: score * 100,
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    jsBytes: scripts.reduce(
      (sum, r) => sum + (typeof r.transferSize === 'number' ? r.transferSize : 0),
      0,
    ),
    jsGzip: gzipBytes(scripts.map((r) => String(r.url))),
    jsFiles: scripts.length,
    adminChunks: scripts
      .map((r) => String(r.url))
      .filter((url) => ADMIN_CHUNK.test(url))
      .map((url) => new URL(url).pathname),
    authStatus: typeof auth?.statusCode === 'number' ? auth.statusCode : undefined,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    lcpElement: firstNodeLabel(lhr.audits['largest-contentful-paint-element']?.details) ?? '?',
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThread: tableItems(lhr.audits['mainthread-work-breakdown'])
      .slice(0, 4)
      .map((r) => `${String(r.groupLabel ?? r.group)} ${Math.round(Number(r.duration))}`)
      .join(', '),
    bootup: tableItems(lhr.audits['bootup-time'])
      .slice(0, 3)
      .map((r) => {
        const url = String(r.url);
        const name = url.startsWith('http') ? new URL(url).pathname : url;
        return `${name} ${Math.round(Number(r.scripting))}+${Math.round(Number(r.scriptParseCompile))}`;
      })
      .join(', '),
    lighthouseVersion: lhr.lighthouseVersion,
    warnings: lhr.runWarnings,
  };
}

/** What a returning reader's device holds (web/lib/early-fetch.ts, SIGNED_IN_HINT_KEY). */
const SIGNED_IN_HINT = { key: 'lamplight.signed-in', value: '1' };

/** Sets (reader pages) or clears (landing) the signed-in hint in the audited browser's profile. */
async function setSignedInHint(port: number, url: string, signedIn: boolean): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const tab = await context.newPage();
    // A path the server answers with a JSON 404: the origin's storage without running the app.
    await tab.goto(new URL('/assets/no-such-file', url).href);
    await tab.evaluate(
      ([key, value, on]) => {
        if (on) window.localStorage.setItem(key, value);
        else window.localStorage.removeItem(key);
      },
      [SIGNED_IN_HINT.key, SIGNED_IN_HINT.value, signedIn] as const,
    );
    await tab.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

async function audit(port: number, page: MeasuredPage): Promise<Sample> {
  await setSignedInHint(port, page.url, Boolean(page.cookies));
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    ...(page.cookies ? { extraHeaders: { Cookie: cookieHeader(page.cookies) } } : {}),
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Lighthouse took over ${RUN_TIMEOUT_MS / 1000} s on ${page.url}`)),
      RUN_TIMEOUT_MS,
    );
  });
  try {
    const running = lighthouse(page.url, flags).catch((err: unknown) => {
      throw new LighthouseRunError(err instanceof Error ? err.message : String(err));
    });
    const result = await Promise.race([running, timeout]);
    if (!result) throw new LighthouseRunError('no result');
    const sample = sampleOf(result.lhr);
    // The SPA shows the landing page at / when the session is missing: make sure the reader was signed in.
    const signedIn = sample.authStatus === 200;
    if (signedIn !== Boolean(page.cookies)) {
      throw new Error(
        `${page.name}: GET /api/auth/user answered ${sample.authStatus ?? 'nothing'}, ` +
          `expected the reader to be signed ${page.cookies ? 'in' : 'out'}`,
      );
    }
    return sample;
  } finally {
    clearTimeout(timer);
  }
}

/** `audit`, repeated up to ATTEMPTS times while Lighthouse reports a failed run (never after a timeout). */
async function auditWithRetries(port: number, page: MeasuredPage): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, page);
    } catch (err) {
      if (!(err instanceof LighthouseRunError) || attempt >= ATTEMPTS) throw err;
      console.log(
        `  ${page.name}: Lighthouse run ${attempt} failed (${err.message}); running again`,
      );
    }
  }
}

/** The browser's full version (the user agent reports only the major one). */
async function chromiumVersion(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/json/version`);
  const { Browser } = (await res.json()) as { Browser?: string };
  return Browser?.split('/')[1] ?? '?';
}

/** Audits the three pages RUNS times each and prints medians with the budgets. */
export async function run(): Promise<void> {
  await withReaderFixture('lamplight-lighthouse-', async ({ pages }) => {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      handleSIGINT: false, // runAsScript's handler kills it (and the server) on SIGINT/SIGTERM
      logLevel: 'error',
    });
    const released = cleanUpOnInterrupt(() => chrome.kill());
    try {
      // One discarded run of Today so the server's first-request costs (KJV, lexicon) are not measured.
      await auditWithRetries(chrome.port, pages[1]!);
      const verdicts: string[] = [];
      const rows: string[] = [];
      const all: Sample[] = [];
      for (const p of pages) {
        const samples: Sample[] = [];
        for (let i = 0; i < RUNS; i++) samples.push(await auditWithRetries(chrome.port, p));
        all.push(...samples);
        const m = (pick: (s: Sample) => number) => median(samples.map(pick));
        const js = m((s) => s.jsGzip);
        const wire = m((s) => s.jsBytes);
        const cls = m((s) => s.cls);
        const admin = [...new Set(samples.flatMap((s) => s.adminChunks))];
        rows.push(
          `  ${p.name}`.padEnd(28) +
            String(Math.round(m((s) => s.score))).padStart(6) +
            String(Math.round(m((s) => s.lcp))).padStart(8) +
            cls.toFixed(3).padStart(8) +
            String(Math.round(m((s) => s.tbt))).padStart(8) +
            fmtKb(js).padStart(11) +
            fmtKb(wire).padStart(11) +
            String(m((s) => s.jsFiles)).padStart(9) +
            `  ${admin.length ? admin.join(', ') : 'no'}`,
          `    final path ${samples[0]!.finalPath}; LCP element ${samples[0]!.lcpElement}; ` +
            `scores ${samples.map((s) => Math.round(s.score)).join('/')}; ` +
            `CLS ${samples.map((s) => s.cls.toFixed(3)).join('/')}; ` +
            `TBT ${samples.map((s) => Math.round(s.tbt)).join('/')}`,
          `    main thread ms (run 1): ${samples[0]!.mainThread}`,
          `    scripts, scripting+compile ms (run 1): ${samples[0]!.bootup}`,
        );
        // CLS depends on when fonts and data land, so one run in three can shift where the others do not:
        // the budget is held against the worst run (as scripts/page-speed.ts does); the table shows the median.
        const worstCls = Math.max(...samples.map((s) => s.cls));
        verdicts.push(...budgetVerdicts(p, { js, cls: worstCls, admin }, `worst of ${RUNS} runs`));
      }
      const chromium = await chromiumVersion(chrome.port);
      console.log(
        `\n  Lighthouse ${all[0]!.lighthouseVersion}, Chromium ${chromium}, mobile (default), ` +
          `simulated throttling; median of ${RUNS} runs; ` +
          `benchmarkIndex ${Math.round(median(all.map((s) => s.benchmarkIndex)))}`,
      );
      console.log(
        '  page'.padEnd(28) +
          'score'.padStart(6) +
          'LCP ms'.padStart(8) +
          'CLS'.padStart(8) +
          'TBT ms'.padStart(8) +
          'JS gzip'.padStart(11) +
          'JS wire'.padStart(11) +
          'scripts'.padStart(9) +
          '  admin chunk',
      );
      for (const r of rows) console.log(r);
      const warnings = [...new Set(all.flatMap((s) => s.warnings))];
      for (const w of warnings) console.log(`  warning: ${w.replace(/\s+/g, ' ')}`);
      console.log('');
      for (const v of verdicts) console.log(`  ${v}`);
    } finally {
      chrome.kill();
      released();
    }
  });
}

runAsScript(import.meta.url, 'lighthouse', run);
