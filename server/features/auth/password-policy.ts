import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../errors.ts';

/** New passwords (sign-up, reset, change) need this many characters; sign-in still accepts older, shorter ones. */
export const NEW_PASSWORD_MIN_LENGTH = 8;

// zxcvbn-ts ships ~49,000 of the most common leaked passwords, ranked, offline: no network at run time.
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** True when the password is on the common-passwords list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Throws a 400 with a readable message when a new password breaks the identity provider's policy. */
export function assertNewPasswordAllowed(password: string): void {
  // The common list first: '123456' is refused for being common, which says more than its length.
  if (isCommonPassword(password)) {
    throw badRequest('This password is too common. Please choose another.', 'common_password');
  }
  if (password.length < NEW_PASSWORD_MIN_LENGTH) {
    throw badRequest(
      `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`,
      'weak_password',
    );
  }
}
