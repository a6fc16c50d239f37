import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@contract/errors.ts';
import { insightResponseSchema } from '@contract/insights.ts';
import {
  readingIdParamsSchema,
  startFromTodaySchema,
  todayReadingSchema,
} from '@contract/readings.ts';
import { requireUser } from '../../plugins/session.ts';
import { getReadingInsight, getTodayReading, startFromToday } from './service.ts';

/** Today's reading and its insight (spec §7). Today's reading is never cached. */
export default async function readingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['readings'];
  const todaySchema = {
    tags,
    response: { 200: todayReadingSchema.nullable() },
  };

  app.get('/readings/today', { schema: todaySchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const user = requireUser(req);
    return getTodayReading({ db, config, log: req.log }, user);
  });

  // Re-resolves today's reading after the reader switched, advanced or completed a plan.
  app.post('/readings/refresh', { schema: todaySchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const user = requireUser(req);
    return getTodayReading({ db, config, log: req.log }, user);
  });

  // 'Start from today' for a reader behind the daily schedule (decision 101).
  app.post(
    '/readings/start-from-today',
    {
      schema: {
        tags,
        body: startFromTodaySchema,
        response: { 200: todayReadingSchema.nullable(), 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const user = requireUser(req);
      return startFromToday({ db, config, log: req.log }, user, req.body?.fromDay);
    },
  );

  app.get(
    '/readings/:id/insights',
    {
      schema: {
        tags,
        params: readingIdParamsSchema,
        response: { 200: insightResponseSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return getReadingInsight(
        { db, config, log: req.log },
        user.id,
        req.params.id,
        user.translation,
      );
    },
  );
}
