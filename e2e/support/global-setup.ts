import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStripeStub, type StripeStub } from '../../server/test/stripe-stub.ts';
import { E2E_ADMIN, markEmailVerified } from './db.ts';
import { startServer } from './server.ts';
import { E2E_STRIPE } from './stripe.ts';

/**
 * Starts one production server for the run; specs reach it through baseURL. The server talks to a local
 * Stripe API stand-in (server/test/stripe-stub.ts) through a small front that also gives specs a control
 * surface over the stand-in's state (see startStripeControl).
 */
export default async function globalSetup() {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
    throw new Error('Run `npm run build` before the e2e tests (npm run test:all does both).');
  }
  const stub = await startStripeStub({
    prices: { [E2E_STRIPE.priceBasic]: 300, [E2E_STRIPE.pricePremium]: 500 },
  });
  const stripe = await startStripeControl(stub);
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-e2e-'));
  const serverEnv = {
    DATA_DIR: dataDir,
    // One browser run signs many readers in from 127.0.0.1; the limit itself is covered by server tests.
    AUTH_RATE_LIMIT: '100000',
    // Specs may give API-made readers a client address of their own (X-Forwarded-For) so the identity
    // provider's per-address sign-up limit does not count the whole run against 127.0.0.1: the specs
    // connect from loopback, which is trusted as the proxy that wrote the header (never `true`).
    TRUST_PROXY: 'loopback',
    STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
    STRIPE_PUBLISHABLE_KEY: E2E_STRIPE.publishableKey,
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
    STRIPE_PRICE_BASIC: E2E_STRIPE.priceBasic,
    STRIPE_PRICE_PREMIUM: E2E_STRIPE.pricePremium,
    STRIPE_API_URL: stripe.url,
    ...(JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as Record<string, string>),
  };
  await prepareAdmin(serverEnv);
  const server = await startServer(serverEnv);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_STRIPE_STUB_URL = stripe.url;
  return async () => {
    await server.stop();
    await stripe.close();
    await stub.close();
  };
}

/**
 * Makes E2E_ADMIN an administrator the way an operator would: the person signs up (real calls, on a
 * first start of the server), their email is verified (seeded here with markEmailVerified; the
 * verified-by-link path is covered by e2e/identity.spec.ts), and the admin CLI grants them by user id.
 * The embedded database belongs to one process at a time, so the server is stopped in between.
 */
async function prepareAdmin(env: Record<string, string>) {
  const first = await startServer(env);
  try {
    const headers = { origin: first.url, 'content-type': 'application/json' };
    const created = await fetch(`${first.url}/identity/accounts`, {
      method: 'POST',
      headers,
      body: JSON.stringify(E2E_ADMIN),
    });
    if (created.status !== 200) throw new Error(`admin sign-up: ${await created.text()}`);
    const { idToken } = (await created.json()) as { idToken: string };
    const synced = await fetch(`${first.url}/api/auth/lamplight-sync`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ idToken, timeZone: 'Europe/London' }),
    });
    if (synced.status !== 200) throw new Error(`admin sync: ${await synced.text()}`);
  } finally {
    await first.stop();
  }
  await markEmailVerified(E2E_ADMIN.email, {
    dataDir: env.DATA_DIR!,
    databaseUrl: env.DATABASE_URL || undefined,
  });
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin.ts', 'grant', E2E_ADMIN.email],
    {
      env: {
        ...process.env,
        DATA_DIR: env.DATA_DIR,
        DATABASE_URL: env.DATABASE_URL ?? '',
        LOG_LEVEL: 'silent',
      },
      stdio: 'pipe',
    },
  );
}

/**
 * The stand-in's state lives in this process, while specs run in worker processes. This front forwards
 * Stripe API calls to the stand-in unchanged and answers a few test-only calls under /__test/:
 *
 * - POST /__test/subscriptions/:id/activate: pays the latest invoice and makes the subscription active,
 *   as Stripe does once the card payment succeeds; answers { subscription, invoice } in Stripe's shape.
 * - GET /__test/subscriptions/:id: the same objects, unchanged.
 * - POST /__test/fail-next?status=500&count=2: the next API calls fail (count=0 clears).
 */
async function startStripeControl(
  stub: StripeStub,
): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(stub.url);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith('/__test/')) {
      try {
        const sub = url.pathname.match(/^\/__test\/subscriptions\/([^/]+)(\/activate)?$/);
        if (sub) {
          const id = decodeURIComponent(sub[1]!);
          if (sub[2] && req.method === 'POST') stub.activate(id);
          else if (sub[2] || req.method !== 'GET')
            return send(405, { error: 'method not allowed' });
          const subscription = stub.subscriptionJson(id);
          const invoiceId = stub.subscriptions.get(id)?.latestInvoice;
          return send(200, {
            subscription,
            invoice: invoiceId ? stub.invoiceJson(invoiceId) : null,
          });
        }
        if (url.pathname === '/__test/fail-next' && req.method === 'POST') {
          stub.failNext(
            Number(url.searchParams.get('status') ?? 500),
            Number(url.searchParams.get('count') ?? 1),
          );
          return send(200, { ok: true });
        }
        return send(404, { error: 'unknown control call' });
      } catch (err) {
        return send(404, { error: err instanceof Error ? err.message : String(err) });
      }
    }
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) =>
      send(502, { error: { type: 'api_error', message: err.message } }),
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
