import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a statement is sent for, read when it is sent (AsyncLocalStorage): the request's reader, so a write is
 * attributed to them (the answer cache drops only their answers), and the cached answer being computed, so a
 * test can list the tables each answer's statements touch.
 */
export interface StatementContext {
  /** The reader whose own data the request writes, or undefined (no reader, or one who writes others'). */
  reader(): string | undefined;
  /** The cached answer being computed (server/cache/answers.ts), if any. */
  answer?: string;
  /**
   * The write's effects are already in this process's caches (a session's moved expiry, decision 191):
   * it must not empty them.
   */
  keepsCaches?: boolean;
}

export const statementContext = new AsyncLocalStorage<StatementContext>();
