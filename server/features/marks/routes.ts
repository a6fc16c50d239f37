import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@contract/errors.ts';
import {
  createMarkSchema,
  markListQuerySchema,
  markListSchema,
  markParamsSchema,
  markPassageQuerySchema,
  markPassageSchema,
  markSchema,
  updateMarkSchema,
} from '@contract/marks.ts';
import {
  onThisDaySchema,
  recallChapterParamsSchema,
  recallChapterSchema,
} from '@contract/prayers.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  createMark,
  deleteMark,
  listMarks,
  marksOnPassage,
  onThisDay,
  recallChapter,
  updateMark,
} from './service.ts';

/**
 * The reader's marks on the text (decision 164) and what they wrote coming back (recall). Every answer is
 * the caller's own rows; none of it is served from the reader-answer cache (decision 166).
 */
export default async function markRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['marks'];
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

  app.get(
    '/marks',
    {
      schema: {
        tags,
        querystring: markListQuerySchema,
        response: { 200: markListSchema, ...errors },
      },
    },
    async (req) => listMarks(db, requireUser(req).id, req.query),
  );

  app.get(
    '/marks/passage',
    {
      schema: {
        tags,
        querystring: markPassageQuerySchema,
        response: { 200: markPassageSchema, ...errors },
      },
    },
    async (req) => marksOnPassage(db, requireUser(req).id, req.query.reference),
  );

  app.post(
    '/marks',
    {
      schema: {
        tags,
        body: createMarkSchema,
        // 200: the mark already saved under this clientId, or the same highlight/bookmark updated.
        response: { 200: markSchema, 201: markSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { mark, created } = await createMark(db, requireUser(req), req.body);
      return reply.status(created ? 201 : 200).send(mark);
    },
  );

  app.patch(
    '/marks/:id',
    {
      schema: {
        tags,
        params: markParamsSchema,
        body: updateMarkSchema,
        response: { 200: markSchema, ...errors },
      },
    },
    async (req) => updateMark(db, requireUser(req).id, req.params.id, req.body),
  );

  app.delete(
    '/marks/:id',
    {
      schema: {
        tags,
        params: markParamsSchema,
        response: { 204: z.undefined().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteMark(db, requireUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/recall/chapter/:book/:chapter',
    {
      schema: {
        tags,
        params: recallChapterParamsSchema,
        response: { 200: recallChapterSchema, ...errors },
      },
    },
    async (req) => recallChapter(db, requireUser(req), req.params.book, req.params.chapter),
  );

  app.get(
    '/recall/on-this-day',
    { schema: { tags, response: { 200: onThisDaySchema, ...errors } } },
    async (req) => onThisDay(db, requireUser(req)),
  );
}
