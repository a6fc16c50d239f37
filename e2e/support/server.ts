import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnServer } from '../../server/test/spawn-server.ts';

export { freePort };

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the production build (dist/server/main.js) on a free port with a fresh embedded
 * database, through the one server launcher the scripts and tests share.
 */
export async function startServer(
  env: Record<string, string> = {},
  port?: number,
): Promise<RunningServer> {
  port ??= await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lamplight-e2e-'));
  const url = `http://localhost:${port}`;
  const server = await spawnServer({
    port,
    urlHost: 'localhost',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    killAfterMs: 5000,
    // test:all runs the checks beside the e2e lane on a shared 2-core machine: a start-up that takes
    // minutes there is slow, not broken (start-up speed is measured by `npm run bench`).
    timeoutMs: 240_000,
  });
  return { url, port, dataDir, process: server.proc, stop: server.stop };
}
