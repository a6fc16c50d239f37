import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { insightSchema, type Insight } from '@contract/insights.ts';
import type { Config } from '../config.ts';
import type { ChatMessage } from './prompt.ts';

/** Output that failed validation is asked for again this many times (then the attempt fails). */
export const VALIDATION_RETRIES = 1;
/** SDK retries (with its exponential backoff) on connection errors, 408, 409, 429 and 5xx. */
export const SDK_MAX_RETRIES = 2;

/** Generation failed: the model was unreachable, answered with an error, or gave invalid output twice. */
export class InsightGenerationError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid_output' | 'api_error',
  ) {
    super(message);
    this.name = 'InsightGenerationError';
  }
}

/** True when a model is configured (AI_BASE_URL and AI_MODEL); otherwise insights are study notes. */
export function aiConfigured(config: Pick<Config, 'AI_BASE_URL' | 'AI_MODEL'>): boolean {
  return Boolean(config.AI_BASE_URL && config.AI_MODEL);
}

const clients = new Map<string, OpenAI>();

function clientFor(config: Config): OpenAI {
  const key = [config.AI_BASE_URL, config.AI_API_KEY ?? '', config.AI_TIMEOUT_MS].join('\n');
  let client = clients.get(key);
  if (!client) {
    client = new OpenAI({
      baseURL: config.AI_BASE_URL,
      // Local servers (Ollama, vLLM, LM Studio) accept any key; the SDK insists on one.
      apiKey: config.AI_API_KEY ?? 'not-needed',
      timeout: config.AI_TIMEOUT_MS,
      maxRetries: SDK_MAX_RETRIES,
    });
    clients.set(key, client);
  }
  return client;
}

/** An insight as a model writes it: the insight and what it drew from (decision 120). */
export type ModelInsight = Insight & { sources: string[] };

/** The shape asked of the model (every field required, as structured outputs want). */
const responseFormat = zodResponseFormat(
  insightSchema.extend({ sources: z.array(z.string()) }),
  'lamplight_insight',
);

/**
 * The shape a reply is read with: "sources" may be missing or odd (a model that ignores the
 * schema still gives a usable insight); its entries are trimmed, bounded and at most 8.
 */
const modelInsightSchema = insightSchema.extend({
  sources: z
    .array(z.unknown())
    .catch([])
    .optional()
    .transform((list) =>
      (list ?? [])
        .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
        .map((s) => s.trim().slice(0, 200))
        .slice(0, 8),
    ),
});

/** Parses model content as an insight: JSON (a ```json fence is tolerated) of the right shape. */
export function parseInsightContent(
  content: string | null | undefined,
): ModelInsight | { error: string } {
  if (!content || !content.trim()) return { error: 'empty reply' };
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*\n?/i, '')
    .replace(/\n?```\s*$/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'reply is not valid JSON' };
  }
  const parsed = modelInsightSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return {
      error: `reply has the wrong shape (${first?.path.join('.') || 'root'}: ${first?.message})`,
    };
  }
  return parsed.data;
}

/**
 * Asks the configured model for an insight. Structured output is requested with a JSON schema and
 * the reply is validated here too; an invalid reply is retried once, then the call fails.
 */
export async function generateInsight(
  config: Config,
  messages: ChatMessage[],
  opts: { signal?: AbortSignal } = {},
): Promise<{ insight: ModelInsight; model: string; calls: number }> {
  if (!aiConfigured(config)) throw new InsightGenerationError('no model configured', 'api_error');
  const client = clientFor(config);
  let lastError = '';
  for (let attempt = 0; attempt <= VALIDATION_RETRIES; attempt++) {
    let content: string | null | undefined;
    let model = config.AI_MODEL as string;
    try {
      const completion = await client.chat.completions.create(
        { model, messages, response_format: responseFormat },
        { signal: opts.signal },
      );
      const choice = completion.choices[0];
      model = completion.model || model;
      content = choice?.message?.content;
      if (choice?.finish_reason === 'length') {
        lastError = 'reply was cut off (length limit)';
        continue;
      }
      if (choice?.message?.refusal) {
        lastError = `model refused: ${choice.message.refusal.slice(0, 200)}`;
        continue;
      }
    } catch (err) {
      throw new InsightGenerationError(describeApiError(err), 'api_error');
    }
    const result = parseInsightContent(content);
    if (!('error' in result)) return { insight: result, model, calls: attempt + 1 };
    lastError = result.error;
  }
  throw new InsightGenerationError(
    `invalid model output after ${VALIDATION_RETRIES + 1} attempts: ${lastError}`,
    'invalid_output',
  );
}

function describeApiError(err: unknown): string {
  if (err instanceof OpenAI.APIConnectionTimeoutError) return 'model request timed out';
  if (err instanceof OpenAI.APIUserAbortError)
    return 'model request aborted (generation budget exceeded)';
  if (err instanceof OpenAI.APIConnectionError) return 'model endpoint unreachable';
  if (err instanceof OpenAI.APIError)
    return `model endpoint answered ${err.status ?? 'an error'}: ${err.message.slice(0, 200)}`;
  return `model request failed: ${err instanceof Error ? err.message.slice(0, 200) : String(err)}`;
}
