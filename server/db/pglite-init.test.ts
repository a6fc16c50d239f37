import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { initPgliteApart, openPglite } from './pglite.ts';

// A new PGlite data directory is created in a child process (decision 140); the server then opens it.
describe('PGlite data directory created apart', () => {
  const root = mkdtempSync(join(tmpdir(), 'lamplight-pglite-init-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates the cluster in a child process, and openPglite opens and migrates it', async () => {
    const dataDir = join(root, 'new');
    expect(await initPgliteApart(join(dataDir, 'pglite'))).toBe(true);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    const database = await openPglite(dataDir);
    try {
      await database.migrate();
      const rows = await database.db.execute(sql`select count(*)::int as n from users`);
      expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 0 });
      // The server's memory settings are the ones the cluster runs with.
      const buffers = await database.db.execute(sql`show shared_buffers`);
      expect((buffers as unknown as { rows: unknown[] }).rows[0]).toEqual({
        shared_buffers: '16MB',
      });
    } finally {
      await database.close();
    }
  }, 120_000);

  it('answers false when the child cannot create the cluster (openPglite then tries in-process)', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a directory');
    expect(await initPgliteApart(join(file, 'pglite'))).toBe(false);
  }, 120_000);
});
