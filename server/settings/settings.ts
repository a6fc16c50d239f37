import type { Executor } from '../db/transaction.ts';
import { readSetting, writeSetting } from './settings-repository.ts';

const FREE_MODE_KEY = 'free_mode';
const MODEL_INSIGHTS_KEY = 'model_insights';

/** Whether the app-wide free mode is on (absent setting = off). */
export async function getFreeMode(db: Executor): Promise<boolean> {
  return (await readSetting(db, FREE_MODE_KEY)) === true;
}

/** Turns the app-wide free mode on or off; returns the new value. */
export async function setFreeMode(db: Executor, enabled: boolean): Promise<boolean> {
  await writeSetting(db, FREE_MODE_KEY, enabled);
  return enabled;
}

/**
 * Whether insights may be written by the configured model, for everyone (absent setting = yes).
 * The administrator's switch (decision 148): off, every reader gets the study notes.
 */
export async function getModelInsights(db: Executor): Promise<boolean> {
  return (await readSetting(db, MODEL_INSIGHTS_KEY)) !== false;
}

/** Turns model-written insights on or off for everyone; returns the new value. */
export async function setModelInsights(db: Executor, enabled: boolean): Promise<boolean> {
  await writeSetting(db, MODEL_INSIGHTS_KEY, enabled);
  return enabled;
}
