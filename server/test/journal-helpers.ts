import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Saves a reflection through POST /api/journal/entries, expects 201, and gives back the stored entry. */
export async function saveEntry<T>(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<T> {
  const res = await app.inject({ method: 'POST', url: '/api/journal/entries', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
}
