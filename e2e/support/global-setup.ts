import { existsSync } from 'node:fs';
import { startServer } from './server.ts';

/** Starts one production server for the run; specs reach it through baseURL. */
export default async function globalSetup() {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
    throw new Error('Run `npm run build` before the e2e tests (npm run test:all does both).');
  }
  const server = await startServer({
    ADMIN_EMAILS: 'admin@lamplight.test',
    ...JSON.parse(process.env.E2E_SERVER_ENV ?? '{}'),
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
