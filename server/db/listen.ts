/**
 * LISTEN/NOTIFY: the check both kinds of database make on channel names, and PostgreSQL's listener on its
 * own connection, which reconnects when that connection is lost. PGlite listens in-process (pglite.ts).
 */
import pg from 'pg';
import type { ListenHandlers } from './database.ts';

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** The channels to listen on, each checked to be a plain identifier. */
export function channelList(channels: string | readonly string[]): readonly string[] {
  const list = typeof channels === 'string' ? [channels] : channels;
  for (const channel of list) {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  }
  return list;
}

/** LISTEN on a dedicated PostgreSQL connection that reconnects (every second) when it is lost. */
export async function listenPostgres(
  url: string,
  channels: string | readonly string[],
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  const list = channelList(channels);
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      // A connection lost without a reset is noticed by keepalive probes, not only by the next write.
      keepAlive: true,
    });
    current = client;
    const lost = () => {
      if (current !== client) return;
      current = null;
      handlers.onLive(false);
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (msg) => {
      if (list.includes(msg.channel)) handlers.onMessage(msg.payload ?? '', msg.channel);
    });
    try {
      await client.connect();
      for (const channel of list) await client.query(`listen ${channel}`);
      if (current === client && !stopped) handlers.onLive(true);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
