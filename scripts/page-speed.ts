// Page speed of the production build in mobile Chromium (docs/quality.md, "Page speed"; decision 091).
// Throttling applied for real through the Chrome DevTools Protocol (scripts/lighthouse.ts gives Lighthouse's
// simulated view and score): 390x844 @3x, CPU throttled 4x, network 150 ms RTT / 1.6 Mbps down /
// 750 kbps up, cold cache.
// Pages: landing (/, signed out), Today (/, signed-in basic reader with the flagship plan active) and
// Plans (/plans, same reader). Prints LCP, CLS, JS transferred (as served, gzip/br), request count
// and whether an /assets/admin chunk was requested, with PASS/MISS against the budgets.
// Usage: npx tsx scripts/page-speed.ts   (builds first if dist/ is missing)
import { chromium, type Browser } from '@playwright/test';
import {
  ADMIN_CHUNK,
  budgetVerdicts,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  fmtKb,
  median,
  runAsScript,
  withReaderFixture,
  type Cookie,
} from './lib/page-fixtures.ts';

const RUNS = Number(process.env.PAGE_SPEED_RUNS ?? 3);
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const CPU_SLOWDOWN = 4;

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

async function measure(browser: Browser, url: string, cookies?: Cookie[]) {
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
    if (ADMIN_CHUNK.test(e.request.url)) sample.adminChunk.push(new URL(e.request.url).pathname);
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

/** Measures the three pages RUNS times each (cold cache) and prints medians with the budgets. */
export async function run(): Promise<void> {
  await withReaderFixture('lamplight-speed-', async ({ base, cookies, pages }) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      // One warm-up load so the server's first-request costs (KJV, lexicon) are not measured.
      await measure(browser, `${base}/`, cookies);
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
          const r = await measure(browser, p.url, p.cookies);
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
        verdicts.push(...budgetVerdicts(p, { js, cls, admin }, 'worst load'));
      }
      console.log('');
      for (const v of verdicts) console.log(`  ${v}`);
    } finally {
      await browser.close();
    }
  });
}

runAsScript(import.meta.url, 'page-speed', run);
