// Installable and offline (docs/quality-history.md §7 "Installable app"; decision 131). Lighthouse 12 dropped its PWA
// category, so this asks Chromium itself, on the production build, in a normal (not incognito) profile:
// - installability: Page.getInstallabilityErrors (must be empty) and the manifest's parse errors
//   (Page.getAppManifest), once the service worker controls the landing page;
// - first load: the scripts the landing page and Today load until the network is idle and 1.5 s more (gzip-9
//   from the build: the budgets' measure, counted as scripts/page-speed.ts does, without its throttling), and
//   what comes later: the service worker's registration chunk must be there, never in the first load;
// - the precache the worker downloads in the background after that (entries and gzip-9 bytes).
// Usage: npx tsx scripts/pwa-check.ts   (builds first if dist/ is missing; not part of npm test)
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import {
  BUDGET,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  fmtKb,
  gzipBytes,
  runAsScript,
  verdict,
  withReaderFixture,
  type Cookie,
} from './lib/page-fixtures.ts';

const WEB = join(import.meta.dirname, '..', 'dist', 'web');

interface Load {
  /** Scripts until the network is idle, then 1.5 s more: the first load, as scripts/page-speed.ts counts it. */
  firstLoad: string[];
  /** Scripts after that (the service worker's registration chunk, when the worker comes). */
  later: string[];
  installabilityErrors: string[];
  manifestErrors: string[];
  controlled: boolean;
}

/** Opens `url` in a fresh page, measuring its first load, then waits for the worker to take the page. */
async function load(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage();
  const firstLoad: string[] = [];
  const later: string[] = [];
  let settled = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') (settled ? later : firstLoad).push(request.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  settled = true;
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const manifest = await cdp.send('Page.getAppManifest');
  await page.close();
  return {
    firstLoad,
    later,
    controlled,
    installabilityErrors: installabilityErrors.map(
      (e) =>
        `${e.errorId}${e.errorArguments.length ? ` (${JSON.stringify(e.errorArguments)})` : ''}`,
    ),
    manifestErrors: manifest.errors.map((e) => e.message),
  };
}

/** The files the worker precaches, read from the built sw.js, and their gzip-9 size. */
function precache(): { entries: number; gzip: number } {
  // A build without the worker (an older commit, for a before/after figure) has nothing to precache.
  if (!existsSync(join(WEB, 'sw.js'))) return { entries: 0, gzip: 0 };
  const sw = readFileSync(join(WEB, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  const gzip = urls.reduce(
    (sum, url) => sum + gzipSync(readFileSync(join(WEB, url)), { level: 9 }).length,
    0,
  );
  return { entries: urls.length, gzip };
}

/** The registration module (with workbox-window). */
const isWorkerChunk = (url: string) => /\/assets\/(register|workbox)[-.]/.test(url);

const names = (urls: string[]) => urls.map((u) => new URL(u).pathname.replace('/assets/', ''));

export async function run(): Promise<void> {
  await withReaderFixture('lamplight-pwa-', async ({ base, cookies }) => {
    // Each page in a profile of its own: a worker left from the first would answer the second.
    const landing = await withProfile((context) => load(context, `${base}/`));
    const today = await withProfile(async (context) => {
      await context.addCookies(cookies.map((c: Cookie) => ({ ...c, url: base })));
      return load(context, `${base}/`);
    });
    const pc = precache();
    const swGzip = existsSync(join(WEB, 'sw.js'))
      ? gzipSync(readFileSync(join(WEB, 'sw.js')), { level: 9 }).length
      : 0;
    console.log('\n  Chromium (Debian), production build, fresh profile per page, no throttling');
    for (const [name, l] of [
      ['Landing (/, signed out)', landing],
      ['Today (/, reader)', today],
    ] as const) {
      const worker = l.later.filter(isWorkerChunk);
      console.log(
        `  ${name}: first load ${fmtKb(gzipBytes(l.firstLoad))} JS gzip in ${l.firstLoad.length} files; ` +
          `later ${fmtKb(gzipBytes(l.later))} (${names(l.later).join(', ') || 'nothing'}), of which the ` +
          `service worker's ${fmtKb(gzipBytes(worker))}; worker controls the page: ${l.controlled ? 'yes' : 'no'}`,
      );
    }
    console.log(
      `  sw.js ${fmtKb(swGzip)} gzip; precache ${pc.entries} files, ${fmtKb(pc.gzip)} gzip`,
    );
    console.log(
      `  installability errors: ${landing.installabilityErrors.join(', ') || 'none'}; ` +
        `manifest errors: ${landing.manifestErrors.join(', ') || 'none'}\n`,
    );
    const checks: [boolean, string][] = [
      [landing.installabilityErrors.length === 0, 'installable (no installability errors)'],
      [landing.manifestErrors.length === 0, 'the manifest parses without errors'],
      [landing.controlled && today.controlled, 'the service worker controls the page'],
      [
        ![...landing.firstLoad, ...today.firstLoad].some(isWorkerChunk),
        'no service-worker code in either first load',
      ],
      [
        gzipBytes(landing.firstLoad) <= BUDGET.landingJs,
        `landing first load ${fmtKb(gzipBytes(landing.firstLoad))} ≤ ${fmtKb(BUDGET.landingJs)}`,
      ],
      [
        gzipBytes(today.firstLoad) <= BUDGET.todayJs,
        `Today first load ${fmtKb(gzipBytes(today.firstLoad))} ≤ ${fmtKb(BUDGET.todayJs)}`,
      ],
    ];
    for (const [ok, what] of checks) console.log(`  ${verdict(ok)} ${what}`);
    if (checks.some(([ok]) => !ok)) process.exitCode = 1;
  });
}

async function withProfile<T>(body: (context: BrowserContext) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'lamplight-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
  });
  try {
    return await body(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

runAsScript(import.meta.url, 'pwa-check', run);
