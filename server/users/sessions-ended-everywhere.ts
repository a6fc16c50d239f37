import type { Database } from '../db/database.ts';
import { SESSION_CHANNEL } from '../plugins/answer-cache.ts';

/**
 * The longest an account deletion or password change waits, after its transaction committed, for the
 * database's announcement of the ended sessions to come back (decision 175). Past it the call answers
 * anyway: the listening connections of the other instances are then in trouble too, and each stops
 * answering from its session cache while its own connection is down (decision 132).
 */
export const SESSIONS_ENDED_WAIT_MS = 1000;

/**
 * Runs `work` (a write that ends `userId`'s sessions: deleting the account, changing the password) and
 * resolves only once the announcement of that change on the session channel has come back to this
 * process over a connection of its own (issue 27, L1; decision 175). PostgreSQL sends a NOTIFY to every
 * listening connection when the transaction commits, so the instances' session caches hear it at about
 * the same time as this one: waiting for it keeps the caller from being told "done" (and from asking
 * another instance with the old cookie) while that notice is still on its way. The wait is bounded by
 * `boundMs`. PGlite delivers notifications before the write resolves, in this process only: nothing to
 * wait for there.
 */
export async function whenSessionsEndedEverywhere<T>(
  database: Database,
  userId: string,
  work: () => Promise<T>,
  boundMs = SESSIONS_ENDED_WAIT_MS,
): Promise<T> {
  if (database.kind !== 'postgres') return work();
  let heard = () => {};
  const arrived = new Promise<void>((resolve) => (heard = resolve));
  let live = false;
  // Listening before the write, so its notification cannot pass unheard.
  const stop = await database
    .listen(SESSION_CHANNEL, {
      onMessage: (payload) => {
        if (payload === userId) heard();
      },
      onLive: (isLive) => {
        live = isLive;
      },
    })
    .catch(() => null);
  try {
    const result = await work();
    if (live) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        arrived,
        new Promise<void>((resolve) => (timer = setTimeout(resolve, boundMs))),
      ]);
      clearTimeout(timer);
    }
    return result;
  } finally {
    await stop?.();
  }
}
