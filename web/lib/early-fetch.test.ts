import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client.ts';
import {
  discardEarlyResponses,
  hasSignedInHint,
  SIGNED_IN_HINT_KEY,
  takeEarlyResponse,
  trackSignedInHint,
} from './early-fetch.ts';
import { queryKeys } from './query-keys.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What web/public/early-fetch.js leaves behind when it started requests. */
function started(responses: Record<string, Response>) {
  window.__lamplightEarly = Object.fromEntries(
    Object.entries(responses).map(([url, res]) => [url, Promise.resolve(res)]),
  );
}

beforeEach(() => {
  delete window.__lamplightEarly;
  document.head.replaceChildren();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('early responses', () => {
  it('apiRequest takes the early response for its GET once, then asks the network', async () => {
    started({ '/api/auth/user': json({ id: 'early' }) });
    const fetchSpy = vi.fn(() => Promise.resolve(json({ id: 'network' })));
    vi.stubGlobal('fetch', fetchSpy);
    expect(await apiRequest('/api/auth/user')).toEqual({ id: 'early' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await apiRequest('/api/auth/user')).toEqual({ id: 'network' });
    expect(fetchSpy).toHaveBeenCalledOnce();
  });

  it('an early 401 follows the call’s own rule: null for the session check', async () => {
    started({ '/api/auth/user': json({ message: 'Unauthorized' }, 401) });
    vi.stubGlobal('fetch', vi.fn());
    expect(await apiRequest('/api/auth/user', { on401: 'returnNull' })).toBeNull();
  });

  it('never hands an early GET to a write or to a call with its own headers or signal', async () => {
    started({ '/api/thing': json({ from: 'early' }) });
    const fetchSpy = vi.fn(() => Promise.resolve(json({ from: 'network' })));
    vi.stubGlobal('fetch', fetchSpy);
    expect(await apiRequest('/api/thing', { method: 'POST', body: {} })).toEqual({
      from: 'network',
    });
    expect(await apiRequest('/api/thing', { headers: { 'x-other': '1' } })).toEqual({
      from: 'network',
    });
    expect(await apiRequest('/api/thing', { signal: new AbortController().signal })).toEqual({
      from: 'network',
    });
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('once the app has started, a late early-fetch.js finds the door closed', () => {
    expect(takeEarlyResponse('/api/auth/user')).toBeUndefined();
    // early-fetch.js returns at once when this is already set.
    expect(window.__lamplightEarly).toEqual({});
  });
});

describe('trackSignedInHint', () => {
  it('remembers a signed-in reader and forgets on a missing user, dropping unused early answers', () => {
    const client = new QueryClient();
    trackSignedInHint(client);
    started({ '/api/readings/today': json({ message: 'Unauthorized' }, 401) });
    client.setQueryData(queryKeys.authUser, { id: 'u1' });
    expect(hasSignedInHint()).toBe(true);
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
    client.setQueryData(queryKeys.authUser, null);
    expect(hasSignedInHint()).toBe(false);
    // A later sign-in on this page must not take Today's answer started for the old session.
    expect(takeEarlyResponse('/api/readings/today')).toBeUndefined();
  });

  it('forgets when the identity is gone (signed out), and ignores other queries', () => {
    const client = new QueryClient();
    trackSignedInHint(client);
    client.setQueryData(queryKeys.authUser, { id: 'u1' });
    client.setQueryData(queryKeys.todayReading, null);
    expect(hasSignedInHint()).toBe(true);
    client.setQueryData(queryKeys.identity, null);
    expect(hasSignedInHint()).toBe(false);
  });

  it('discardEarlyResponses empties what is left', () => {
    started({ '/identity/session': json(null) });
    discardEarlyResponses();
    expect(takeEarlyResponse('/identity/session')).toBeUndefined();
  });
});

describe('web/public/early-fetch.js', () => {
  const script = readFileSync(join(process.cwd(), 'web/public/early-fetch.js'), 'utf8');
  const runScript = () => new Function(script)() as void;

  it('starts nothing for a visitor (no hint): visitors pay no request', () => {
    const fetchSpy = vi.fn(() => Promise.resolve(json(null)));
    vi.stubGlobal('fetch', fetchSpy);
    runScript();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  const urls = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([url]) => url);

  it("starts the session check, then, once it answers 200 on '/', Today's data and scripts", async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    window.localStorage.setItem('lamplight.time-zone', 'Pacific/Auckland');
    window.history.replaceState(null, '', '/');
    const tag = document.createElement('script');
    tag.dataset.today = '/assets/home-1.js /assets/today-screen-2.js';
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
    const fetchSpy = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(json({ ok: 1 })));
    vi.stubGlobal('fetch', fetchSpy);
    runScript();
    expect(urls(fetchSpy)).toEqual(['/identity/session', '/api/auth/user']);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(5));
    expect(urls(fetchSpy).slice(2)).toEqual([
      '/api/membership/status',
      '/api/readings/today',
      '/api/plans',
    ]);
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({
      credentials: 'include',
      headers: { accept: 'application/json', 'x-time-zone': 'Pacific/Auckland' },
    });
    // Today's scripts, as the server listed them on the tag, are preloaded.
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      ),
    ).toEqual(['/assets/home-1.js', '/assets/today-screen-2.js']);
    // The app takes them through apiRequest.
    expect(await apiRequest('/api/readings/today')).toEqual({ ok: 1 });
    expect(fetchSpy).toHaveBeenCalledTimes(5);
  });

  it("asks for Today's reading and plans only on '/' (the reading request records the day)", async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    window.history.replaceState(null, '', '/plans');
    const fetchSpy = vi.fn(() => Promise.resolve(json({ id: 'u1' })));
    vi.stubGlobal('fetch', fetchSpy);
    runScript();
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(urls(fetchSpy)).toEqual([
      '/identity/session',
      '/api/auth/user',
      '/api/membership/status',
    ]);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('a stale hint costs one 401: nothing else is asked for or preloaded', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    window.history.replaceState(null, '', '/');
    const tag = document.createElement('script');
    tag.dataset.today = '/assets/home-1.js';
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
    const fetchSpy = vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/auth/user' ? json({ message: 'Unauthorized' }, 401) : json(null),
      ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    runScript();
    // The session check reads the 401 as "no user", as it does with its own request.
    expect(await apiRequest('/api/auth/user', { on401: 'returnNull' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(urls(fetchSpy)).toEqual(['/identity/session', '/api/auth/user']);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it('starts nothing when the app is already running', () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    takeEarlyResponse('/api/auth/user');
    const fetchSpy = vi.fn(() => Promise.resolve(json(null)));
    vi.stubGlobal('fetch', fetchSpy);
    runScript();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
