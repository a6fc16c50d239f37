import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@contract/errors.ts';
import { pageHeaders } from '@contract/journal-paging.ts';
import {
  notebookByBookSchema,
  notebookByDateSchema,
  notebookBySessionSchema,
  notebookExportQuerySchema,
  notebookPageQuerySchema,
  notebookSearchQuerySchema,
  notebookSearchResultSchema,
} from '@contract/notebook.ts';
import { cachedAnswers } from '../../cache/answers.ts';
import { requireUser } from '../../plugins/session.ts';
import { notebookPage } from './first-page-cache.ts';
import {
  exportNotebook,
  notebookByBook,
  notebookByDate,
  notebookBySession,
  searchNotebook,
} from './service.ts';

/** The notebook: the reader's reflections grouped, searched and exported. */
export default async function notebookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['notebook'];
  const errors = { 400: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    '/notebook/by-date',
    {
      schema: {
        tags,
        querystring: notebookPageQuerySchema,
        response: { 200: notebookByDateSchema, ...errors },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      return notebookPage(req, reply, user, {
        answer: cachedAnswers.notebookByDate,
        path: '/api/notebook/by-date',
        query: req.query,
        load: () => notebookByDate(db, user, req.query),
      });
    },
  );

  app.get(
    '/notebook/by-session',
    {
      schema: {
        tags,
        querystring: notebookPageQuerySchema,
        response: { 200: notebookBySessionSchema, ...errors },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      return notebookPage(req, reply, user, {
        answer: cachedAnswers.notebookBySession,
        path: '/api/notebook/by-session',
        query: req.query,
        load: () => notebookBySession(db, user, req.query),
      });
    },
  );

  app.get(
    '/notebook/by-book',
    {
      schema: {
        tags,
        querystring: notebookPageQuerySchema,
        response: { 200: notebookByBookSchema, ...errors },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      return notebookPage(req, reply, user, {
        answer: cachedAnswers.notebookByBook,
        path: '/api/notebook/by-book',
        query: req.query,
        load: () => notebookByBook(db, user, req.query),
      });
    },
  );

  app.get(
    '/notebook/search',
    {
      schema: {
        tags,
        querystring: notebookSearchQuerySchema,
        response: { 200: notebookSearchResultSchema, ...errors },
      },
    },
    async (req, reply) => {
      const page = await searchNotebook(db, requireUser(req), req.query);
      const carry = { q: req.query.q, limit: req.query.limit };
      return reply
        .headers(pageHeaders('/api/notebook/search', carry, page.nextCursor))
        .send({ entries: page.entries });
    },
  );

  app.get(
    '/notebook/export',
    {
      schema: {
        tags,
        querystring: notebookExportQuerySchema,
      },
    },
    async (req, reply) => {
      const file = await exportNotebook(db, requireUser(req), req.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
