import type { Config } from './config.ts';

/**
 * The start-up line: where readers reach Lamplight. PUBLIC_URL when it is set (the address behind a
 * proxy, or another host and port); otherwise this machine at the port the server listens on.
 */
export function readyLine(config: Pick<Config, 'PUBLIC_URL' | 'publicUrl'>, port: number): string {
  const url = config.PUBLIC_URL ? config.publicUrl : config.publicUrl.replace(/:\d+$/, `:${port}`);
  return `Lamplight is ready at ${url}`;
}
