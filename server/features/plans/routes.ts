import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@contract/errors.ts';
import { allowanceSchema } from '@contract/membership.ts';
import {
  activatePlanResultSchema,
  activatePlanSchema,
  createPlanSchema,
  planIdParamsSchema,
  planCatalogueSchema,
  planDaySchema,
  planDetailSchema,
  planMoveSchema,
  planSearchQuerySchema,
  planSearchResultSchema,
  planSuggestionsQuerySchema,
  planSuggestionsSchema,
  plansOverviewSchema,
  ratePlanResultSchema,
  ratePlanSchema,
  userPlanSchema,
} from '@contract/plans.ts';
import { cachedAnswers } from '../../cache/answers.ts';
import { sendFromMemory } from '../../cache/send.ts';
import { requireUser } from '../../plugins/session.ts';
import { getCatalogue, getPlanDetail } from './catalogue-service.ts';
import { createCustomPlan, getAllowance } from './create-service.ts';
import { computeOverview, publicListsGeneration } from './overview-service.ts';
import {
  activatePlan,
  advance,
  complete,
  moveToDay,
  previous,
  ratePlan,
} from './progress-service.ts';
import { searchPlans, suggest } from './search-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
// Moves carry the day they start from; 409 when another window moved the plan first (decision 101).
const moveErrors = { ...errors, 409: apiErrorSchema };
const tags = ['plans'];

/** Reading plans: lists, search, suggestions, custom plans, activation and progress. */
export default async function plansRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every plan call needs a reader; the session plugin answers 401 before any input check (decision 001).

  // The overview from memory while none of the reader's plan rows, no shared plan data and not the public
  // lists changed (decision 145); `cache-control: no-store` comes from the session plugin as before.
  app.get(
    '/plans',
    { schema: { tags, response: { 200: plansOverviewSchema, ...errors } } },
    async (req, reply) => {
      const user = requireUser(req);
      const generation = publicListsGeneration(app.db);
      return sendFromMemory(req, reply, cachedAnswers.plansOverview, {
        user,
        // No generation (the lists expired): nothing kept can be current.
        input: generation === undefined ? undefined : { listsGeneration: generation },
        compute: async () => {
          const { overview, listsGeneration } = await computeOverview(app.db, user);
          return { value: overview, input: { listsGeneration } };
        },
      });
    },
  );

  app.get(
    '/plans/search',
    {
      schema: {
        tags,
        querystring: planSearchQuerySchema,
        response: { 200: planSearchResultSchema, ...errors },
      },
    },
    async (req) => {
      requireUser(req);
      return { plans: await searchPlans(app.db, req.query.q) };
    },
  );

  app.get(
    '/plans/suggestions',
    {
      schema: {
        tags,
        querystring: planSuggestionsQuerySchema,
        response: { 200: planSuggestionsSchema, ...errors },
      },
    },
    async (req) => {
      requireUser(req);
      return { suggestions: await suggest(app.db, req.query.q) };
    },
  );

  // The whole catalogue to browse, and one plan's detail before starting it (decision 159).
  app.get(
    '/plans/catalogue',
    { schema: { tags, response: { 200: planCatalogueSchema, ...errors } } },
    async (req) => getCatalogue(app.db, requireUser(req)),
  );

  app.get(
    '/plans/:id',
    {
      schema: { tags, params: planIdParamsSchema, response: { 200: planDetailSchema, ...errors } },
    },
    async (req) => getPlanDetail(app.db, requireUser(req), req.params.id),
  );

  app.get(
    '/plans/can-create',
    { schema: { tags, response: { 200: allowanceSchema, ...errors } } },
    async (req) => getAllowance(app.db, requireUser(req)),
  );

  app.post(
    '/plans',
    { schema: { tags, body: createPlanSchema, response: { 201: userPlanSchema, ...errors } } },
    async (req, reply) => {
      const user = requireUser(req);
      const plan = await createCustomPlan(
        { db: app.db, config: app.config, log: req.log },
        user,
        req.body,
      );
      return reply.status(201).send(plan);
    },
  );

  app.post(
    '/plans/:id/activate',
    {
      schema: {
        tags,
        params: planIdParamsSchema,
        body: activatePlanSchema,
        response: { 200: activatePlanResultSchema, ...errors },
      },
    },
    async (req) =>
      activatePlan(app.db, requireUser(req), req.params.id, { startDay: req.body?.startDay }),
  );

  // Start where you are: move an active plan to a day chosen from its schedule (decision 159).
  app.post(
    '/plans/:id/day',
    {
      schema: {
        tags,
        params: planIdParamsSchema,
        body: planDaySchema,
        response: { 200: userPlanSchema, ...moveErrors },
      },
    },
    async (req) => moveToDay(app.db, requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/plans/advance',
    { schema: { tags, body: planMoveSchema, response: { 200: userPlanSchema, ...moveErrors } } },
    async (req) => advance(app.db, requireUser(req), { fromDay: req.body?.fromDay }),
  );

  app.post(
    '/plans/previous',
    { schema: { tags, body: planMoveSchema, response: { 200: userPlanSchema, ...moveErrors } } },
    async (req) => previous(app.db, requireUser(req), { fromDay: req.body?.fromDay }),
  );

  app.post(
    '/plans/complete',
    { schema: { tags, body: planMoveSchema, response: { 200: userPlanSchema, ...moveErrors } } },
    async (req) => complete(app.db, requireUser(req), { fromDay: req.body?.fromDay }),
  );

  app.post(
    '/plans/:id/rate',
    {
      schema: {
        tags,
        params: planIdParamsSchema,
        body: ratePlanSchema,
        response: { 200: ratePlanResultSchema, ...errors },
      },
    },
    async (req) => ratePlan(app.db, requireUser(req), req.params.id, req.body.rating),
  );
}
