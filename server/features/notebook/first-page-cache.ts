import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageHeaders, type PageQuery } from '@contract/journal-paging.ts';
import { hasNotebookAccess } from '@contract/membership.ts';
import { sharedValues, type AnswerDeclaration } from '../../cache/answers.ts';
import type { ReaderAnswerCache } from '../../cache/reader-answer-cache.ts';
import { sendFromMemory } from '../../cache/send.ts';
import type { Db } from '../../db/database.ts';
import { getFreeMode } from '../../settings/settings.ts';
import type { UserRow } from '../../users/users.ts';

/**
 * Whether the reader may open the notebook: their tier (from the session, always current) or free mode,
 * kept in memory beside the answers and dropped when app_settings changes.
 */
async function mayOpen(db: Db, cache: ReaderAnswerCache, user: UserRow): Promise<boolean> {
  if (hasNotebookAccess(user.membershipTier, false)) return true;
  const { name, reads } = sharedValues.freeMode;
  const kept = cache.getShared(name);
  if (kept !== undefined) return hasNotebookAccess(user.membershipTier, kept === 'true');
  const token = cache.begin();
  const freeMode = await getFreeMode(db);
  cache.setShared(name, String(freeMode), token, reads);
  return hasNotebookAccess(user.membershipTier, freeMode);
}

/**
 * A notebook view's page: the first page (no cursor) from memory when the reader may open the notebook and
 * none of their entries changed since it was computed (server/cache/answers.ts); later pages, and every
 * refusal, from the service as before.
 */
export async function notebookPage(
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  opts: {
    answer: AnswerDeclaration<{ limit: number }>;
    path: string;
    query: PageQuery;
    load: () => Promise<{ groups: unknown; nextCursor: string | null }>;
  },
): Promise<FastifyReply> {
  const first = opts.query.cursor === undefined;
  const lookup = first && (await mayOpen(req.server.db, req.server.readerAnswers, user));
  return sendFromMemory(req, reply, opts.answer, {
    user,
    input: { limit: opts.query.limit },
    lookup,
    compute: async () => {
      // The service checks access again and refuses with 403 (never kept).
      const page = await opts.load();
      const headers = pageHeaders(opts.path, { limit: opts.query.limit }, page.nextCursor);
      return {
        value: page.groups,
        headers: Object.keys(headers).length ? headers : undefined,
        keep: first,
      };
    },
  });
}
