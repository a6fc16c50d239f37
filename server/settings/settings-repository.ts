import { eq, sql } from 'drizzle-orm';
import { appSettings } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';

/** The stored value of an app-wide setting, or undefined when it was never set. */
export async function readSetting(db: Executor, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  return row?.value;
}

/** Stores an app-wide setting, replacing any earlier value. */
export async function writeSetting(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value, updatedAt: sql`now()` },
    });
}

/** Stores an app-wide setting unless it is already set (of two instances racing, the first insert wins). */
export async function writeSettingOnce(db: Executor, key: string, value: unknown): Promise<void> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
}
