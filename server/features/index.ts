import type { FastifyInstance } from 'fastify';
import configRoutes from './config/routes.ts';

/** Registers every feature's routes under /api. */
export async function registerFeatures(app: FastifyInstance) {
  await app.register(configRoutes);
}
