// Shared by the page-speed scripts (docs/quality-history.md §7; decision 091): scripts/page-speed.ts (Playwright +
// CDP, real throttling) and scripts/lighthouse.ts (Lighthouse, simulated throttling). Both measure the same
// three pages of the production build on a scratch PGlite against the same budgets: landing (/, signed out),
// Today (/, a signed-in reader with the flagship plan active) and Plans (/plans, same reader).
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { ROOT, startServer, type ServerProcess } from '../../server/test/spawn-server.ts';

export const KB = 1024;
export const BUDGET = { landingJs: 110 * KB, todayJs: 200 * KB, cls: 0.05 };
export { CHROMIUM_ARGS, CHROMIUM_PATH };
/** Script chunks of the admin screens, which a reader's pages must never load. */
export const ADMIN_CHUNK = /\/assets\/admin/;

export interface Cookie {
  name: string;
  value: string;
}

export interface MeasuredPage {
  name: string;
  url: string;
  /** The reader's cookies; undefined for the signed-out landing page. */
  cookies?: Cookie[];
  jsBudget?: number;
}

export interface ReaderFixture {
  base: string;
  cookies: Cookie[];
  pages: MeasuredPage[];
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/**
 * The budgets' measure: the gzip (level 9) size of the scripts a page loaded, read from the build, whatever
 * encoding the browser was sent (brotli is smaller still; the wire figure is printed beside this one).
 */
export function gzipBytes(scriptUrls: Iterable<string>): number {
  let total = 0;
  for (const url of new Set(scriptUrls)) {
    const file = join(ROOT, 'dist/web', new URL(url).pathname);
    if (!existsSync(file)) throw new Error(`A loaded script is not in dist/web: ${url}`);
    total += existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`).length
      : gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

export const fmtKb = (b: number) => `${(b / KB).toFixed(1)} KB`;
export const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/** PASS/MISS lines for one page: its JS budget (if any), CLS, and no admin chunk for a reader. */
export function budgetVerdicts(
  page: MeasuredPage,
  m: { js: number; cls: number; admin: string[] },
  clsNote: string,
): string[] {
  const lines: string[] = [];
  if (page.jsBudget !== undefined) {
    lines.push(
      `${verdict(m.js <= page.jsBudget)} ${page.name}: initial JS ${fmtKb(m.js)} ≤ ${fmtKb(page.jsBudget)}`,
    );
  }
  lines.push(
    `${verdict(m.cls <= BUDGET.cls)} ${page.name}: CLS ${m.cls.toFixed(3)} ≤ ${BUDGET.cls} (${clsNote})`,
  );
  if (page.cookies) {
    lines.push(
      `${verdict(m.admin.length === 0)} ${page.name}: no /assets/admin chunk for a reader` +
        (m.admin.length ? ` (loaded: ${m.admin.join(', ')})` : ''),
    );
  }
  return lines;
}

/** Signs up a basic reader, opens the app session and activates the flagship plan; returns the cookies. */
export async function signedInReader(base: string): Promise<Cookie[]> {
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

/** The cookies as one `Cookie` request header. */
export const cookieHeader = (cookies: Cookie[]) =>
  cookies.map((c) => `${c.name}=${c.value}`).join('; ');

// Synchronous last-resort clean-ups (kill a child, remove a temp dir) for SIGINT/SIGTERM: `finally` blocks
// do not run when the process is interrupted.
const onInterrupt = new Set<() => void>();

/** Registers a clean-up for an interruption; call the returned function once the resource is released. */
export function cleanUpOnInterrupt(fn: () => void): () => void {
  onInterrupt.add(fn);
  return () => onInterrupt.delete(fn);
}

/**
 * Checks that Chromium is there, builds the production bundle if dist/ is missing, starts the production
 * server on a scratch PGlite, signs up a reader and hands the three pages to `body`; stops the server and
 * removes the data dir afterwards, whether `body` succeeded or not.
 */
export async function withReaderFixture<T>(
  tmpPrefix: string,
  body: (fixture: ReaderFixture) => Promise<T>,
): Promise<T> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: run \`npx tsx scripts/ensure-browser.ts\` first`);
  }
  if (
    !existsSync(join(ROOT, 'dist/server/main.js')) ||
    !existsSync(join(ROOT, 'dist/web/index.html'))
  ) {
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), tmpPrefix));
  let server: ServerProcess | undefined;
  const released = cleanUpOnInterrupt(() => {
    server?.proc.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    server = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000' });
    const base = server.url;
    const cookies = await signedInReader(base);
    return await body({
      base,
      cookies,
      pages: [
        { name: 'Landing (/, signed out)', url: `${base}/`, jsBudget: BUDGET.landingJs },
        { name: 'Today (/, reader)', url: `${base}/`, cookies, jsBudget: BUDGET.todayJs },
        { name: 'Plans (/plans, reader)', url: `${base}/plans`, cookies },
      ],
    });
  } finally {
    if (server) {
      const stopped = server.stop();
      const timer = setTimeout(() => void server?.kill(), 10_000);
      await stopped;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    released();
  }
}

/**
 * Runs `run` when `moduleUrl` is the script node was started with, then exits: 0 on success, 1 with
 * `FAIL <name>` on an error, 130 on SIGINT/SIGTERM after the registered clean-ups.
 */
export function runAsScript(moduleUrl: string, name: string, run: () => Promise<void>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\n${name}: ${signal}, cleaning up`);
      for (const fn of onInterrupt) {
        try {
          fn();
        } catch {
          /* best effort: keep releasing the rest */
        }
      }
      process.exit(130);
    });
  }
  run().then(
    () => process.exit(0),
    (err: unknown) => {
      console.log(`FAIL ${name}: ${(err as Error).stack ?? String(err)}`);
      process.exit(1);
    },
  );
}
