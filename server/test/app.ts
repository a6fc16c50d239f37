import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  testDb: TestDatabase;
}

/** Config for tests: embedded defaults plus the given variables. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:5000',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** Builds the app on its own fresh database before the file's tests, and closes both after. */
export function setupTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.testDb = await createTestDatabase();
    ctx.database = ctx.testDb.database;
    ctx.config = testConfig(env);
    ctx.app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      serveWeb: false,
    });
    await ctx.app.ready();
  }, 60_000);
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.testDb?.dispose();
  });
  return ctx;
}
