import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@contract/errors.ts';
import {
  createPrayerSchema,
  prayerListSchema,
  prayerParamsSchema,
  prayerSchema,
  prayerSummarySchema,
  updatePrayerSchema,
} from '@contract/prayers.ts';
import { requireUser } from '../../plugins/session.ts';
import { createPrayer, deletePrayer, listPrayers, prayerSummary, updatePrayer } from './service.ts';

/** The reader's prayer list (decision 165): private, never sent to a model, not served from memory. */
export default async function prayerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['prayers'];
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

  app.get(
    '/prayers',
    { schema: { tags, response: { 200: prayerListSchema, ...errors } } },
    async (req) => listPrayers(db, requireUser(req).id),
  );

  // Today's one line: how many prayers are active.
  app.get(
    '/prayers/summary',
    { schema: { tags, response: { 200: prayerSummarySchema, ...errors } } },
    async (req) => prayerSummary(db, requireUser(req).id),
  );

  app.post(
    '/prayers',
    {
      schema: {
        tags,
        body: createPrayerSchema,
        response: { 200: prayerSchema, 201: prayerSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { prayer, created } = await createPrayer(db, requireUser(req), req.body);
      return reply.status(created ? 201 : 200).send(prayer);
    },
  );

  app.patch(
    '/prayers/:id',
    {
      schema: {
        tags,
        params: prayerParamsSchema,
        body: updatePrayerSchema,
        response: { 200: prayerSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (req) => updatePrayer(db, requireUser(req), req.params.id, req.body),
  );

  app.delete(
    '/prayers/:id',
    {
      schema: {
        tags,
        params: prayerParamsSchema,
        response: { 204: z.undefined().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await deletePrayer(db, requireUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );
}
