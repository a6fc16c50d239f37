// Page speed of the production build in mobile Chromium (docs/quality.md, "Page speed"; decision 091).
// Lighthouse needs Node >= 22; this measures the same things through the Chrome DevTools Protocol:
// 390x844 @3x, CPU throttled 4x, network 150 ms RTT / 1.6 Mbps down / 750 kbps up, cold cache.
// Pages: landing (/, signed out), Today (/, signed-in basic reader with the flagship plan active) and
// Plans (/plans, same reader). Prints LCP, CLS, JS transferred (as served, gzip/br), request count
// and whether an /assets/admin chunk was requested, with PASS/MISS against the budgets.
// Usage: npx tsx scripts/page-speed.ts   (builds first if dist/ is missing)
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { ROOT, startServer } from '../server/hardening/process-tools.ts';

const RUNS = Number(process.env.PAGE_SPEED_RUNS ?? 3);
const KB = 1024;
const BUDGET = { landingJs: 110 * KB, todayJs: 200 * KB, cls: 0.05 };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const CPU_SLOWDOWN = 4;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// Runs in the page before any of its scripts: LCP and CLS (layout shifts without recent input).
const OBSERVERS = `
  window.__lcp = 0; window.__lcpEl = ''; window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__lcp = e.startTime;
      window.__lcpEl = e.element ? e.element.tagName.toLowerCase() + (e.element.className ? '.' + String(e.element.className).split(' ')[0] : '') : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Sample {
  lcp: number;
  lcpElement: string;
  cls: number;
  jsBytes: number;
  jsFiles: number;
  totalBytes: number;
  requests: number;
  adminChunk: string[];
  encodings: Set<string>;
}

async function measure(browser: Browser, url: string, cookies?: { name: string; value: string }[]) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  if (cookies) await context.addCookies(cookies.map((c) => ({ ...c, url })));
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const byId = new Map<string, { url: string; type: string; encoding: string }>();
  const sample: Sample = {
    lcp: 0,
    lcpElement: '',
    cls: 0,
    jsBytes: 0,
    jsFiles: 0,
    totalBytes: 0,
    requests: 0,
    adminChunk: [],
    encodings: new Set(),
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    sample.requests++;
    byId.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', encoding: '' });
    if (/\/assets\/admin/.test(e.request.url))
      sample.adminChunk.push(new URL(e.request.url).pathname);
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.type = e.type;
    const h = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    r.encoding = h['content-encoding'] ?? 'identity';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    sample.totalBytes += e.encodedDataLength;
    if (r.type === 'Script' || /\.m?js(\?|$)/.test(r.url)) {
      sample.jsBytes += e.encodedDataLength;
      sample.jsFiles++;
      sample.encodings.add(r.encoding);
    }
  });

  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1500); // late shifts and the final LCP candidate
  const m = (await page.evaluate(
    '({ lcp: window.__lcp, el: window.__lcpEl, cls: window.__cls })',
  )) as { lcp: number; el: string; cls: number };
  sample.lcp = m.lcp;
  sample.lcpElement = m.el;
  sample.cls = m.cls;
  const path = new URL(page.url()).pathname;
  await context.close();
  return { sample, finalPath: path };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function signedInReader(base: string) {
  const email = `speed-${Math.random().toString(36).slice(2, 8)}@load.test`;
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const account = await post('/identity/accounts', { email, password: 'page-speed-password-1' });
  if (account.status !== 200) throw new Error(`sign-up answered ${account.status}`);
  const { idToken } = (await account.json()) as { idToken: string };
  const sync = await post('/api/auth/lamplight-sync', { idToken, timeZone: 'Europe/London' });
  if (sync.status !== 200) throw new Error(`sync answered ${sync.status}`);
  // Both the identity provider's cookie (set on sign-up) and the app session (set on sync): the SPA
  // asks /identity/session first, then /api/auth/user.
  const pairs = [...account.headers.getSetCookie(), ...sync.headers.getSetCookie()].map(
    (c) => c.split(';')[0]!,
  );
  const pair = pairs.find((c) => c.startsWith('lamplight_session='));
  if (!pair) throw new Error('no session cookie');
  const found = await fetch(`${base}/api/plans/search?q=wilderness`, { headers: { cookie: pair } });
  const plan = ((await found.json()) as { plans: { id: number }[] }).plans[0];
  if (!plan) throw new Error('no plan matches "wilderness"');
  const activated = await fetch(`${base}/api/plans/${plan.id}/activate`, {
    method: 'POST',
    headers: { cookie: pair, origin: base },
  });
  if (activated.status !== 200) throw new Error(`activate answered ${activated.status}`);
  return pairs.map((p) => {
    const [name, ...rest] = p.split('=');
    return { name: name!, value: rest.join('=') };
  });
}

const fmtKb = (b: number) => `${(b / KB).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/** Measures the three pages RUNS times each (cold cache) and prints medians with the budgets. */
export async function run(): Promise<void> {
  if (
    !existsSync(join(ROOT, 'dist/server/main.js')) ||
    !existsSync(join(ROOT, 'dist/web/index.html'))
  ) {
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-speed-'));
  const server = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000' });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const base = server.url;
    const cookie = await signedInReader(base);
    const pages = [
      {
        name: 'Landing (/, signed out)',
        url: `${base}/`,
        cookie: undefined,
        jsBudget: BUDGET.landingJs,
      },
      { name: 'Today (/, reader)', url: `${base}/`, cookie, jsBudget: BUDGET.todayJs },
      { name: 'Plans (/plans, reader)', url: `${base}/plans`, cookie, jsBudget: undefined },
    ];
    // One warm-up load so the server's first-request costs (KJV, lexicon) are not measured.
    await measure(browser, `${base}/`, cookie);
    console.log(
      `\n  Chromium ${browser.version()}, 390x844 @3x, CPU ${CPU_SLOWDOWN}x slower, ` +
        `${NETWORK.latency} ms RTT, 1.6 Mbps down, cold cache; median of ${RUNS} loads`,
    );
    console.log(
      '  page'.padEnd(28) +
        'LCP ms'.padStart(8) +
        'CLS'.padStart(8) +
        'JS (gzip)'.padStart(12) +
        'files'.padStart(7) +
        'all bytes'.padStart(12) +
        'requests'.padStart(10) +
        '  admin chunk',
    );
    const verdicts: string[] = [];
    for (const p of pages) {
      const samples: Sample[] = [];
      let finalPath = '';
      for (let i = 0; i < RUNS; i++) {
        const r = await measure(browser, p.url, p.cookie);
        samples.push(r.sample);
        finalPath = r.finalPath;
      }
      const lcp = median(samples.map((s) => s.lcp));
      const cls = Math.max(...samples.map((s) => s.cls));
      const js = median(samples.map((s) => s.jsBytes));
      const admin = [...new Set(samples.flatMap((s) => s.adminChunk))];
      console.log(
        `  ${p.name}`.padEnd(28) +
          String(Math.round(lcp)).padStart(8) +
          cls.toFixed(3).padStart(8) +
          fmtKb(js).padStart(12) +
          String(median(samples.map((s) => s.jsFiles))).padStart(7) +
          fmtKb(median(samples.map((s) => s.totalBytes))).padStart(12) +
          String(median(samples.map((s) => s.requests))).padStart(10) +
          `  ${admin.length ? admin.join(', ') : 'no'}`,
      );
      console.log(
        `    final path ${finalPath}; LCP element ${samples[0]!.lcpElement || '?'}; ` +
          `script encodings ${[...new Set(samples.flatMap((s) => [...s.encodings]))].join('/')}`,
      );
      if (p.jsBudget !== undefined) {
        verdicts.push(
          `${verdict(js <= p.jsBudget)} ${p.name}: initial JS ${fmtKb(js)} ≤ ${fmtKb(p.jsBudget)}`,
        );
      }
      verdicts.push(
        `${verdict(cls <= BUDGET.cls)} ${p.name}: CLS ${cls.toFixed(3)} ≤ ${BUDGET.cls} (worst load)`,
      );
      if (p.cookie) {
        verdicts.push(
          `${verdict(admin.length === 0)} ${p.name}: no /assets/admin chunk for a reader` +
            (admin.length ? ` (loaded: ${admin.join(', ')})` : ''),
        );
      }
    }
    console.log('');
    for (const v of verdicts) console.log(`  ${v}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    () => process.exit(0),
    (err: unknown) => {
      console.log(`FAIL page-speed: ${(err as Error).stack ?? String(err)}`);
      process.exit(1);
    },
  );
}
