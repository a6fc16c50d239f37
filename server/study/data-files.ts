import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ROOT } from '../paths.ts';
import { STUDY_DATA_FORMAT } from './format.ts';

/** Folder of the committed study data (written by `npm run data:import`). */
export const STUDY_DATA_DIR = resolve(ROOT, 'server/study/study-data');

const cache = new Map<string, unknown>();

/**
 * Reads one committed data file (gzip'd JSON) once and keeps it; later calls return the same
 * object. Throws when the file's format is not the one this code reads.
 */
export function studyFile<T extends { format: number }>(name: string): T {
  const hit = cache.get(name);
  if (hit) return hit as T;
  const data = JSON.parse(
    gunzipSync(readFileSync(resolve(STUDY_DATA_DIR, name))).toString('utf8'),
  ) as T;
  if (data.format !== STUDY_DATA_FORMAT) {
    throw new Error(
      `${name}: data format ${data.format}, expected ${STUDY_DATA_FORMAT} (run npm run data:import)`,
    );
  }
  cache.set(name, data);
  return data;
}
