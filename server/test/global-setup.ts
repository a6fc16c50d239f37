import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/** Builds one migrated database per run; every test file clones it (PGlite dump or PostgreSQL TEMPLATE). */
export default async function setup(project: TestProject) {
  const usePostgres = process.env.TEST_DB === 'postgres';
  if (usePostgres) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `lamplight_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = openPostgres(u.toString(), 2);
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'lamplight-tpl-'));
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
