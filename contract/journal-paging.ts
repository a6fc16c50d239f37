import { z } from 'zod';
import { JOURNAL_LIST_DEFAULT, JOURNAL_LIST_MAX, NEXT_CURSOR_HEADER } from './journal-rules.ts';

// Paging of the journal list and the notebook views (decision 099). A page is the same JSON
// body as before (an array of entries or groups, or the search's {entries}); the cursor of the
// next page travels in the X-Next-Cursor header and a Link header with rel="next". No header:
// this was the last page.

export { NEXT_CURSOR_HEADER } from './journal-rules.ts';

export const BAD_CURSOR_CODE = 'invalid_cursor';
export const BAD_CURSOR =
  'This page link is not valid (it may be from another list or out of date). Start again from the first page.';

/** Longest cursor we accept: real ones are under 200 characters. */
export const CURSOR_MAX = 400;

/** Query of every paged call: ?limit= (1-100, default 50) and ?cursor= from the previous page. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(JOURNAL_LIST_MAX, `limit can be at most ${JOURNAL_LIST_MAX}`)
    .default(JOURNAL_LIST_DEFAULT),
  cursor: z.string().min(1).max(CURSOR_MAX, 'cursor is too long').optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A timestamp with microseconds ('2026-11-25T16:35:07.123456Z'): compares correctly as text. */
// Real instants only: the database would refuse '2026-13-45' with an error, not an answer.
const micros = z
  .string()
  .regex(/^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine((v) => {
    const t = Date.parse(v);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 23) === v.slice(0, 23);
  });
const id = z.number().int().positive().max(2_147_483_647);
const isoDay = z
  .string()
  .regex(/^[1-9]\d{3}-\d{2}-\d{2}$/)
  .refine((v) => {
    const t = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
  });

/**
 * What a cursor holds: the sort key of the last entry of the page (and its id, so ties never
 * skip or repeat an entry). One shape per list, told apart by `v`.
 */
export const cursorKeySchema = z.discriminatedUnion('v', [
  // Journal list: newest first.
  z.object({ v: z.literal('entries'), c: micros, i: id }).strict(),
  // By date: day (null = unknown, last) newest first, then newest entry first.
  z.object({ v: z.literal('date'), d: isoDay.nullable(), c: micros, i: id }).strict(),
  // By session: groups by their newest entry (g, gi) as of `t`, then newest entry first.
  z.object({ v: z.literal('session'), t: micros, g: micros, gi: id, c: micros, i: id }).strict(),
  // By book: canonical book order (b), then newest entry first.
  z
    .object({ v: z.literal('book'), b: z.number().int().min(0).max(1_000_000), c: micros, i: id })
    .strict(),
  // Search: best rank first, then newest.
  z.object({ v: z.literal('search'), r: z.number().finite(), c: micros, i: id }).strict(),
]);
export type CursorKey = z.infer<typeof cursorKeySchema>;
export type CursorKind = CursorKey['v'];

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** An opaque cursor: base64url of the JSON sort key. */
export function encodeCursor(key: CursorKey): string {
  return toBase64Url(JSON.stringify(key));
}

/** The sort key in a cursor made for list `kind`, or null when it is not one. */
export function decodeCursor<K extends CursorKind>(
  cursor: string,
  kind: K,
): Extract<CursorKey, { v: K }> | null {
  const json = fromBase64Url(cursor);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = cursorKeySchema.safeParse(value);
  if (!parsed.success || parsed.data.v !== kind) return null;
  return parsed.data as Extract<CursorKey, { v: K }>;
}

/**
 * The headers of a page: X-Next-Cursor and `Link: <path?…&cursor=…>; rel="next"` when another
 * page follows, none on the last page. `query` holds the other parameters to carry over.
 */
export function pageHeaders(
  path: string,
  query: Record<string, string | number | undefined>,
  nextCursor: string | null,
): Record<string, string> {
  if (nextCursor === null) return {};
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && name !== 'cursor') params.set(name, String(value));
  }
  params.set('cursor', nextCursor);
  return { [NEXT_CURSOR_HEADER]: nextCursor, link: `<${path}?${params}>; rel="next"` };
}
