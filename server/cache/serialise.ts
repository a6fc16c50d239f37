import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import type { CachedAnswer } from './reader-answer-cache.ts';

/**
 * An answer serialised the way the route's response schema would (the zod serializer parses, then
 * stringifies), so a cached answer is byte for byte what a computed one would have been.
 */
export function serialiseAnswer(
  schema: ZodType,
  value: unknown,
  headers?: Record<string, string>,
): CachedAnswer {
  const body = JSON.stringify(schema.parse(value));
  return headers ? { body, headers } : { body };
}

/** Sends a serialised answer as is (a string body with a JSON content type is not serialised again). */
export function sendAnswer(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  if (answer.headers) reply.headers(answer.headers);
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
