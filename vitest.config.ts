import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@': fileURLToPath(new URL('./web', import.meta.url)),
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts', 'web/test/async-timeout.ts'],
          // As the server suite: test:all runs it at a low CPU priority beside e2e (decision 143), where a
          // file's first render can take seconds; a slow test is not a failure (speed lives in bench).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
