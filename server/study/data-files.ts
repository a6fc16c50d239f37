import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { resolve } from 'node:path';
import { gunzip, gunzipSync } from 'node:zlib';
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
  return keep<T>(name, gunzipSync(readFileSync(resolve(STUDY_DATA_DIR, name))));
}

function keep<T extends { format: number }>(name: string, json: Buffer): T {
  const data = JSON.parse(json.toString('utf8')) as T;
  if (data.format !== STUDY_DATA_FORMAT) {
    throw new Error(
      `${name}: data format ${data.format}, expected ${STUDY_DATA_FORMAT} (run npm run data:import)`,
    );
  }
  cache.set(name, data);
  return data;
}

const gunzipAsync = promisify(gunzip);

/**
 * Reads the KJV's tagged text ahead of the first reader who turns Strong's numbers on (the
 * file read and the unzip do not hold the event loop; only the parse does, once). Call after
 * the server listens; never rejects (a failure leaves the file to load on first use).
 */
export async function warmStudyData(): Promise<void> {
  try {
    const name = 'kjv.json.gz';
    if (cache.has(name)) return;
    const json = await gunzipAsync(await readFile(resolve(STUDY_DATA_DIR, name)));
    if (!cache.has(name)) keep(name, json);
  } catch {
    // studyFile reads it on first use and reports a real problem there.
  }
}
