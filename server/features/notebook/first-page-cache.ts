import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import { pageHeaders, type PageQuery } from '@contract/journal-paging.ts';
import { hasNotebookAccess } from '@contract/membership.ts';
import type { Db } from '../../db/client.ts';
import type { ReaderAnswerCache } from '../../lib/reader-answer-cache.ts';
import { sendAnswer, serialiseAnswer } from '../../lib/reader-answers.ts';
import { getFreeMode } from '../../settings/settings.ts';
import type { UserRow } from '../../users/users.ts';

/** The app-wide free mode as kept beside the answers ('true'/'false'), flushed with shared data. */
const FREE_MODE = 'free_mode';

/**
 * Whether the reader may open the notebook: their tier (from the session, always current) or free mode,
 * kept in memory with the same invalidation as the answers (decision 137): app_settings changes flush it.
 */
async function mayOpen(db: Db, cache: ReaderAnswerCache, user: UserRow): Promise<boolean> {
  if (hasNotebookAccess(user.membershipTier, false)) return true;
  const kept = cache.getShared(FREE_MODE);
  if (kept !== undefined) return hasNotebookAccess(user.membershipTier, kept === 'true');
  const token = cache.begin();
  const freeMode = await getFreeMode(db);
  cache.setShared(FREE_MODE, String(freeMode), token);
  return hasNotebookAccess(user.membershipTier, freeMode);
}

/**
 * A notebook view's page: the first page (no cursor) from memory when the reader may open the notebook and
 * none of their entries changed since it was computed, keyed by view, limit and time zone (decision 137);
 * later pages, and every refusal, from the service as before.
 */
export async function notebookPage(
  deps: { db: Db; cache: ReaderAnswerCache },
  reply: FastifyReply,
  user: UserRow,
  opts: {
    view: string;
    path: string;
    query: PageQuery;
    schema: ZodType;
    load: () => Promise<{ groups: unknown; nextCursor: string | null }>;
  },
): Promise<FastifyReply> {
  const { cache } = deps;
  const first = opts.query.cursor === undefined;
  const key = `notebook|${opts.view}|${opts.query.limit}|${user.timeZone}`;
  if (first && (await mayOpen(deps.db, cache, user))) {
    const kept = cache.get(user.id, key);
    if (kept) return sendAnswer(reply, kept);
  }
  const token = cache.begin();
  // The service checks access again and refuses with 403 (never kept).
  const page = await opts.load();
  const headers = pageHeaders(opts.path, { limit: opts.query.limit }, page.nextCursor);
  const answer = serialiseAnswer(
    opts.schema,
    page.groups,
    Object.keys(headers).length ? headers : undefined,
  );
  if (first) cache.set(user.id, key, answer, token);
  return sendAnswer(reply, answer);
}
