import { stdSerializers } from 'pino';

/**
 * What a log may say about an error (decision 153). A database error carries the statement's text and
 * its parameters (drizzle's "Failed query: … params: …", PGlite's `query` and `params`) and PostgreSQL's
 * `detail` ("Failing row contains (…)", "Key (email)=(…)"): a reader's reflection, note, name or email
 * could be any of them. Such an error is logged by its class, SQLSTATE code and constraint only, with the
 * stack's frames (code positions) but never its first line, which repeats the message.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export interface LoggedDatabaseError extends LoggedError {
  /** The class of the database driver's own error under the wrapper, when there is one. */
  cause?: string;
  code?: string;
  constraint?: string;
}

type ErrorLike = {
  name?: unknown;
  code?: unknown;
  constraint?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  stack?: unknown;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** True for an error raised by or about a database statement (drizzle's wrapper, node-postgres, PGlite). */
function isDatabaseLink(e: ErrorLike): boolean {
  if (e.constructor?.name === 'DrizzleQueryError' || e.name === 'DrizzleQueryError') return true;
  if ('query' in e || 'params' in e) return true;
  return typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string';
}

/** The error and its causes, outermost first (at most a few links, and never round in a circle). */
function chain(err: unknown): ErrorLike[] {
  const links: ErrorLike[] = [];
  let at: unknown = err;
  while (at && typeof at === 'object' && links.length < 6 && !links.includes(at as ErrorLike)) {
    links.push(at as ErrorLike);
    at = (at as ErrorLike).cause;
  }
  return links;
}

function className(e: ErrorLike): string {
  const name = e.constructor?.name;
  return typeof name === 'string' && name !== 'Object' ? name : 'Error';
}

/** The database error in the error's chain, or undefined when none is. */
export function databaseErrorIn(err: unknown): { code?: string; constraint?: string } | undefined {
  const links = chain(err);
  if (!links.some(isDatabaseLink)) return undefined;
  const coded = links.find((e) => typeof e.code === 'string' && SQLSTATE.test(e.code));
  const constraint = links.find((e) => typeof e.constraint === 'string')?.constraint;
  return {
    ...(coded ? { code: coded.code as string } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
  };
}

/** The stack's frames only: every line after the first "    at", never the message above them. */
function framesOnly(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at\s/.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

/** The log's `err` serializer: database errors reduced to class, code and constraint; others as pino logs them. */
export function serializeError(err: unknown): LoggedError {
  const db = databaseErrorIn(err);
  if (!db) {
    if (err instanceof Error) return stdSerializers.err(err) as LoggedError;
    return { type: typeof err, message: String(err).slice(0, 200), stack: '' };
  }
  const links = chain(err);
  const outer = links[0]!;
  const inner = links.length > 1 ? links[links.length - 1] : undefined;
  const logged: LoggedDatabaseError = {
    type: className(outer),
    // A fixed text: the driver's message may quote a value ('invalid input syntax for type …: "…"').
    message: 'database error',
    stack: framesOnly(outer.stack) ?? '',
  };
  if (inner) logged.cause = className(inner);
  if (db.code) logged.code = db.code;
  if (db.constraint) logged.constraint = db.constraint;
  return logged;
}
