import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { ROOT } from './paths.ts';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const optionalUrl = (protocols: string[], what: string) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${what} URL (${protocols.map((p) => p + '//…').join(' or ')})` },
  );

/** An on/off switch: 1, true or on; 0, false, off or unset. */
const flag = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const s = v?.trim().toLowerCase() ?? '';
    if (s === '' || s === '0' || s === 'false' || s === 'off') return false;
    if (s === '1' || s === 'true' || s === 'on') return true;
    ctx.addIssue({ code: 'custom', message: 'must be 1 (on) or 0 (off)' });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a port number between 0 and 65535' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'PostgreSQL'),
  /**
   * A streaming replica of DATABASE_URL for reads that tolerate its lag (decision 134): the plans catalogue
   * and plan search. Only with DATABASE_URL.
   */
  DATABASE_READ_URL: optionalUrl(['postgres:', 'postgresql:'], 'PostgreSQL'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Readers' answers (Today, the notebook's first pages) kept serialised in memory and invalidated through
   * the database (decision 137); `off` computes every answer (the bench's "cold" rows).
   */
  READER_CACHE: z.enum(['on', 'off']).default('on'),
  /**
   * With DATABASE_URL: statements the app sends again and again go out named, so PostgreSQL parses each once
   * per connection (decision 189). `off` for a pooler that cannot keep named statements (PgBouncer before
   * 1.21 in transaction mode).
   */
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  /**
   * Where the embedded database (PGlite, without DATABASE_URL) runs (decisions 184, 186): `main` (the
   * default), this thread; `worker`, a worker thread, so requests that need no database never wait behind
   * its statements (saves wait longer, and only then is the queue bounded).
   */
  PGLITE_THREAD: z.enum(['worker', 'main']).default('main'),
  /**
   * How many database calls may wait before a new request that uses the database is answered 503 with
   * Retry-After (decision 184), rather than waiting longer than a client would.
   */
  DATABASE_QUEUE_MAX: z.coerce.number().int().min(1).max(100_000).default(256),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'object' && 'error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Sign-in, sign-up and reset attempts allowed per email in 15 minutes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /**
   * The same attempts allowed per IP in 15 minutes (loose: many readers share one Wi-Fi). Unset: 100, or ten
   * times AUTH_RATE_LIMIT when that is larger.
   */
  AUTH_IP_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000_000).optional(),
  /**
   * Requests allowed per client IP per minute, on every route (decision 111). Generous: a shared Wi-Fi's
   * readers count together. Requests from the machine itself are not counted.
   */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000_000).default(2000),
  /**
   * Requests allowed per client IP per minute on each public route whose answer costs real work to compute
   * (Strong's words of a passage, Bible search; decision 154). Requests from the machine itself are not counted.
   */
  COSTLY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000_000).default(300),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'SMTP'),
  MAIL_FROM: z.string().default('Lamplight <no-reply@lamplight.local>'),
  AI_BASE_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600000).default(60000),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_BASIC: optionalString,
  STRIPE_PRICE_PREMIUM: optionalString,
  STRIPE_API_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
  /** How often each instance looks for daily reminders that are due (decision 126). */
  REMINDER_TICK_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  /**
   * Benches only: counts the statements sent to the database and the requests answered, for
   * GET /bench/counters (server/plugins/bench-counters.ts). Off, the plugin is not registered at all.
   */
  LAMPLIGHT_COUNT_QUERIES: flag,
  /**
   * End-to-end tests only: a file holding `{"offsetMs": n}`; the clock of reading days and plans then runs
   * n ms ahead of the real one (server/lib/clock.ts). A deployment never sets it.
   */
  LAMPLIGHT_TEST_CLOCK: optionalString,
});

/** Names proxy-addr understands for whole private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(v: string): boolean {
  if (NAMED_RANGES.has(v)) return true;
  const [addr, bits, extra] = v.split('/');
  if (extra !== undefined || !addr) return false;
  const family = isIP(addr);
  if (!family) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` = no proxy; a hop count (`1` = one proxy in front); or the proxies'
 * addresses/CIDRs. `true` ("trust every X-Forwarded-For") is refused: any client could pick its own IP
 * and so walk around every per-IP limit.
 */
function parseTrustProxy(raw: string | undefined): false | number | string[] | { error: string } {
  const v = raw?.trim().toLowerCase() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    return {
      error:
        'trusting every proxy lets any client choose its own IP; give the number of proxies in front ' +
        '(e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.2,10.1.0.0/16)',
    };
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? hops : { error: 'a hop count must be between 0 and 10' };
  }
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = list.filter((a) => !isAddressOrCidr(a));
  if (list.length === 0 || bad.length > 0) {
    return {
      error:
        `must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs` +
        (bad.length ? ` (not an address: ${bad.join(', ')})` : ''),
    };
  }
  return list;
}

export type Config = z.output<typeof envSchema> & {
  publicUrl: string;
  /** The release, from package.json's `version` (the same however the server was started). */
  version: string;
};

let version: string | undefined;

/** package.json's `version`, read once; `unknown` when the file cannot be read. */
function packageVersion(): string {
  if (version === undefined) {
    try {
      const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
        version?: unknown;
      };
      version = typeof pkg.version === 'string' ? pkg.version : 'unknown';
    } catch {
      version = 'unknown';
    }
  }
  return version;
}

/** Thrown when the environment holds invalid settings; `lines` holds one readable line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid configuration:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start-up; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = new Map<string, string>();
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      if (!lines.has(name))
        lines.set(name, `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`);
    }
    throw new ConfigError([...lines.values()]);
  }
  const cfg = result.data;
  if (cfg.DATABASE_READ_URL && !cfg.DATABASE_URL) {
    throw new ConfigError([
      `DATABASE_READ_URL=${JSON.stringify(env.DATABASE_READ_URL ?? '')}: a read replica needs DATABASE_URL (the primary) too`,
    ]);
  }
  const host = cfg.HOST === '0.0.0.0' || cfg.HOST === '::' ? 'localhost' : cfg.HOST;
  return {
    ...cfg,
    publicUrl: (cfg.PUBLIC_URL ?? `http://${host}:${cfg.PORT}`).replace(/\/$/, ''),
    version: packageVersion(),
  };
}
