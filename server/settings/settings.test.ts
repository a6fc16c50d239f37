import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appSettings } from '../db/schema/index.ts';
import { setupTestApp } from '../test/app.ts';
import { getFreeMode, setFreeMode } from './settings.ts';

const ctx = setupTestApp();

describe('free mode setting', () => {
  it('is off while the setting is absent, and follows setFreeMode both ways', async () => {
    const db = ctx.database.db;
    await db.delete(appSettings).where(eq(appSettings.key, 'free_mode'));
    expect(await getFreeMode(db)).toBe(false);

    expect(await setFreeMode(db, true)).toBe(true);
    expect(await getFreeMode(db)).toBe(true);
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'free_mode'));
    expect(row?.value).toBe(true);

    await setFreeMode(db, false);
    expect(await getFreeMode(db)).toBe(false);
    const rows = await db.select().from(appSettings).where(eq(appSettings.key, 'free_mode'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).toBe(false);
  });
});
