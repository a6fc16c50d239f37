import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@contract/errors.ts';
import { strongsEntrySchema, strongsParamsSchema } from '@contract/strongs.ts';
import { badRequest, notFound } from '../../errors.ts';
import { normalizeStrongsNumber } from '../../strongs/numbers.ts';
import { lookup } from '../../strongs/strongs.ts';

/** GET /api/strongs/:number: a Strong's dictionary entry with the verses where it occurs. */
export default async function strongsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/strongs/:number',
    {
      // Public-domain reference data: readable signed out (landing pages, shared links).
      config: { public: true },
      schema: {
        tags: ['strongs'],
        summary: "Strong's dictionary entry",
        params: strongsParamsSchema,
        response: { 200: strongsEntrySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const number = normalizeStrongsNumber(req.params.number);
      if (!number) {
        throw badRequest(
          `"${req.params.number.slice(0, 20)}" is not a Strong's number: use H (Hebrew) or G (Greek) and a number, e.g. H4057 or G26`,
          'invalid_strongs_number',
        );
      }
      const entry = await lookup(number);
      if (!entry) throw notFound('Definition not found');
      // A dictionary entry never changes for a given number.
      reply.header('cache-control', 'public, max-age=86400, immutable');
      return entry;
    },
  );
}
