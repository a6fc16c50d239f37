import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API the membership feature uses, so tests run the real
 * `stripe` SDK (pointed at it with host/port/protocol) without the internet. State lives in memory.
 *
 * Endpoints: POST /v1/customers, GET /v1/customers/:id, POST /v1/subscriptions, GET /v1/subscriptions/:id,
 * POST /v1/subscriptions/:id, DELETE /v1/subscriptions/:id, GET /v1/subscriptions?customer=&status=&limit=.
 * Bodies are form-encoded with bracket keys (items[0][price]) as the SDK sends them; `expand[]` of
 * latest_invoice, latest_invoice.confirmation_secret and latest_invoice.payment_intent is honoured.
 */

type Json = Record<string, unknown>;

export interface StubCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  deleted?: boolean;
}

export interface StubInvoice {
  id: string;
  customer: string;
  subscription: string;
  status: 'open' | 'paid' | 'void';
  billingReason: string;
  lines: { id: string; price: string; amount: number }[];
  amountDue: number;
  amountPaid: number;
  paymentIntent: { id: string; clientSecret: string };
  metadata: Record<string, string>;
  created: number;
}

export interface StubSubscription {
  id: string;
  customer: string;
  status: string;
  itemId: string;
  price: string;
  /** A price change waiting for its payment (payment_behavior=pending_if_incomplete). */
  pendingPrice: string | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  metadata: Record<string, string>;
  latestInvoice: string;
  created: number;
}

export interface StubRequest {
  method: string;
  path: string;
  params: Json;
}

export interface StripeStub {
  /** Base URL (http://127.0.0.1:port) for STRIPE_API_URL. */
  url: string;
  customers: Map<string, StubCustomer>;
  subscriptions: Map<string, StubSubscription>;
  invoices: Map<string, StubInvoice>;
  /** Every request received, in order. */
  requests: StubRequest[];
  /** Amount in pence charged per price id (unknown prices cost 100). */
  prices: Record<string, number>;
  /** Answer the next `count` requests with this HTTP status and a Stripe error body. */
  failNext(status: number, count?: number): void;
  /** Pays the subscription's latest invoice (applying any pending price change) and makes it active. */
  activate(subscriptionId: string): StubSubscription;
  /** Sets a subscription's status directly (past_due, unpaid, canceled…). */
  setStatus(subscriptionId: string, status: string): StubSubscription;
  /** The subscription as Stripe's API would return it (current API shape). */
  subscriptionJson(subscriptionId: string): Json;
  /** The invoice as Stripe's API would return it. */
  invoiceJson(invoiceId: string): Json;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;
const MONTH = 30 * 24 * 60 * 60;
const PENDING_UPDATE_PARAMS = new Set([
  'payment_behavior',
  'proration_behavior',
  'proration_date',
  'items',
  'expand',
  'billing_cycle_anchor',
  'trial_end',
  'trial_from_plan',
  'add_invoice_items',
]);

/** Parses Stripe-style form data (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const head = rawKey.match(/^[^[]*/)?.[0] ?? rawKey;
    const parts = [
      head,
      ...[...rawKey.slice(head.length).matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1] ?? ''),
    ];
    let node: Json = root;
    parts.forEach((part, i) => {
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (i === parts.length - 1) {
        node[key] = value;
      } else {
        if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
        node = node[key] as Json;
      }
    });
  }
  return arrayify(root) as Json;
}

function arrayify(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  const o = v as Json;
  const keys = Object.keys(o);
  const mapped = Object.fromEntries(keys.map((k) => [k, arrayify(o[k])]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => mapped[k]);
  }
  return mapped;
}

class StubError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'resource_missing',
  ) {
    super(message);
  }
}

/** Starts the stand-in on 127.0.0.1 at a free port. */
export async function startStripeStub(
  opts: { prices?: Record<string, number> } = {},
): Promise<StripeStub> {
  const customers = new Map<string, StubCustomer>();
  const subscriptions = new Map<string, StubSubscription>();
  const invoices = new Map<string, StubInvoice>();
  const requests: StubRequest[] = [];
  const prices: Record<string, number> = { ...opts.prices };
  let failures: { status: number; count: number } | null = null;

  const priceAmount = (price: string) => prices[price] ?? 100;

  function invoiceJson(id: string, expandSecret = false, expandIntent = false): Json {
    const inv = invoices.get(id);
    if (!inv) throw new StubError(404, `No such invoice: '${id}'`);
    const json: Json = {
      id: inv.id,
      object: 'invoice',
      customer: inv.customer,
      status: inv.status,
      billing_reason: inv.billingReason,
      currency: 'gbp',
      amount_due: inv.amountDue,
      amount_paid: inv.amountPaid,
      created: inv.created,
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: inv.subscription, metadata: inv.metadata },
      },
      lines: {
        object: 'list',
        has_more: false,
        url: `/v1/invoices/${inv.id}/lines`,
        data: inv.lines.map((l) => ({
          id: l.id,
          object: 'line_item',
          amount: l.amount,
          currency: 'gbp',
          pricing: {
            type: 'price_details',
            price_details: { price: l.price, product: `prod_${l.price}` },
          },
        })),
      },
    };
    if (expandSecret) {
      json.confirmation_secret =
        inv.status === 'open'
          ? { client_secret: inv.paymentIntent.clientSecret, type: 'payment_intent' }
          : null;
    }
    if (expandIntent) {
      json.payment_intent = {
        id: inv.paymentIntent.id,
        object: 'payment_intent',
        client_secret: inv.paymentIntent.clientSecret,
        status: inv.status === 'paid' ? 'succeeded' : 'requires_payment_method',
      };
    }
    return json;
  }

  function subscriptionJson(id: string, expand: string[] = []): Json {
    const sub = subscriptions.get(id);
    if (!sub) throw new StubError(404, `No such subscription: '${id}'`);
    const expandInvoice = expand.some((e) => e.startsWith('latest_invoice'));
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      cancel_at: sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null,
      canceled_at: sub.canceledAt,
      created: sub.created,
      livemode: false,
      metadata: sub.metadata,
      pending_update: sub.pendingPrice
        ? { subscription_items: [{ id: sub.itemId, price: { id: sub.pendingPrice } }] }
        : null,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${sub.id}`,
        data: [
          {
            id: sub.itemId,
            object: 'subscription_item',
            price: {
              id: sub.price,
              object: 'price',
              unit_amount: priceAmount(sub.price),
              currency: 'gbp',
            },
            quantity: 1,
            subscription: sub.id,
            current_period_start: sub.currentPeriodStart,
            current_period_end: sub.currentPeriodEnd,
          },
        ],
      },
      latest_invoice: expandInvoice
        ? invoiceJson(
            sub.latestInvoice,
            expand.includes('latest_invoice.confirmation_secret'),
            expand.includes('latest_invoice.payment_intent'),
          )
        : sub.latestInvoice,
    };
  }

  function newInvoice(
    sub: StubSubscription,
    billingReason: string,
    lines: StubInvoice['lines'],
  ): StubInvoice {
    const id = newId('in');
    const due = Math.max(
      0,
      lines.reduce((sum, l) => sum + l.amount, 0),
    );
    const pi = newId('pi');
    const inv: StubInvoice = {
      id,
      customer: sub.customer,
      subscription: sub.id,
      status: due > 0 ? 'open' : 'paid',
      billingReason,
      lines,
      amountDue: due,
      amountPaid: 0,
      paymentIntent: { id: pi, clientSecret: `${pi}_secret_${randomBytes(8).toString('hex')}` },
      metadata: { ...sub.metadata },
      created: now(),
    };
    invoices.set(id, inv);
    return inv;
  }

  function expandOf(params: Json): string[] {
    const e = params.expand;
    return Array.isArray(e) ? e.map(String) : typeof e === 'string' ? [e] : [];
  }

  function metadataOf(params: Json, previous: Record<string, string> = {}): Record<string, string> {
    const m = params.metadata;
    if (typeof m !== 'object' || m === null) return previous;
    return {
      ...previous,
      ...Object.fromEntries(Object.entries(m as Json).map(([k, v]) => [k, String(v)])),
    };
  }

  function getSub(id: string): StubSubscription {
    const sub = subscriptions.get(id);
    if (!sub) throw new StubError(404, `No such subscription: '${id}'`);
    return sub;
  }

  function route(method: string, path: string, params: Json): Json {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const c: StubCustomer = {
        id: newId('cus'),
        object: 'customer',
        email: typeof params.email === 'string' ? params.email : null,
        name: typeof params.name === 'string' ? params.name : null,
        metadata: metadataOf(params),
        created: now(),
      };
      customers.set(c.id, c);
      return { ...c, livemode: false };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const c = customers.get(m[1]!);
      if (!c) throw new StubError(404, `No such customer: '${m[1]}'`);
      return c.deleted
        ? { id: c.id, object: 'customer', deleted: true }
        : { ...c, livemode: false };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = String(params.customer ?? '');
      if (!customers.has(customer)) throw new StubError(400, `No such customer: '${customer}'`);
      const items = Array.isArray(params.items) ? (params.items as Json[]) : [];
      const price = items[0]?.price;
      if (typeof price !== 'string')
        throw new StubError(400, 'Missing required param: items[0][price].', 'parameter_missing');
      if (params.payment_behavior !== 'default_incomplete') {
        throw new StubError(
          400,
          'This stub only supports payment_behavior=default_incomplete.',
          'parameter_invalid',
        );
      }
      const start = now();
      const sub: StubSubscription = {
        id: newId('sub'),
        customer,
        status: 'incomplete',
        itemId: newId('si'),
        price,
        pendingPrice: null,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        currentPeriodStart: start,
        currentPeriodEnd: start + MONTH,
        metadata: metadataOf(params),
        latestInvoice: '',
        created: start,
      };
      subscriptions.set(sub.id, sub);
      sub.latestInvoice = newInvoice(sub, 'subscription_create', [
        { id: newId('il'), price, amount: priceAmount(price) },
      ]).id;
      return subscriptionJson(sub.id, expandOf(params));
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const status = typeof params.status === 'string' ? params.status : undefined;
      const limit = Math.min(100, Number(params.limit ?? 10) || 10);
      const data = [...subscriptions.values()]
        .filter((s) => !params.customer || s.customer === params.customer)
        .filter((s) =>
          status && status !== 'all'
            ? s.status === status
            : status === 'all' || s.status !== 'canceled',
        )
        .sort((a, b) => b.created - a.created)
        .slice(0, limit)
        .map((s) => subscriptionJson(s.id, expandOf(params)));
      return { object: 'list', data, has_more: false, url: '/v1/subscriptions' };
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = getSub(m[1]!);
      if (method === 'GET') return subscriptionJson(sub.id, expandOf(params));
      if (method === 'DELETE') {
        if (sub.status === 'canceled')
          throw new StubError(400, 'This subscription is already canceled.', 'resource_missing');
        sub.status = 'canceled';
        sub.canceledAt = now();
        sub.cancelAtPeriodEnd = false;
        return subscriptionJson(sub.id, expandOf(params));
      }
      if (method === 'POST') {
        if (sub.status === 'canceled') {
          throw new StubError(
            400,
            'A canceled subscription can only update its cancellation_details and metadata.',
            'resource_missing',
          );
        }
        if (params.payment_behavior === 'pending_if_incomplete') {
          // Stripe accepts only these parameters on an update that waits for its payment.
          const extra = Object.keys(params).filter((k) => !PENDING_UPDATE_PARAMS.has(k));
          if (extra.length) {
            throw new StubError(
              400,
              `Pending updates do not support: ${extra.join(', ')}.`,
              'parameter_invalid',
            );
          }
        }
        if (params.cancel_at_period_end !== undefined)
          sub.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
        sub.metadata = metadataOf(params, sub.metadata);
        const items = Array.isArray(params.items) ? (params.items as Json[]) : [];
        const item = items[0];
        if (item && typeof item.price === 'string' && item.price !== sub.price) {
          if (item.id !== sub.itemId)
            throw new StubError(400, `No such subscription item: '${String(item.id)}'`);
          const credit = -Math.round(priceAmount(sub.price) / 2);
          const charge = Math.round(priceAmount(item.price) / 2);
          const inv = newInvoice(sub, 'subscription_update', [
            { id: newId('il'), price: sub.price, amount: credit },
            { id: newId('il'), price: item.price, amount: charge },
          ]);
          sub.latestInvoice = inv.id;
          if (inv.status === 'paid' || params.payment_behavior !== 'pending_if_incomplete') {
            sub.price = item.price;
          } else {
            sub.pendingPrice = item.price;
          }
        }
        return subscriptionJson(sub.id, expandOf(params));
      }
    }
    throw new StubError(404, `Unrecognized request URL (${method}: ${path}).`, 'not_found');
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const method = req.method ?? 'GET';
      const text =
        method === 'GET' || method === 'DELETE'
          ? url.search.slice(1)
          : Buffer.concat(chunks).toString();
      const params = parseStripeForm(text);
      requests.push({ method, path: url.pathname, params });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(JSON.stringify(body));
      };
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      if (failures && failures.count > 0) {
        failures.count--;
        return send(failures.status, { error: { type: 'api_error', message: 'Stub failure' } });
      }
      try {
        send(200, route(method, url.pathname, params));
      } catch (err) {
        if (err instanceof StubError) {
          return send(err.status, {
            error: { type: 'invalid_request_error', message: err.message, code: err.code },
          });
        }
        send(500, { error: { type: 'api_error', message: String(err) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    subscriptions,
    invoices,
    requests,
    prices,
    failNext(status, count = 1) {
      failures = { status, count };
    },
    activate(id) {
      const sub = getSub(id);
      const inv = invoices.get(sub.latestInvoice);
      if (inv && inv.status === 'open') {
        inv.status = 'paid';
        inv.amountPaid = inv.amountDue;
      }
      if (sub.pendingPrice) {
        sub.price = sub.pendingPrice;
        sub.pendingPrice = null;
      }
      sub.status = 'active';
      return sub;
    },
    setStatus(id, status) {
      const sub = getSub(id);
      sub.status = status;
      if (status === 'canceled') sub.canceledAt = now();
      return sub;
    },
    subscriptionJson: (id) => subscriptionJson(id),
    invoiceJson: (id) => invoiceJson(id),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Stripe event around `object`, as Stripe delivers it to a webhook endpoint. */
export function stripeEvent(type: string, object: Json, id = newId('evt')): Json {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and headers of a webhook delivery of `event`, signed with `secret` by Stripe's scheme. */
export function signedWebhook(
  event: Json,
  secret: string,
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return {
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  };
}
