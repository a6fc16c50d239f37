import { readFileSync } from 'node:fs';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// How the production build's files go over the wire: no browser page needed.
test.describe('built assets', () => {
  test.skip(({ isMobile }) => isMobile, 'runs once');

  test('hashed scripts are sent precompressed (brotli, else gzip) and cached as immutable', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get(`${baseURL}/`)).text();
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, 'the entry script in index.html').toBeTruthy();
    const original = readFileSync(`dist/web${entry}`);

    // Raw bodies (no decoding by the client), so the bytes on the wire can be compared.
    const asked = async (encoding: string) => {
      const res = await fetch(`${baseURL}${entry}`, { headers: { 'accept-encoding': encoding } });
      return { res, body: Buffer.from(await res.arrayBuffer()) };
    };

    const br = await asked('br, gzip');
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(br.res.headers.get('content-length'))).toBe(
      readFileSync(`dist/web${entry}.br`).length,
    );

    const gz = await asked('gzip');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');

    const plain = await asked('identity');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.body.equals(original)).toBe(true);
    // Every encoding carries the same script.
    expect(brotliDecompressSync(readFileSync(`dist/web${entry}.br`)).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(`dist/web${entry}.gz`)).equals(original)).toBe(true);
  });
});
