import { describe, expect, it } from 'vitest';
import { policyFor, ReaderCache, readerCacheName, SCRIPTURE_CACHE } from './reader-cache.ts';

/** An in-memory CacheStorage: enough of the API for ReaderCache (keys, open, delete; put, match). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (store: Map<string, Response>) =>
    ({
      put: async (url: string, response: Response) => void store.set(url, response),
      match: async (url: string) => store.get(url)?.clone(),
    }) as unknown as Cache;
  const storage = {
    keys: async () => [...stores.keys()],
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    delete: async (name: string) => stores.delete(name),
  } as unknown as CacheStorage;
  return { storage, stores };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const session = (uid: string) => ({ idToken: 'token', user: { uid } });
const origin = 'http://localhost:5000';

/** Runs one request through the cache the way the worker does, waiting for its bookkeeping. */
async function through(cache: ReaderCache, path: string, answer: () => Promise<Response>) {
  const work: Promise<unknown>[] = [];
  const response = await cache.networkFirst(new Request(`${origin}${path}`), answer, (w) =>
    work.push(w),
  );
  await Promise.all(work);
  return response;
}
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('policyFor', () => {
  it('keeps scripture and dictionary answers for everyone and the reader’s own for the reader', () => {
    expect(policyFor('GET', '/api/bible/notes')).toBe('scripture');
    expect(policyFor('GET', '/api/strongs/H4057')).toBe('scripture');
    for (const path of [
      '/identity/session',
      '/api/auth/user',
      '/api/readings/today',
      '/api/readings/12/insights',
      '/api/journal/entries',
      '/api/journal/reading/12',
      '/api/journal/earlier',
      '/api/rhythm',
      '/api/plans',
    ]) {
      expect(policyFor('GET', path), path).toBe('private');
    }
    // Never kept: writes, the admin area, exports, the sign-in redirect.
    expect(policyFor('POST', '/api/journal/entries')).toBe('none');
    expect(policyFor('GET', '/api/admin/users')).toBe('none');
    expect(policyFor('GET', '/api/account/export')).toBe('none');
    expect(policyFor('GET', '/api/login')).toBe('none');
    expect(policyFor('POST', '/api/auth/logout')).toBe('sign-out');
  });
});

describe('ReaderCache', () => {
  it('keeps answers that came before the session for the reader it names, and serves them offline', async () => {
    const { storage, stores } = memoryCaches();
    const cache = new ReaderCache(storage);
    await through(cache, '/api/readings/today', async () =>
      json({ id: 7, reference: 'Exodus 16' }),
    );
    expect([...stores.keys()]).toEqual([]);
    await through(cache, '/identity/session', async () => json(session('id_1')));
    expect([...stores.keys()]).toEqual([readerCacheName('id_1')]);

    const kept = await through(cache, '/api/readings/today', offline);
    expect(await kept.json()).toEqual({ id: 7, reference: 'Exodus 16' });
    // The network's answer wins while there is one.
    const fresh = await through(cache, '/api/readings/today', async () => json({ id: 8 }));
    expect(await fresh.json()).toEqual({ id: 8 });
    expect(await (await through(cache, '/api/readings/today', offline)).json()).toEqual({ id: 8 });
  });

  it('never keeps error answers, and fails as the network did when nothing is kept', async () => {
    const { storage } = memoryCaches();
    const cache = new ReaderCache(storage);
    await through(cache, '/identity/session', async () => json(session('id_1')));
    await through(cache, '/api/readings/today', async () => json({ message: 'boom' }, 500));
    await expect(through(cache, '/api/readings/today', offline)).rejects.toThrow('Failed to fetch');
  });

  it('drops the previous reader’s cache when another reader signs in', async () => {
    const { storage, stores } = memoryCaches();
    await storage.open(SCRIPTURE_CACHE);
    const cache = new ReaderCache(storage);
    await through(cache, '/identity/session', async () => json(session('id_1')));
    await through(cache, '/api/journal/entries', async () => json(['first reader’s words']));
    await through(cache, '/identity/session', async () => json(session('id_2')));
    expect([...stores.keys()].sort()).toEqual([readerCacheName('id_2'), SCRIPTURE_CACHE].sort());
    await expect(through(cache, '/api/journal/entries', offline)).rejects.toThrow();
  });

  it('forgets every reader on a null session, a 401 from the user call, or forget()', async () => {
    const { storage, stores } = memoryCaches();
    const cache = new ReaderCache(storage);
    const signIn = () => through(cache, '/identity/session', async () => json(session('id_1')));

    await signIn();
    await through(cache, '/identity/session', async () => json(null));
    expect([...stores.keys()]).toEqual([]);

    await signIn();
    await through(cache, '/api/auth/user', async () => json({ message: 'Unauthorized' }, 401));
    expect([...stores.keys()]).toEqual([]);

    await signIn();
    await cache.forget();
    expect([...stores.keys()]).toEqual([]);
  });
});
