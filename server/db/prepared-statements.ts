import { createHash } from 'node:crypto';

/**
 * Statements prepared once per connection on PostgreSQL (decision 189). node-postgres sends an unnamed
 * statement for every query with parameters, so PostgreSQL parses and analyses the same text again on every
 * request; a named statement is parsed once per connection, and after a few runs PostgreSQL may keep a generic
 * plan for it too. A statement's text earns a name once this process has sent it REPEATS times (one-off
 * texts, such as a list of a size seen once, stay unnamed), and each connection keeps at most
 * MAX_PER_CONNECTION named statements (PostgreSQL holds them in the backend's memory until the connection
 * closes; the pool closes idle connections). Only statements with parameters are named: they already use the
 * extended protocol, so their meaning does not change; a text without parameters may hold several statements,
 * which only the simple protocol accepts.
 */

/** Sends of a text, process-wide, before it is named. */
export const REPEATS = 3;
/** Named statements one connection may hold; past it, new texts go unnamed on that connection. */
export const MAX_PER_CONNECTION = 200;
/** Texts counted at most; when full the counts start again (names already given stay valid). */
const MAX_TEXTS = 2_000;

/** The texts this pool has sent and how often; each named text's statement name. */
export interface StatementNames {
  seen: Map<string, { count: number; name?: string }>;
}

export function statementNames(): StatementNames {
  return { seen: new Map() };
}

/** The name for `text` once it has been sent often enough, or undefined (send it unnamed). */
export function nameFor(names: StatementNames, text: string): string | undefined {
  let entry = names.seen.get(text);
  if (!entry) {
    if (names.seen.size >= MAX_TEXTS) names.seen.clear();
    entry = { count: 0 };
    names.seen.set(text, entry);
  }
  if (entry.name) return entry.name;
  entry.count++;
  if (entry.count < REPEATS) return undefined;
  entry.name = `lp_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  return entry.name;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * Wraps a node-postgres client's `query` so repeated statements with parameters go out named. Install it
 * once per client (the pool's `connect` event), before any other wrapper that reads the query's text.
 */
export function prepareRepeatedStatements(client: object, names: StatementNames): void {
  const target = client as { query: (...args: unknown[]) => unknown };
  const original = target.query.bind(client);
  const named = new Set<string>();
  target.query = (...args: unknown[]) => {
    const [config, values] = args;
    const given: QueryConfig | null =
      typeof config === 'string'
        ? { text: config }
        : config && typeof config === 'object'
          ? (config as QueryConfig)
          : null;
    const params = Array.isArray(values) ? values : given?.values;
    if (
      given &&
      typeof given.submit !== 'function' &&
      given.name === undefined &&
      typeof given.text === 'string' &&
      Array.isArray(params) &&
      params.length > 0
    ) {
      const name = nameFor(names, given.text);
      if (name && (named.has(name) || named.size < MAX_PER_CONNECTION)) {
        named.add(name);
        args[0] = { ...given, name };
      }
    }
    return original(...args);
  };
}
