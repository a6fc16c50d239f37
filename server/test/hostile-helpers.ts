import fc from 'fast-check';

/** The request fields a route declares (from the OpenAPI document the app builds). */
export interface RouteFields {
  query: string[];
  body: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  $ref?: string;
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
}
interface OpenApiDoc {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every /api and /identity route except the API docs UI (static files, not an input surface). */
export function inputRoutes(list: { method: string; url: string }[]) {
  const seen = new Set<string>();
  return list.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return (
      (r.url.startsWith('/api/') || r.url.startsWith('/identity/')) &&
      !r.url.startsWith('/api/docs') &&
      r.method !== 'OPTIONS'
    );
  });
}

/** Query and body field names of a route, so the generators aim at real fields as well as junk. */
export function swaggerFields(
  doc: OpenApiDoc,
  route: { method: string; url: string },
): RouteFields {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const op = doc.paths?.[path]?.[route.method.toLowerCase()];
  const query = (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  let schema = op?.requestBody?.content?.['application/json']?.schema;
  if (schema?.$ref) schema = doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''];
  const props = schema?.properties ?? schema?.anyOf?.find((s) => s.properties)?.properties ?? {};
  return { query, body: Object.keys(props) };
}

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(10)',
  "' union select id, email from users --",
  "%' or 1=1 --",
  '$1',
  "E'\\x00'",
  '\\',
  "''",
];
const HTML = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
];
const CONTROL = [
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(50),
  '\r\n\r\nX-Injected: 1',
  '\u001b[31mred',
  '\u202eevil',
  '\ufeff',
  '\ud800',
  '\udfff lone',
  '\t\v\f',
];

/** Any single UTF-16 unit: NUL, controls, lone surrogates, BMP letters. */
const anyUnitString = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)),
  maxLength: 40,
});

/** A string up to 100,000 characters of one repeated hostile piece. */
const hugeString = fc
  .tuple(
    fc.constantFrom('a', '\u0000', 'é', '😀', "'", '<', ' ', '9'),
    fc.integer({ min: 1_000, max: 100_000 }),
  )
  .map(([piece, n]) => piece.repeat(n).slice(0, 100_000));

/** Hostile scalars and structures: wrong types, odd numbers, unicode, control characters, SQL, HTML. */
export function hostileValue(): fc.Arbitrary<unknown> {
  const scalar = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    anyUnitString,
    hugeString,
    fc.constantFrom(...SQL, ...HTML, ...CONTROL),
    fc.integer(),
    fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 0.5, -0),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('', ' ', '   ', 'true', 'null', '1e999', '0x10', '2024-02-30', '9999-99-99'),
  );
  return fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 50, max: 3_000 })
        .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
    },
  );
}

/** Makes a string safe for encodeURIComponent (lone surrogates would throw). */
function wellFormed(s: string): string {
  return s.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\ufffd',
  );
}

function text(v: unknown): string {
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

/** Percent sequences a well-behaved client never sends. */
const RAW_ESCAPES = ['%', '%ff', '%00', '%E0%A4%A', '%uD800', '%%', '%2'];

function encodeHostile(v: unknown, raw: string | null): string {
  const encoded = encodeURIComponent(wellFormed(text(v)));
  return raw ? encoded + raw : encoded;
}

/** Substitutes every `:param` of a route with a hostile value (URL-encoded, sometimes broken). */
export function fillPath(url: string, values: unknown[]): string {
  let i = 0;
  return url.replace(/:(\w+)/g, () => {
    const v = values[i++ % values.length];
    const s = encodeHostile(v, null);
    return s === '' ? '%20' : s;
  });
}

/** A query string: the route's own keys and junk keys, hostile values, repeats and broken escapes. */
export function queryArb(keys: string[]): fc.Arbitrary<string> {
  const key = keys.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, fc.string({ maxLength: 10 }))
    : fc.string({ maxLength: 10 });
  const pair = fc
    .tuple(key, hostileValue(), fc.option(fc.constantFrom(...RAW_ESCAPES), { nil: null }))
    .map(([k, v, raw]) => `${encodeURIComponent(wellFormed(k))}=${encodeHostile(v, raw)}`);
  return fc.oneof(
    fc.constant(''),
    fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.join('&')}`),
  );
}

/** A request body: missing, the wrong top-level type, hostile fields, malformed JSON or the wrong media type. */
export type HostileBody = {
  kind: 'none' | 'fields' | 'any-json' | 'malformed' | 'wrong-type';
  payload?: string;
  contentType: string;
};

export function bodyArb(fields: string[]): fc.Arbitrary<HostileBody> {
  const json = 'application/json';
  const fieldObject =
    fields.length > 0
      ? fc
          .tuple(
            fc.subarray(fields),
            fc.array(hostileValue(), { minLength: fields.length, maxLength: fields.length }),
            fc.dictionary(fc.string({ maxLength: 8 }), hostileValue(), { maxKeys: 2 }),
          )
          .map(([present, values, extra]) => {
            const body: Record<string, unknown> = { ...extra };
            present.forEach((f, i) => {
              body[f] = values[i];
            });
            return body;
          })
      : fc.dictionary(fc.string({ maxLength: 8 }), hostileValue(), { maxKeys: 3 });
  return fc.oneof(
    fc.constant<HostileBody>({ kind: 'none', contentType: json }),
    {
      weight: 4,
      arbitrary: fieldObject.map<HostileBody>((b) => ({
        kind: 'fields',
        payload: JSON.stringify(b),
        contentType: json,
      })),
    },
    hostileValue().map<HostileBody>((v) => ({
      kind: 'any-json',
      payload: JSON.stringify(v) ?? 'null',
      contentType: json,
    })),
    fc
      .constantFrom(
        '{',
        '{"a":',
        '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
        '[1,2,',
        '\u0000',
        'undefined',
        "{'single':'quotes'}",
        '{"a":1}{"b":2}',
      )
      .map<HostileBody>((p) => ({ kind: 'malformed', payload: p, contentType: json })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data',
        ),
        fc.string({ maxLength: 50 }),
      )
      .map<HostileBody>(([type, p]) => ({
        kind: 'wrong-type',
        payload: p || 'x',
        contentType: type,
      })),
  );
}

/** True when a response is the API's JSON error shape {message, code}. */
export function isJsonError(body: string, headers: Record<string, unknown>): boolean {
  if (!String(headers['content-type'] ?? '').includes('application/json')) return false;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    return typeof parsed.message === 'string' && typeof parsed.code === 'string';
  } catch {
    return false;
  }
}
