import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, found from this file whether it runs from source (tsx) or from the bundle in dist/. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

export const ROOT = findRoot();
export const MIGRATIONS_DIR = resolve(ROOT, 'server/db/migrations');
export const WEB_DIST_DIR = resolve(ROOT, 'dist/web');
