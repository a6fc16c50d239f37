import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@': fileURLToPath(new URL('./web', import.meta.url)),
};

/**
 * The web test files that replace a module (`vi.mock`). Test files share their worker's modules
 * (`isolate: false`: each file no longer starts a fresh jsdom and imports React, the router and the
 * components again), and a replaced module only takes effect in a worker that has not loaded the real
 * one yet: these files run in a project of their own that keeps each file apart (decision 185).
 */
function filesMockingModules(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (
        /\.test\.tsx?$/.test(name) &&
        /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8'))
      )
        found.push(path);
    }
  };
  walk(folder);
  return found.sort();
}
const webMocking = filesMockingModules('web');

const web = {
  plugins: [react()],
  resolve: { alias },
  environment: 'jsdom',
  setupFiles: ['web/test/setup.ts', 'web/test/async-timeout.ts'],
  // As the server suite: test:all runs it at a low CPU priority beside e2e (decision 143), where a
  // file's first render can take seconds; a slow test is not a failure (speed lives in bench).
  testTimeout: 30_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/setup.ts'],
          // Generous: test:all runs the suite at a low priority beside e2e (decision 143), where a test that
          // takes 6 s alone has taken 37; a slow test is not a failure (speed lives in bench).
          testTimeout: 90_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Files share their worker's modules (decision 187): the whole suite on PGlite took 985 s of CPU
          // starting each file apart, 583 s sharing. No server test replaces a module; server/test/setup.ts
          // puts back timers, the clock, environment and globals after each file.
          isolate: false,
        },
      },
      {
        plugins: web.plugins,
        resolve: web.resolve,
        test: {
          name: 'web',
          environment: web.environment,
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: webMocking,
          setupFiles: web.setupFiles,
          testTimeout: web.testTimeout,
          isolate: false,
        },
      },
      {
        plugins: web.plugins,
        resolve: web.resolve,
        test: {
          name: 'web-mocking',
          environment: web.environment,
          include: webMocking,
          setupFiles: ['web/test/fresh-modules.ts', ...web.setupFiles],
          testTimeout: web.testTimeout,
          isolate: false,
        },
      },
    ],
  },
});
