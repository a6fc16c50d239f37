import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@contract/errors.ts';
import {
  strongsEntryQuerySchema,
  strongsEntrySchema,
  strongsParamsSchema,
  strongsWordsQuerySchema,
  strongsWordsResponseSchema,
} from '@contract/strongs.ts';
import { badRequest, notFound } from '../../errors.ts';
import { costlyRouteLimit } from '../../plugins/rate-limit.ts';
import { normalizeStrongsNumber } from '../../strongs/numbers.ts';
import { lookup } from '../../strongs/strongs.ts';
import { passageWords } from '../../strongs/passage-words.ts';

// Public-domain reference data that never changes for a given number or reference.
const IMMUTABLE = 'public, max-age=86400, immutable';

/**
 * GET /api/strongs/words?ref=…&translation=…: the clickable words of a passage (decision 119).
 * GET /api/strongs/:number?limit=…: a dictionary entry with its first verses (decision 008).
 */
export default async function strongsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Declared before '/strongs/:number'; Fastify's static segments win over parameters anyway.
  app.get(
    '/strongs/words',
    {
      // Readable signed out, like the passage text it annotates; a tighter per-IP budget (decision 154).
      config: { public: true, usesDatabase: false, rateLimit: costlyRouteLimit(fastify) },
      schema: {
        tags: ['strongs'],
        summary: "Strong's numbers of the words of a passage",
        querystring: strongsWordsQuerySchema,
        response: {
          200: strongsWordsResponseSchema,
          304: z.undefined().describe('Not modified: the copy the browser holds is current'),
          400: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      // A reference it cannot serve throws ScriptureError, one over more than a chapter a 400: the reason.
      const result = passageWords(req.query.ref, req.query.translation);
      // One chapter's words never change: the browser keeps them, and asks again only with the tag.
      const etag = `"${createHash('sha256').update(JSON.stringify(result)).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', IMMUTABLE);
      reply.header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return result;
    },
  );

  app.get(
    '/strongs/:number',
    {
      // Public-domain reference data: readable signed out (landing pages, shared links).
      config: { public: true, usesDatabase: false },
      schema: {
        tags: ['strongs'],
        summary: "Strong's dictionary entry",
        params: strongsParamsSchema,
        querystring: strongsEntryQuerySchema,
        response: { 200: strongsEntrySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const number = normalizeStrongsNumber(req.params.number);
      if (!number) {
        throw badRequest(
          `"${req.params.number.slice(0, 20)}" is not a Strong's number: use H (Hebrew) or G (Greek) and a number, e.g. H4057 or G26`,
          'invalid_strongs_number',
        );
      }
      const entry = await lookup(number);
      if (!entry) throw notFound('Definition not found');
      // A dictionary entry never changes for a given number (nor its first `limit` verses).
      reply.header('cache-control', IMMUTABLE);
      return {
        ...entry,
        verses: entry.verses.slice(0, req.query.limit),
        totalVerses: entry.verses.length,
      };
    },
  );
}
