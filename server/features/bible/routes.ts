import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passageNotesQuerySchema,
  passageNotesResponseSchema,
  passageQuerySchema,
  passageResponseSchema,
} from '@contract/bible.ts';
import {
  chapterParamsSchema,
  chapterQuerySchema,
  chapterResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@contract/bible-reader.ts';
import { apiErrorSchema } from '@contract/errors.ts';
import { costlyRouteLimit } from '../../plugins/rate-limit.ts';
import { getPassage } from '../../scripture/passage.ts';
import { passageNotes } from '../../study/passage-notes.ts';
import { getChapter, search } from './service.ts';

/** A chapter's text never changes for its address and translation: a week, then revalidate by ETag. */
const CHAPTER_CACHE = 'public, max-age=604800, immutable';

/**
 * GET /api/bible/passage?ref=…&translation=kjv: the text of a reference.
 * GET /api/bible/notes?ref=…&translation=kjv: its translators' marginal notes.
 * GET /api/bible/chapters/:book/:chapter?translation=kjv: a chapter for the reader (decision 130).
 * GET /api/bible/search?q=…: verses that hold the words or the phrase (decision 129).
 */
export default async function bibleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/bible/passage',
    {
      // Public-domain reference data: readable signed out (landing pages, shared links).
      config: { public: true, usesDatabase: false },
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
      config: { public: true, usesDatabase: false },
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

  app.get(
    '/bible/chapters/:book/:chapter',
    {
      config: { public: true, usesDatabase: false },
      schema: {
        tags: ['bible'],
        summary: 'A chapter for the Bible reader, with the chapters before and after it',
        params: chapterParamsSchema,
        querystring: chapterQuerySchema,
        response: {
          200: chapterResponseSchema,
          // Not modified: the ETag the browser holds is still the chapter's.
          304: z.null(),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const { body, etag } = getChapter(req.params.book, req.params.chapter, req.query.translation);
      reply.header('cache-control', CHAPTER_CACHE);
      reply.header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return body;
    },
  );

  app.get(
    '/bible/search',
    {
      // Public, and each new query costs ranking work: a tighter per-IP budget (decision 154).
      config: { public: true, usesDatabase: false, rateLimit: costlyRouteLimit(fastify) },
      schema: {
        tags: ['bible'],
        summary: 'Search the text of a translation',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const result = search(req.query);
      // The same query always finds the same verses; an hour keeps repeated pages quick.
      reply.header('cache-control', 'public, max-age=3600');
      return result;
    },
  );
}
