import type { FastifyInstance } from 'fastify';
import accountRoutes from './account/routes.ts';
import adminRoutes from './admin/routes.ts';
import authRoutes from './auth/routes.ts';
import identityRoutes from './auth/identity-routes.ts';
import bibleRoutes from './bible/routes.ts';
import configRoutes from './config/routes.ts';
import journalRoutes from './journal/routes.ts';
import markRoutes from './marks/routes.ts';
import membershipRoutes from './membership/routes.ts';
import notebookRoutes from './notebook/routes.ts';
import planRoutes from './plans/routes.ts';
import prayerRoutes from './prayers/routes.ts';
import readingRoutes from './readings/routes.ts';
import reminderRoutes from './reminders/routes.ts';
import strongsRoutes from './strongs/routes.ts';
import rhythmRoutes from './rhythm/routes.ts';

// Static imports only: every feature is registered at start-up anyway, and the server is bundled into one
// file (scripts/build-server.ts), so a dynamic import would delay nothing and save nothing; static ones are
// type-checked, visible to the import checks (cycles, zones) and fail at build time, not at start.

/** Every feature's API routes, under /api. */
async function apiRoutes(app: FastifyInstance) {
  await app.register(configRoutes);
  await app.register(bibleRoutes);
  await app.register(strongsRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(readingRoutes);
  await app.register(journalRoutes);
  await app.register(markRoutes);
  await app.register(prayerRoutes);
  await app.register(notebookRoutes);
  await app.register(membershipRoutes);
  await app.register(planRoutes);
  await app.register(accountRoutes);
  await app.register(reminderRoutes);
  await app.register(rhythmRoutes);
}

/** The routes: the API under /api and the embedded identity provider's pages under /identity. */
export async function registerFeatures(app: FastifyInstance) {
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(identityRoutes, { prefix: '/identity' });
}
