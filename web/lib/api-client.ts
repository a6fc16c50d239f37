import { takeEarlyResponse } from './early-fetch.ts';
import { chosenTimeZone, deviceTimeZone } from './time-zone-choice.ts';

/** An HTTP error whose message follows the spec's rule: "{status}: {body text, or status text if empty}". */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The server's readable message when the body is our JSON error shape, else the raw body. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // not JSON
    }
    return this.body;
  }
}

/** True for errors the spec treats as unauthorized: a message matching 401 followed by 'Unauthorized'. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** 'returnNull' makes a 401 yield null instead of throwing. */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sees the headers of a successful response (paged lists send the next cursor in one). */
  onHeaders?: (headers: Headers) => void;
}

/** Calls the product's own API with credentials; JSON in, JSON out. */
export async function apiRequest<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-time-zone': browserTimeZone(),
    ...opts.headers,
  };
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  // A plain GET the page started before the app's scripts arrived (decision 135) is taken, not repeated.
  const plainGet = (opts.method ?? 'GET') === 'GET' && body === undefined && !opts.signal;
  const early = plainGet && !opts.headers ? takeEarlyResponse(url) : undefined;
  const res = await (early ??
    fetch(url, {
      method: opts.method ?? 'GET',
      credentials: 'include',
      headers,
      body,
      signal: opts.signal,
    }));
  if (res.status === 401 && opts.on401 === 'returnNull') return null as T;
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new HttpError(res.status, `${res.status}: ${text || res.statusText}`, text);
  }
  opts.onHeaders?.(res.headers);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

/** The reader's IANA time zone (the one chosen on /account, else the device's); reading days follow it. */
export function browserTimeZone(): string {
  return chosenTimeZone() ?? deviceTimeZone();
}
