import { describe, expect, it } from 'vitest';
import { chunkClosure, shellFirst, withTodayChunks } from './static-spa.ts';

// The shape Vite writes: the stylesheet in <head>, the inline shell in #root (decision 135).
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <style>.boot { min-height: 100dvh; }</style>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
    <link rel="preload" as="font" type="font/woff2" href="/assets/inter.woff2" crossorigin="">
  </head>
  <body>
    <div id="root"><div class="boot">Lamplight</div></div>
  </body>
</html>
`;

describe('shellFirst', () => {
  it('moves the stylesheet after the shell, so the shell paints before the stylesheet arrives', () => {
    const html = shellFirst(BUILT);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    const shell = html.indexOf('<div class="boot">');
    const sheet = html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-def.css">');
    expect(shell).toBeGreaterThan(0);
    expect(sheet).toBeGreaterThan(shell);
    expect(sheet).toBeLessThan(html.indexOf('</body>'));
  });

  it('keeps everything else where it was, the font preloads and the entry script in <head>', () => {
    const html = shellFirst(BUILT);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(head).toContain('rel="preload" as="font"');
    expect(html.replace(/\s+/g, '')).toHaveLength(BUILT.replace(/\s+/g, '').length);
  });

  it('leaves a page without a stylesheet as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(shellFirst(plain)).toBe(plain);
  });
});

describe("Today's chunks for early-fetch.js", () => {
  const files: Record<string, string> = {
    'today-screen-a1.js':
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/dialog-z9.js"])))=>i.map(i=>d[i]);' +
      'import{r as e}from"./runtime-r1.js";import{t}from"./icon-i1.js";import"./side-s1.js";' +
      'const D=lazy(()=>__vitePreload(()=>import("./dialog-z9.js"),__vite__mapDeps([0])));',
    'home-h1.js': 'import{t}from"./icon-i1.js";export{x as y}from"./shared-x1.js";',
    'runtime-r1.js': 'export const r=1;',
    'icon-i1.js': 'import{r}from"./runtime-r1.js";export const t=2;',
    'side-s1.js': 'console.log(1);',
    'shared-x1.js': 'export const x=3;',
    'dialog-z9.js': 'export const d=4;',
  };
  const read = (file: string) => {
    const text = files[file];
    if (text === undefined) throw new Error(`no ${file}`);
    return text;
  };

  it('follows static imports and re-exports, never a lazy import()', () => {
    expect(chunkClosure(['home-h1.js', 'today-screen-a1.js'], read).sort()).toEqual(
      [
        'home-h1.js',
        'icon-i1.js',
        'runtime-r1.js',
        'shared-x1.js',
        'side-s1.js',
        'today-screen-a1.js',
      ].sort(),
    );
  });

  it('lists on the early-fetch.js tag only the scripts the page does not load already', () => {
    const html =
      '<head><script data-x src="/early-fetch.js" async></script>' +
      '<script type="module" src="/assets/runtime-r1.js"></script></head>';
    const tagged = withTodayChunks(html.replace('<script data-x ', '<script '), [
      'home-h1.js',
      'runtime-r1.js',
    ]);
    expect(tagged).toContain(
      '<script data-today="/assets/home-h1.js" src="/early-fetch.js" async>',
    );
  });
});
