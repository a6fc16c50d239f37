import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { sessions, users } from '../db/schema/index.ts';
import { randomId } from '../lib/ids.ts';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SESSION_TTL_MS,
} from '../plugins/session.ts';
import type { UserRow } from '../users/users.ts';

type NewUser = typeof users.$inferInsert;

/** Inserts a user with a unique, verified email (an established reader); override any column. */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  const tag = randomBytes(5).toString('hex');
  const [row] = await db
    .insert(users)
    .values({
      id: randomId(12),
      email: `reader-${tag}@example.com`,
      firstName: 'Test',
      lastName: 'Reader',
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A session cookie header value for the user, as if they had signed in. */
export async function sessionCookie(db: Db, userId: string): Promise<string> {
  const id = randomId(32);
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    absoluteExpiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return `${SESSION_COOKIE}=${id}`;
}

/**
 * A session exactly as startSession makes it, but as if made (and last used) at `at` (ms): its idle end is
 * SESSION_IDLE_MS later, its absolute end SESSION_ABSOLUTE_MS later. Returns the session id.
 */
export async function sessionStartedAt(db: Db, userId: string, at: number): Promise<string> {
  const id = randomId(32);
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(at + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(at + SESSION_ABSOLUTE_MS),
    lastSeenAt: new Date(at),
    createdAt: new Date(at),
  });
  return id;
}

export interface SignedIn {
  user: UserRow;
  /** Headers for app.inject: the session cookie and a same-site Origin. */
  headers: { cookie: string; origin: string };
}

/** Creates a user and a session; use `headers` with app.inject. */
export async function signedInUser(db: Db, overrides: Partial<NewUser> = {}): Promise<SignedIn> {
  const user = await createUser(db, overrides);
  const cookie = await sessionCookie(db, user.id);
  return { user, headers: { cookie, origin: 'http://localhost:5000' } };
}
