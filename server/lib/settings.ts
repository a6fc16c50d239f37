import type { Executor } from '../db/transaction.ts';
import { readSetting, writeSetting } from './settings-repository.ts';

const FREE_MODE_KEY = 'free_mode';

/** Whether the app-wide free mode is on (absent setting = off). */
export async function getFreeMode(db: Executor): Promise<boolean> {
  return (await readSetting(db, FREE_MODE_KEY)) === true;
}

/** Turns the app-wide free mode on or off; returns the new value. */
export async function setFreeMode(db: Executor, enabled: boolean): Promise<boolean> {
  await writeSetting(db, FREE_MODE_KEY, enabled);
  return enabled;
}
