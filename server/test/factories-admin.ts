import type { Db } from '../db/database.ts';
import { signedInUser, type SignedIn } from './factories.ts';

const ADMIN_COUNT = 60;

/** Env for setupTestApp: a pool of administrator emails, so each test signs in its own admin. */
export const ADMIN_ENV = {
  ADMIN_EMAILS: [
    'admin@example.com',
    ...Array.from({ length: ADMIN_COUNT }, (_, i) => `admin-${i + 1}@example.com`),
  ].join(','),
};

let next = 0;

/** A fresh administrator (listed in ADMIN_EMAILS) with a session. */
export async function signedInAdmin(db: Db): Promise<SignedIn> {
  next += 1;
  if (next > ADMIN_COUNT)
    throw new Error('ADMIN_ENV has no more administrator emails; raise ADMIN_COUNT');
  return signedInUser(db, {
    email: `admin-${next}@example.com`,
    firstName: 'Ada',
    lastName: 'Admin',
  });
}
