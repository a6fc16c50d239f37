// Renders the app's install icons (web/public/icons/*.png) from the logo in web/public/favicon.svg, once, with
// Debian's Chromium: 192 and 512 px "any" icons (the rounded tile as it is), a 512 px maskable icon (the lamp
// drawn inside the central 80 % safe zone on a full-bleed tile, so a launcher's circle or squircle mask never
// cuts it) and a 180 px apple-touch-icon. The PNGs are committed; run again only when the logo changes.
// Usage: npx tsx scripts/pwa-icons.ts
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

const PUBLIC = join(import.meta.dirname, '..', 'web', 'public');
const OUT = join(PUBLIC, 'icons');
const logo = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
/** The tile colour of the logo (its first rect), used full-bleed behind the maskable icon. */
const TILE = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#1f3a2e';

const page = (body: string, size: number) =>
  `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;overflow:hidden;background:transparent">${body}</body></html>`;

/** The logo as it is: the rounded tile with transparent corners. */
const plain = (size: number) =>
  page(logo.replace('<svg ', `<svg width="${size}" height="${size}" `), size);

/** Full-bleed tile, the logo's drawing scaled to fit the maskable safe zone (a circle of 40 % radius). */
function maskable(size: number) {
  const inner = logo
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/<rect width="32" height="32"[^>]*\/>/, '');
  // The lamp spans about 10 x 23 units of the 32-unit box: at 75 % its farthest corner is 9.2 units from the
  // centre, inside the safe zone's 12.8.
  const scale = 0.75;
  const offset = (32 * (1 - scale)) / 2;
  return page(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" fill="${TILE}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`,
    size,
  );
}

const icons: { file: string; size: number; html: (size: number) => string }[] = [
  { file: 'icon-192.png', size: 192, html: plain },
  { file: 'icon-512.png', size: 512, html: plain },
  { file: 'maskable-512.png', size: 512, html: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, html: maskable },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const icon of icons) {
    const context = await browser.newContext({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const tab = await context.newPage();
    await tab.setContent(icon.html(icon.size));
    await tab.screenshot({ path: join(OUT, icon.file), omitBackground: true });
    await context.close();
    console.log(`  wrote web/public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
