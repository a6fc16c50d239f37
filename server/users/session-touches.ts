import type { Db } from '../db/database.ts';
import { statementContext } from '../db/statement-context.ts';
import { serializeError } from '../lib/error-log.ts';
import { touchSessions, type SessionTouch } from './sessions-repository.ts';

/** How long a touch waits for others to share its statement. */
export const TOUCH_FLUSH_MS = 1000;
/** A batch this large is written at once, whatever the time. */
export const TOUCH_BATCH_MAX = 500;

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The sliding idle expiry of app sessions, written back after the answer instead of before it (decision
 * 191). A request that moves a session's expiry forward (at most once an hour per session) has already
 * judged the session live and updated this process's session cache and the cookie; the row follows within
 * TOUCH_FLUSH_MS, in one statement for every session touched meanwhile. The statement is marked as one whose
 * effects this process's caches already hold, so it never empties them.
 *
 * What a delay can cost: a session used in the last second before its idle end may be judged ended by another
 * instance (or the clean-up) before the row moves; a crash loses at most that second's touches, and the row
 * keeps its earlier expiry (never a later one). Nothing a reader wrote is involved.
 */
export class SessionTouches {
  private pending = new Map<string, SessionTouch>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  /** Records that the session `id` was used at `lastSeenAt` and now ends at `expiresAt` if left idle. */
  add(id: string, lastSeenAt: Date, expiresAt: Date): void {
    this.pending.delete(id);
    this.pending.set(id, { lastSeenAt, expiresAt });
    if (this.pending.size >= TOUCH_BATCH_MAX) {
      void this.flush();
      return;
    }
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), TOUCH_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** How many touches wait to be written. */
  get size(): number {
    return this.pending.size;
  }

  /** Writes every waiting touch now (one statement); resolves when this and earlier writes are done. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending];
    this.pending = new Map();
    if (batch.length > 0) {
      this.writing = this.writing.then(() => this.write(batch));
    }
    return this.writing;
  }

  private async write(batch: [string, SessionTouch][]): Promise<void> {
    try {
      // Sent inside the context (drizzle sends when awaited, so the await is in the callback).
      await statementContext.run({ reader: () => undefined, keepsCaches: true }, async () => {
        await touchSessions(this.db, batch);
      });
    } catch (err) {
      // The ids are secrets, and a query error's message quotes its parameters: the count, and the error
      // reduced to its class and code (decision 153).
      this.log.warn(
        { sessions: batch.length, err: serializeError(err) },
        'session expiry not written back',
      );
    }
  }
}
