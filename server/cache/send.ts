import type { FastifyReply, FastifyRequest } from 'fastify';
import { statementContext } from '../db/statement-context.ts';
import type { UserRow } from '../users/users.ts';
import type { AnswerDeclaration } from './answers.ts';
import { sendAnswer, serialiseAnswer } from './serialise.ts';

/** What a cached answer's computation returns. */
export interface Computed<I> {
  /** The answer, before serialisation by the declaration's schema. */
  value: unknown;
  /** Headers sent with it (kept with it). */
  headers?: Record<string, string>;
  /** False: send it but do not keep it (an answer that may still change, a later page). */
  keep?: boolean;
  /** The key's input when it is known only once computed (the plans overview's lists generation). */
  input?: I;
}

export interface FromMemory<I> {
  /** The reader whose answer it is. */
  user: UserRow;
  /** Selects the kept answer with the reader (undefined: nothing to look up). */
  input: I | undefined;
  /** False: compute even when an answer is kept (and keep the new one). Default true. */
  lookup?: boolean;
  compute: () => Promise<Computed<I>>;
}

/**
 * The one get/compute/set/send of a cached answer: a kept answer is sent as is; otherwise `compute` runs
 * inside the answer's statement context (tests record the tables it touches), its result is serialised by the
 * declared schema, kept under the declared tables unless something it read changed meanwhile, and sent.
 */
export async function sendFromMemory<I>(
  req: FastifyRequest,
  reply: FastifyReply,
  declaration: AnswerDeclaration<I>,
  { user, input, lookup = true, compute }: FromMemory<I>,
): Promise<FastifyReply> {
  const cache = req.server.readerAnswers;
  if (lookup && input !== undefined) {
    const kept = cache.get(user.id, answerKey(declaration, user, input));
    if (kept) return sendAnswer(reply, kept);
  }
  const token = cache.begin();
  // Labelled only inside a request's context (PostgreSQL and tests; see plugins/answer-cache.ts).
  const parent = statementContext.getStore();
  const computed = parent
    ? await statementContext.run({ ...parent, answer: declaration.name }, compute)
    : await compute();
  const answer = serialiseAnswer(declaration.schema, computed.value, computed.headers);
  const keyInput = computed.input ?? input;
  if (computed.keep !== false && keyInput !== undefined) {
    cache.set(user.id, answerKey(declaration, user, keyInput), answer, token, declaration.reads);
  }
  return sendAnswer(reply, answer);
}

/** The memory key of a declared answer: its name, then its declared key. */
export function answerKey<I>(declaration: AnswerDeclaration<I>, user: UserRow, input: I): string {
  return `${declaration.name}|${declaration.key(user, input)}`;
}
