// Two production servers on one PostgreSQL database behind a round-robin proxy (docs/quality-history.md).
// Usage: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/two-instances.ts
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { adminDatabaseUrl, scratchDatabase } from '../server/test/scratch-database.ts';
import {
  ensureServerBundle,
  startServer,
  type ServerProcess,
} from '../server/test/spawn-server.ts';
import { runTwoInstanceChecks, type Exchange } from '../server/test/two-instance-checks.ts';
import { startModelStub } from '../server/test/model-stub.ts';

const INSIGHT = JSON.stringify({
  summary: 'Waiting on the Lord renews strength.',
  themes: [
    { title: 'Waiting', description: 'Strength comes to those who wait.' },
    { title: 'Renewal', description: 'The weary are made new.' },
  ],
  questions: ['What are you waiting for today?', 'Where do you need new strength?'],
});

function httpCall(
  base: string,
  req: { method: string; url: string; headers: Record<string, string>; body?: unknown },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
  return new Promise((resolve, reject) => {
    const r = request(
      new URL(req.url, base),
      {
        method: req.method,
        headers: {
          ...req.headers,
          ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(payload);
  });
}

/** A round-robin HTTP proxy on 127.0.0.1; answers carry x-upstream (0 or 1). */
async function startProxy() {
  const targets: string[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % Math.max(targets.length, 1);
    const target = new URL(targets[index]!);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, { ...up.headers, 'x-upstream': String(index) });
        up.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `proxy: ${err.message}`, code: 'proxy_error' }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    targets,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** Runs the checks; returns true when every one passed. */
export async function run(): Promise<boolean> {
  const adminUrl = adminDatabaseUrl();
  if (!adminUrl) {
    console.log('SKIP two-instances: set TEST_DATABASE_URL or BENCH_DATABASE_URL');
    return false;
  }
  ensureServerBundle();
  const scratch = await scratchDatabase(adminUrl, 'lamplight_two_');
  const stub = await startModelStub({ handler: () => INSIGHT, delayMs: 1000 });
  const proxy = await startProxy();
  const servers: ServerProcess[] = [];
  const client = new pg.Client({ connectionString: scratch.url });
  try {
    const env = {
      DATABASE_URL: scratch.url,
      PUBLIC_URL: proxy.url,
      AI_BASE_URL: stub.baseURL,
      AI_MODEL: 'stub-model',
      AI_API_KEY: 'stub-key',
      AI_TIMEOUT_MS: '10000',
    };
    // Started one after the other: the second finds the schema migrated (the lock serialises anyway).
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    proxy.targets.push(servers[0]!.url, servers[1]!.url);
    await client.connect();
    const { checks, figures } = await runTwoInstanceChecks({
      origin: proxy.url,
      async send(req): Promise<Exchange> {
        const res = await httpCall(proxy.url, req);
        const set = res.headers['set-cookie'] ?? [];
        return {
          status: res.status,
          body: res.body,
          setCookies: set,
          instance: Number(res.headers['x-upstream'] ?? -1),
        };
      },
      async setTier(email, tier) {
        await client.query('update users set membership_tier = $1 where lower(email) = lower($2)', [
          tier,
          email,
        ]);
      },
      async curatedPlanId() {
        const { rows } = await client.query<{ id: number }>(
          'select id from plans where is_curated order by id limit 1',
        );
        if (!rows[0]) throw new Error('no curated plan was seeded');
        return rows[0].id;
      },
      modelCalls: () => stub.calls,
      resetModelCalls: () => stub.reset(),
    });
    for (const c of checks) console.log(`${c.pass ? 'PASS' : 'FAIL'} ${c.name} (${c.detail})`);
    for (const [k, v] of Object.entries(figures)) console.log(`FIGURE ${k} = ${v}`);
    const ok = checks.length > 0 && checks.every((c) => c.pass);
    console.log(ok ? 'RESULT PASS' : 'RESULT FAIL');
    if (!ok) for (const s of servers) console.log(s.output().slice(-2000));
    return ok;
  } finally {
    await client.end().catch(() => {});
    for (const s of servers) await s.stop();
    await proxy.close();
    await stub.close();
    await scratch.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err: unknown) => {
      console.log(`FAIL two-instances: ${(err as Error).stack ?? String(err)}`);
      process.exit(1);
    },
  );
}
