import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe id with the given bytes of entropy. */
export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
