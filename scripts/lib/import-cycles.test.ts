import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, projectCycles } from './import-cycles.ts';

let root = '';
function project(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'lamplight-cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return projectCycles(root, ['contract', 'server', 'web']);
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('import cycles', () => {
  it('finds none where imports only go one way', () => {
    expect(
      project({
        'server/a.ts': "import { b } from './b.ts';\nexport const a = b;",
        'server/b.ts': "import { c } from '@contract/c.ts';\nexport const b = c;",
        'contract/c.ts': 'export const c = 1;',
      }),
    ).toEqual([]);
  });

  it('finds a cycle through a re-export, an alias and a folder index', () => {
    expect(
      project({
        'web/a.tsx': "import { b } from './lib';\nexport const a = b;",
        'web/lib/index.ts': "export { b } from './b.ts';",
        'web/lib/b.ts': "import { a } from '@/a.tsx';\nexport const b = () => a;",
      }),
    ).toEqual([['web/a.tsx', 'web/lib/index.ts', 'web/lib/b.ts', 'web/a.tsx']]);
  });

  it('counts type-only imports, and not a lazy import()', () => {
    expect(
      project({
        'server/a.ts': "import type { B } from './b';\nexport type A = { b?: B };",
        'server/b.ts': "import type { A } from './a.js';\nexport type B = { a?: A };",
        'server/c.ts': "export const load = () => import('./d.ts');",
        'server/d.ts': "import { load } from './c.ts';\nexport const d = load;",
      }),
    ).toEqual([['server/a.ts', 'server/b.ts', 'server/a.ts']]);
  });

  it('finds a module importing itself and every separate cycle', () => {
    const graph = new Map([
      ['x', ['x']],
      ['p', ['q']],
      ['q', ['r']],
      ['r', ['p', 's']],
      ['s', []],
    ]);
    expect(findCycles(graph).sort()).toEqual([
      ['p', 'q', 'r', 'p'],
      ['x', 'x'],
    ]);
  });
});
