import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@contract/errors.ts';
import { rhythmSchema } from '@contract/rhythm.ts';
import { requireUser } from '../../plugins/session.ts';
import { getRhythm } from './service.ts';

/** The reader's rhythm (decision 125): streaks and the calendar of reading days. */
export default async function rhythmRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/rhythm',
    {
      schema: {
        tags: ['rhythm'],
        response: { 200: rhythmSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const rhythm = await getRhythm(db, requireUser(req));
      // Private and changing by the day: never stored by a cache.
      return reply.header('cache-control', 'no-store').send(rhythm);
    },
  );
}
