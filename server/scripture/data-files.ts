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
  const data = readStudyFileSync<T>(name);
  cache.set(name, data);
  return data;
}

function parse<T extends { format: number }>(name: string, json: Buffer): T {
  const data = JSON.parse(json.toString('utf8')) as T;
  if (data.format !== STUDY_DATA_FORMAT) {
    throw new Error(
      `${name}: data format ${data.format}, expected ${STUDY_DATA_FORMAT} (run npm run data:import)`,
    );
  }
  return data;
}

const gunzipAsync = promisify(gunzip);

/**
 * Reads a data file without keeping it (for a module that keeps its own compact form), with
 * the file read and the unzip off the event loop; only the parse holds it.
 */
export async function readStudyFileAsync<T extends { format: number }>(name: string): Promise<T> {
  return parse<T>(name, await gunzipAsync(await readFile(resolve(STUDY_DATA_DIR, name))));
}

/** The same, synchronously (a first use that cannot wait). */
export function readStudyFileSync<T extends { format: number }>(name: string): T {
  return parse<T>(name, gunzipSync(readFileSync(resolve(STUDY_DATA_DIR, name))));
}

/**
 * The text of a data file, unzipped but not parsed (for a module that reads it piece by piece),
 * with the file read and the unzip off the event loop.
 */
export async function readStudyTextAsync(name: string): Promise<string> {
  return (await gunzipAsync(await readFile(resolve(STUDY_DATA_DIR, name)))).toString('utf8');
}

/** The same, synchronously. */
export function readStudyTextSync(name: string): string {
  return gunzipSync(readFileSync(resolve(STUDY_DATA_DIR, name))).toString('utf8');
}

/** The unzipped bytes of a data file (UTF-8 JSON), with the file read and the unzip off the event loop. */
export async function readStudyBytesAsync(name: string): Promise<Buffer> {
  return gunzipAsync(await readFile(resolve(STUDY_DATA_DIR, name)));
}

/** The same, synchronously. */
export function readStudyBytesSync(name: string): Buffer {
  return gunzipSync(readFileSync(resolve(STUDY_DATA_DIR, name)));
}
