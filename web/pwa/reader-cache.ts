/**
 * What the service worker keeps of the API, and for whom (decision 131). Runs in the service worker
 * (web/pwa/sw.ts); kept free of worker globals so the rules can be tested with a stand-in CacheStorage.
 *
 * - Scripture and dictionary answers (/api/bible/*, /api/strongs/*) are the same for every reader and
 *   never change for a given URL: cache-first in one shared cache (sw.ts).
 * - The reader's own answers that Today, the journal and the notebook need are network-first into a
 *   cache named after the signed-in identity (`private-<uid>`), and served from it only when the
 *   network fails. The worker learns who is signed in from the answers it carries: GET
 *   /identity/session names the identity (its `user.uid`), and a null session, a 401 from GET
 *   /api/auth/user or a logout removes every private cache. A different reader signing in removes the
 *   previous reader's cache before anything of theirs is kept.
 */

/** Prefix of the per-reader caches; the app deletes every cache with it on logout (private-data.ts). */
export const PRIVATE_CACHE_PREFIX = 'private-';
/** The shared cache of scripture and dictionary answers. */
export const SCRIPTURE_CACHE = 'scripture-v1';

/** How the worker treats a same-origin request. */
export type CachePolicy = 'private' | 'scripture' | 'sign-out' | 'none';

/**
 * The reader's GETs kept for offline use: what Today (its streak strip, the earlier reflection on the same
 * passage), its insight, the journal and notebook ask for.
 */
const PRIVATE_GETS = [
  /^\/identity\/session$/,
  /^\/api\/auth\/user$/,
  /^\/api\/config$/,
  /^\/api\/membership\/status$/,
  /^\/api\/plans$/,
  /^\/api\/plans\/can-create$/,
  /^\/api\/readings\/today$/,
  /^\/api\/readings\/\d+\/insights$/,
  /^\/api\/journal\/(entries|reading\/\d+|earlier)$/,
  /^\/api\/rhythm$/,
  /^\/api\/notebook\/by-(date|session|book)$/,
];

const SCRIPTURE_GETS = /^\/api\/(bible|strongs)\//;
const SIGN_OUTS = ['/api/auth/logout', '/identity/sign-out'];

/** The policy for a request to the app's own origin (other origins are never handled). */
export function policyFor(method: string, pathname: string): CachePolicy {
  if (method === 'POST' && SIGN_OUTS.includes(pathname)) return 'sign-out';
  if (method !== 'GET') return 'none';
  if (SCRIPTURE_GETS.test(pathname)) return 'scripture';
  if (PRIVATE_GETS.some((re) => re.test(pathname))) return 'private';
  return 'none';
}

/** The cache of one identity. */
export const readerCacheName = (uid: string) => `${PRIVATE_CACHE_PREFIX}${encodeURIComponent(uid)}`;

/** Answers kept before the worker knows the reader (the session answer may come after the others). */
const PENDING_MAX = 40;

/**
 * The per-reader cache. Every change (adopting a reader, forgetting, storing) runs in arrival order on
 * one chain, so an answer is never stored into a cache a later sign-out has already removed.
 */
export class ReaderCache {
  private chain: Promise<unknown> = Promise.resolve();
  private pending = new Map<string, Response>();

  constructor(private readonly caches: CacheStorage) {}

  /** Runs `task` after every change queued before it. */
  private queue<T>(task: () => Promise<T>): Promise<T> {
    const next = this.chain.then(task);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async privateNames(): Promise<string[]> {
    return (await this.caches.keys()).filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX));
  }

  /** The signed-in reader's cache: the one private cache there is (none, or several, is no reader). */
  private async currentName(): Promise<string | null> {
    const names = await this.privateNames();
    return names.length === 1 ? names[0]! : null;
  }

  /** Removes every reader's cache and whatever was waiting to be kept. */
  forget(): Promise<void> {
    return this.queue(async () => {
      this.pending.clear();
      await Promise.all((await this.privateNames()).map((name) => this.caches.delete(name)));
    });
  }

  /** Makes `uid` the reader: other readers' caches go, answers waiting for a reader are kept. */
  private adopt(uid: string): Promise<void> {
    return this.queue(async () => {
      const name = readerCacheName(uid);
      const others = (await this.privateNames()).filter((n) => n !== name);
      await Promise.all(others.map((n) => this.caches.delete(n)));
      const cache = await this.caches.open(name);
      const waiting = [...this.pending];
      this.pending.clear();
      await Promise.all(waiting.map(([url, response]) => cache.put(url, response)));
    });
  }

  private store(url: string, response: Response): Promise<void> {
    return this.queue(async () => {
      const name = await this.currentName();
      if (name) {
        await (await this.caches.open(name)).put(url, response);
      } else if (this.pending.size < PENDING_MAX) {
        this.pending.set(url, response);
      }
    });
  }

  /** The kept answer for `url` in the reader's cache, if any. */
  async match(url: string): Promise<Response | undefined> {
    await this.chain;
    const name = await this.currentName();
    if (!name) return undefined;
    return (await this.caches.open(name)).match(url, { ignoreVary: true });
  }

  /**
   * Network first: the network's answer when there is one (kept for the reader when it is a 200,
   * after learning from it who the reader is), else the kept answer; with neither, the network error.
   * `background` receives the bookkeeping, for the worker's `event.waitUntil`.
   */
  async networkFirst(
    request: Request,
    fetcher: (request: Request) => Promise<Response>,
    background: (work: Promise<unknown>) => void,
  ): Promise<Response> {
    const { pathname } = new URL(request.url);
    let response: Response;
    try {
      response = await fetcher(request);
    } catch (error) {
      const kept = await this.match(request.url);
      if (kept) return kept;
      throw error;
    }
    // Copies taken now: the page reads the original's body. Only plain 200s are kept (never a
    // redirect's end, an error or a partial answer).
    const keepable = response.status === 200 && !response.redirected;
    const copy = keepable ? response.clone() : null;
    const said = pathname === '/identity/session' && keepable ? response.clone() : null;
    background(
      this.learn(pathname, response.status, said).then(() =>
        copy ? this.store(request.url, copy) : undefined,
      ),
    );
    return response;
  }

  /** Who is signed in, from the answers that say so. */
  private async learn(pathname: string, status: number, session: Response | null): Promise<void> {
    if (pathname === '/api/auth/user' && status === 401) return this.forget();
    if (!session) return;
    let body: unknown;
    try {
      body = await session.json();
    } catch {
      return;
    }
    if (body === null) return this.forget();
    const uid = (body as { user?: { uid?: unknown } }).user?.uid;
    if (typeof uid === 'string' && uid) return this.adopt(uid);
  }
}
