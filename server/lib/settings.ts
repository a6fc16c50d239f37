import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

const FREE_MODE_KEY = 'free_mode';

/** Whether the app-wide free mode is on (absent setting = off). */
export async function getFreeMode(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, FREE_MODE_KEY))
    .limit(1);
  return row?.value === true;
}

/** Turns the app-wide free mode on or off; returns the new value. */
export async function setFreeMode(db: Db, enabled: boolean): Promise<boolean> {
  await db
    .insert(appSettings)
    .values({ key: FREE_MODE_KEY, value: enabled })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: enabled, updatedAt: sql`now()` },
    });
  return enabled;
}
