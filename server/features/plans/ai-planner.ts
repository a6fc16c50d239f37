import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import type { PlanKind, PlanType } from '@contract/plans.ts';
import type { Config } from '../../config.ts';
import type { ProposedSession } from './generator/index.ts';

/** What the model is asked to return. Everything in it is checked before use. */
export const modelPlanSchema = z.object({
  sessions: z.array(
    z.object({
      reference: z.string(),
      title: z.string(),
      description: z.string(),
    }),
  ),
});

export interface PlannerRequest {
  topic: string;
  kind: PlanKind;
  planType: PlanType;
  count: number;
}

/** Proposes sessions for a custom plan with a language model. */
export interface Planner {
  propose(req: PlannerRequest): Promise<ProposedSession[]>;
}

const cache = new WeakMap<Config, Planner | null>();

/** The model planner for this configuration, or null when no model is configured (AI_BASE_URL + AI_MODEL). */
export function plannerFor(config: Config): Planner | null {
  if (!cache.has(config)) cache.set(config, createPlanner(config));
  return cache.get(config) ?? null;
}

/** The longest a reader waits for the model to propose a plan. */
const PLANNER_TIMEOUT_MS = 20_000;

function createPlanner(config: Config): Planner | null {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return null;
  const model = config.AI_MODEL;
  const client = new OpenAI({
    baseURL: config.AI_BASE_URL,
    // Local OpenAI-compatible servers (Ollama, vLLM) need no key, but the SDK wants one.
    apiKey: config.AI_API_KEY ?? 'not-needed',
    // A reader waits on this call: a short deadline and no retry, then the offline generator takes over.
    timeout: Math.min(config.AI_TIMEOUT_MS, PLANNER_TIMEOUT_MS),
    maxRetries: 0,
  });
  return {
    async propose(req) {
      const completion = await client.chat.completions.create({
        model,
        temperature: 0.4,
        response_format: zodResponseFormat(modelPlanSchema, 'reading_plan'),
        messages: [
          {
            role: 'system',
            content:
              'You design Bible reading plans from the King James Version. Reply with JSON only, matching the given schema. ' +
              'Each reference names one passage with the full English book name, chapter and verses, for example "Psalms 86:1-17" or "Romans 8". ' +
              'Titles are at most eight words; descriptions are one or two plain sentences without markdown.',
          },
          { role: 'user', content: prompt(req) },
        ],
      });
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new Error('The model returned no content');
      const parsed = modelPlanSchema.safeParse(JSON.parse(content));
      if (!parsed.success)
        throw new Error('The model returned JSON that does not match the plan schema');
      return parsed.data.sessions;
    },
  };
}

function prompt(req: PlannerRequest): string {
  const unit =
    req.planType === 'daily'
      ? 'daily readings of 8 to 40 verses'
      : 'study sessions of 15 to 80 verses';
  const kind =
    req.kind === 'book'
      ? 'a book study that walks through the book in order'
      : req.kind === 'theme'
        ? 'a thematic study drawing on passages from across the Bible'
        : 'a study shaped around the reader’s request';
  return [
    `Plan ${req.count} ${unit}: ${kind}.`,
    `The reader wants to study: ${JSON.stringify(req.topic)}`,
    `Return exactly ${req.count} sessions, in the order they should be read, with no passage repeated.`,
  ].join('\n');
}
