import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface TsxManifest {
  exports: Record<'./esm/api', { import: { default: string } }>;
}

/** What `new Worker(script, { eval })` needs to start one of the server's worker threads. */
export interface WorkerScript {
  script: URL | string;
  eval: boolean;
}

/**
 * A worker thread's script, for a caller whose module URL is `caller`: in production the bundle's sibling
 * `bundled` (built by scripts/build-server.ts beside dist/server/server.js); from source (tsx, vitest) a small
 * script that registers tsx's loader in the worker and then imports `source`, relative to the caller.
 */
export function workerScript(caller: string, bundled: string, source: string): WorkerScript {
  if (!caller.endsWith('.ts')) return { script: new URL(`./${bundled}`, caller), eval: false };
  // The import condition of tsx's `./esm/api` export (require.resolve would give its CommonJS file).
  const manifest = createRequire(caller).resolve('tsx/package.json');
  const exports = (JSON.parse(readFileSync(manifest, 'utf8')) as TsxManifest).exports['./esm/api'];
  const api = pathToFileURL(join(dirname(manifest), exports.import.default)).href;
  const entry = new URL(source, caller).href;
  return {
    script: `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    eval: true,
  };
}
