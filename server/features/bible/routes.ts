import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  passageNotesQuerySchema,
  passageNotesResponseSchema,
  passageQuerySchema,
  passageResponseSchema,
} from '@contract/bible.ts';
import { apiErrorSchema } from '@contract/errors.ts';
import { getPassage } from '../../scripture/passage.ts';
import { passageNotes } from '../../study/passage-notes.ts';

/**
 * GET /api/bible/passage?ref=…&translation=kjv: the text of a reference.
 * GET /api/bible/notes?ref=…&translation=kjv: its translators' marginal notes.
 */
export default async function bibleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/bible/passage',
    {
      // Public-domain reference data: readable signed out (landing pages, shared links).
      config: { public: true },
      schema: {
        tags: ['bible'],
        summary: 'Text of a Bible passage',
        querystring: passageQuerySchema,
        response: { 200: passageResponseSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      // A reference it cannot serve throws ScriptureError: a 400 with the reason.
      const { reference, translation, passage } = getPassage(req.query.ref, req.query.translation);
      // Scripture never changes: let browsers and proxies keep it for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return { reference, translation, passage };
    },
  );

  app.get(
    '/bible/notes',
    {
      config: { public: true },
      schema: {
        tags: ['bible'],
        summary: "Translators' marginal notes of a Bible passage",
        querystring: passageNotesQuerySchema,
        response: { 200: passageNotesResponseSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const notes = passageNotes(req.query.ref, req.query.translation);
      reply.header('cache-control', 'public, max-age=86400');
      return notes;
    },
  );
}
