import type { ChildProcess } from 'node:child_process';

/** Polls `${base}/healthz` every 100 ms until it answers 200; throws if the server exits or takes over 120 s. */
export async function waitUntilHealthy(base: string, proc: ChildProcess): Promise<void> {
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return;
    } catch {
      /* not yet */
    }
    if (i > 1200) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}
