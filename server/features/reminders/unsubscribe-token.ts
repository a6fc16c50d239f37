import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { unsubscribeKey } from './repository.ts';

/**
 * Unsubscribe tokens (decision 126): the reader's id and an HMAC-SHA256 of it under a secret kept
 * in app_settings (made once, shared by every instance). They do not expire: a link in an old
 * mail still turns reminders off, and it can do nothing else.
 */

const PURPOSE = 'lamplight:reminders:unsubscribe:v1\n';
const keys = new WeakMap<Db, Promise<Buffer>>();

function keyFor(db: Db): Promise<Buffer> {
  let pending = keys.get(db);
  if (!pending) {
    pending = unsubscribeKey(db, randomBytes(32).toString('base64url')).then((k) =>
      Buffer.from(k, 'base64url'),
    );
    pending.catch(() => keys.delete(db));
    keys.set(db, pending);
  }
  return pending;
}

function mac(key: Buffer, userId: string): Buffer {
  return createHmac('sha256', key)
    .update(PURPOSE + userId)
    .digest();
}

/** A token that turns off the reminders of one reader. */
export async function unsubscribeToken(db: Db, userId: string): Promise<string> {
  const key = await keyFor(db);
  return `${Buffer.from(userId).toString('base64url')}.${mac(key, userId).toString('base64url')}`;
}

/** The reader a token names, or null when it is malformed or its signature does not match. */
export async function verifyUnsubscribeToken(db: Db, token: string): Promise<string | null> {
  const [id, sig, extra] = token.split('.');
  if (!id || !sig || extra !== undefined) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(id) || !/^[A-Za-z0-9_-]+$/.test(sig)) return null;
  const userId = Buffer.from(id, 'base64url').toString('utf8');
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(await keyFor(db), userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}
