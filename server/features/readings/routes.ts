import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@contract/errors.ts';
import { insightResponseSchema } from '@contract/insights.ts';
import {
  readingIdParamsSchema,
  startFromTodaySchema,
  todayReadingSchema,
} from '@contract/readings.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../../lib/clock.ts';
import { cachedAnswers } from '../../cache/answers.ts';
import { sendFromMemory } from '../../cache/send.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  getReadingInsight,
  getTodayReading,
  isTodayAnswerFinal,
  startFromToday,
} from './service.ts';

/**
 * Today's reading and its insight. Never cached by the browser (`no-store`); the server keeps the
 * serialised answer in memory until the reader's data, shared plan data or the date changes (declared in
 * server/cache/answers.ts).
 */
export default async function readingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['readings'];
  const todaySchema = {
    tags,
    response: { 200: todayReadingSchema.nullable() },
  };

  /** Today's answer: from memory when `fromMemory` and nothing changed, else computed (and kept if final). */
  async function today(req: FastifyRequest, reply: FastifyReply, fromMemory: boolean) {
    reply.header('cache-control', 'no-store');
    const user = requireUser(req);
    const at = now();
    return sendFromMemory(req, reply, cachedAnswers.today, {
      user,
      input: { at },
      lookup: fromMemory,
      compute: async () => {
        const reading = await getTodayReading({ db, config, log: req.log }, user, at);
        return { value: reading, keep: isTodayAnswerFinal(config, reading) };
      },
    });
  }

  app.get('/readings/today', { schema: todaySchema }, (req, reply) => today(req, reply, true));

  // Re-resolves today's reading after the reader switched, advanced or completed a plan.
  app.post('/readings/refresh', { schema: todaySchema }, (req, reply) => today(req, reply, false));

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
        user.studyNotesOnly,
      );
    },
  );
}
