import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@contract/errors.ts';
import { pageHeaders } from '@contract/journal-paging.ts';
import {
  createJournalEntrySchema,
  journalEntryListSchema,
  journalEntryParamsSchema,
  journalEntrySchema,
  journalReadingParamsSchema,
  updateJournalEntrySchema,
} from '@contract/journal.ts';
import {
  earlierEntryQuerySchema,
  earlierEntrySchema,
  journalBooksSchema,
  journalFilterQuerySchema,
} from '@contract/journal-filters.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  createEntry,
  deleteEntry,
  earlierEntry,
  entriesForReading,
  journalBooks,
  recentEntries,
  updateEntry,
} from './service.ts';

/** The reader's reflections (the journal calls). A reader only ever sees their own. */
export default async function journalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['journal'];
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

  app.get(
    '/journal/reading/:readingId',
    {
      schema: {
        tags,
        params: journalReadingParamsSchema,
        response: { 200: journalEntryListSchema, ...errors },
      },
    },
    async (req) => entriesForReading(db, requireUser(req).id, req.params.readingId),
  );

  app.get(
    '/journal/entries',
    {
      schema: {
        tags,
        querystring: journalFilterQuerySchema,
        response: { 200: journalEntryListSchema, ...errors },
      },
    },
    async (req, reply) => {
      const page = await recentEntries(db, requireUser(req).id, req.query);
      const { book, q, entry, limit } = req.query;
      return reply
        .headers(pageHeaders('/api/journal/entries', { book, q, entry, limit }, page.nextCursor))
        .send(page.items);
    },
  );

  // The books of the Journal's filter (decision 128): only those the reader has written on.
  app.get(
    '/journal/books',
    { schema: { tags, response: { 200: journalBooksSchema, ...errors } } },
    async (req) => journalBooks(db, requireUser(req).id),
  );

  // Today's "You wrote on this passage on …" note (decision 128).
  app.get(
    '/journal/earlier',
    {
      schema: {
        tags,
        querystring: earlierEntryQuerySchema,
        response: { 200: earlierEntrySchema, ...errors },
      },
    },
    async (req) => earlierEntry(db, requireUser(req), req.query),
  );

  app.post(
    '/journal/entries',
    {
      schema: {
        tags,
        body: createJournalEntrySchema,
        // 200: the entry already saved under this clientId (a retry; decision 131).
        response: {
          200: journalEntrySchema,
          201: journalEntrySchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const { entry, created } = await createEntry(db, user, req.body);
      return reply.status(created ? 201 : 200).send(entry);
    },
  );

  app.put(
    '/journal/entries/:id',
    {
      schema: {
        tags,
        params: journalEntryParamsSchema,
        body: updateJournalEntrySchema,
        response: { 200: journalEntrySchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (req) => updateEntry(db, requireUser(req).id, req.params.id, req.body),
  );

  app.delete(
    '/journal/entries/:id',
    {
      schema: {
        tags,
        params: journalEntryParamsSchema,
        response: { 204: z.undefined().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteEntry(db, requireUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );
}
