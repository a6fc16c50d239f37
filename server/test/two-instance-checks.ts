/**
 * The two-instance checks, shared by the in-process Vitest suite and scripts/two-instances.ts:
 * a session, a reflection and an insight generation must behave as one app across two servers
 * sharing one PostgreSQL database.
 */

/** One HTTP exchange; `instance` says which app answered (0 or 1). */
export interface Exchange {
  status: number;
  setCookies: string[];
  body: string;
  instance: number;
}
export type Send = (req: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}) => Promise<Exchange>;

export interface TwoInstanceDeps {
  send: Send;
  /** The same-site origin for state-changing calls. */
  origin: string;
  /** Sets a reader's tier directly in the database. */
  setTier(email: string, tier: 'free' | 'basic' | 'premium'): Promise<void>;
  /** Id of a curated plan with a curated insight (or any public plan) to activate. */
  curatedPlanId(): Promise<number>;
  modelCalls(): number;
  resetModelCalls(): void;
}

export interface CheckResult {
  name: string;
  pass: boolean;
  detail: string;
}

export interface TwoInstanceReport {
  checks: CheckResult[];
  figures: Record<string, number | string>;
}

/** Runs every check; never throws for a failed check (it is reported), only for broken plumbing. */
export async function runTwoInstanceChecks(deps: TwoInstanceDeps): Promise<TwoInstanceReport> {
  const checks: CheckResult[] = [];
  const figures: Record<string, number | string> = {};
  const jar = new Map<string, string>();
  const check = (name: string, pass: boolean, detail: string) => {
    checks.push({ name, pass, detail });
    return pass;
  };
  const call = async (method: string, url: string, body?: unknown) => {
    const headers: Record<string, string> = { origin: deps.origin };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await deps.send({ method, url, headers, body });
    for (const c of res.setCookies) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  const json = <T>(res: Exchange) => JSON.parse(res.body) as T;

  // 1. A session started on one instance is honoured by the other.
  const email = `two-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const account = await call('POST', '/identity/accounts', {
    email,
    password: 'two-instances-password',
  });
  if (!check('create account', account.status === 200, `status ${account.status}`))
    return { checks, figures };
  const { idToken } = json<{ idToken: string }>(account);
  const sync = await call('POST', '/api/auth/lamplight-sync', { idToken, timeZone: 'UTC' });
  if (!check('sync identity → app session', sync.status === 200, `status ${sync.status}`))
    return { checks, figures };
  let me = await call('GET', '/api/auth/user');
  // Round robin should already alternate; make sure the read lands on the other instance.
  if (me.instance === sync.instance) me = await call('GET', '/api/auth/user');
  check(
    'session from one instance works on the other',
    me.status === 200 &&
      me.instance !== sync.instance &&
      json<{ email: string }>(me).email === email,
    `sync on #${sync.instance}, GET /api/auth/user on #${me.instance}: ${me.status}`,
  );

  // 2. A reflection saved through one instance is read through the other.
  const planId = await deps.curatedPlanId();
  const activated = await call('POST', `/api/plans/${planId}/activate`);
  check('activate curated plan', activated.status === 200, `status ${activated.status}`);
  const today = await call('GET', '/api/readings/today');
  const readingId = today.status === 200 ? json<{ id: number } | null>(today)?.id : undefined;
  if (!check('today has a reading', typeof readingId === 'number', `status ${today.status}`))
    return { checks, figures };
  const words = `Written through one instance ${Math.random().toString(36).slice(2)}`;
  const saved = await call('POST', '/api/journal/entries', { readingId, content: words });
  check('save reflection', saved.status === 201, `status ${saved.status} on #${saved.instance}`);
  let read = await call('GET', `/api/journal/reading/${readingId}`);
  if (read.instance === saved.instance)
    read = await call('GET', `/api/journal/reading/${readingId}`);
  check(
    'reflection readable on the other instance',
    read.status === 200 &&
      read.instance !== saved.instance &&
      json<{ content: string }[]>(read).some((e) => e.content === words),
    `saved on #${saved.instance}, read on #${read.instance}: ${read.status}`,
  );

  // 3. Ten concurrent insight requests across both instances: one model call.
  await deps.setTier(email, 'basic');
  const created = await call('POST', '/api/plans', {
    type: 'custom',
    content: 'courage in waiting',
    planType: 'daily',
    sessions: 1,
  });
  if (!check('create custom plan (basic)', created.status === 201, `status ${created.status}`))
    return { checks, figures };
  const custom = json<{ id: number; isActive: boolean; schedule: { insight: unknown }[] }>(created);
  check(
    'custom plan session has no curated insight',
    custom.schedule.every((s) => s.insight === null),
    `${custom.schedule.length} session(s)`,
  );
  if (!custom.isActive) {
    const act = await call('POST', `/api/plans/${custom.id}/activate`);
    check('activate custom plan', act.status === 200, `status ${act.status}`);
  }
  deps.resetModelCalls();
  const customToday = await call('GET', '/api/readings/today');
  const todayBody = json<{ id: number; planId: number } | null>(customToday);
  if (
    !check(
      'today follows the custom plan',
      customToday.status === 200 && todayBody?.planId === custom.id,
      `status ${customToday.status}, plan ${todayBody?.planId}`,
    )
  )
    return { checks, figures };
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => call('GET', `/api/readings/${todayBody!.id}/insights`)),
  );
  figures.insightConcurrentMs = Math.round(performance.now() - started);
  const perInstance = [0, 0];
  for (const a of answers) perInstance[a.instance] = (perInstance[a.instance] ?? 0) + 1;
  figures.insightRequestsPerInstance = perInstance.join('/');
  const sources = answers.map((a) =>
    a.status === 200 ? (json<{ source?: string }>(a).source ?? '?') : `status ${a.status}`,
  );
  figures.insightSources = [...new Set(sources)].join(',');
  check(
    '10 concurrent insight requests all answered 200',
    answers.every((a) => a.status === 200),
    sources.join(' '),
  );
  check(
    'every answer is the model insight',
    sources.every((x) => x === 'ai'),
    figures.insightSources,
  );
  check(
    'both instances served insight requests',
    perInstance.every((n) => n > 0),
    perInstance.join('/'),
  );
  figures.modelCalls = deps.modelCalls();
  check('model called exactly once', deps.modelCalls() === 1, `${deps.modelCalls()} call(s)`);
  return { checks, figures };
}
