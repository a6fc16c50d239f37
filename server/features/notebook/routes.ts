import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@contract/errors.ts';
import {
  notebookByBookSchema,
  notebookByDateSchema,
  notebookBySessionSchema,
  notebookExportQuerySchema,
  notebookSearchQuerySchema,
  notebookSearchResultSchema,
} from '@contract/notebook.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  exportNotebook,
  notebookByBook,
  notebookByDate,
  notebookBySession,
  searchNotebook,
} from './service.ts';

/** The notebook (spec §2, §7): the reader's reflections grouped, searched and exported. */
export default async function notebookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['notebook'];
  const errors = { 400: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    '/notebook/by-date',
    { schema: { tags, response: { 200: notebookByDateSchema, ...errors } } },
    async (req) => notebookByDate(db, requireUser(req)),
  );

  app.get(
    '/notebook/by-session',
    { schema: { tags, response: { 200: notebookBySessionSchema, ...errors } } },
    async (req) => notebookBySession(db, requireUser(req)),
  );

  app.get(
    '/notebook/by-book',
    { schema: { tags, response: { 200: notebookByBookSchema, ...errors } } },
    async (req) => notebookByBook(db, requireUser(req)),
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
    async (req) => ({ entries: await searchNotebook(db, requireUser(req), req.query.q) }),
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
