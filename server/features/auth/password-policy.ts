import { MIN_PASSWORD_LENGTH } from '@contract/auth.ts';
import { badRequest } from '../../errors.ts';
import { PasswordJudgeClient } from './password-judge/client.ts';

/** New passwords (sign-up, reset, change) need this many characters; sign-in still accepts older, shorter ones. */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/**
 * The least estimated strength a new password needs (decision 155): zxcvbn's score 3, about 10^8 guesses,
 * which a slow hash such as ours makes impractical to try offline.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The judge's worker thread, shared by the process (decision 192); it ends by itself when idle, and does not
 * keep the process alive.
 */
const judge = new PasswordJudgeClient();

/** What the reader has told us about themselves, which a password must not lean on. */
export interface PasswordContext {
  email?: string | null | undefined;
  names?: (string | null | undefined)[];
}

/** The email, its local part and domain and the domain's labels, the names, and the product's name. */
export function personalInputs(context: PasswordContext): string[] {
  const inputs = new Set<string>(['lamplight']);
  const email = context.email?.trim().toLowerCase();
  if (email) {
    inputs.add(email);
    const at = email.lastIndexOf('@');
    if (at > 0) {
      const local = email.slice(0, at);
      const domain = email.slice(at + 1);
      inputs.add(local);
      for (const part of local.split(/[._+-]+/)) if (part.length >= 3) inputs.add(part);
      inputs.add(domain);
      for (const label of domain.split('.')) if (label.length >= 3) inputs.add(label);
    }
  }
  for (const name of context.names ?? []) {
    for (const part of (name ?? '').trim().toLowerCase().split(/\s+/)) {
      if (part.length >= 2) inputs.add(part);
    }
  }
  return [...inputs];
}

/**
 * Throws a 400 with a readable message when a new password breaks the policy: the form's own message for
 * one shorter than it allows, the common list, at least NEW_PASSWORD_MIN_LENGTH characters, then an
 * estimated strength of at least MIN_PASSWORD_SCORE with the reader's own details counting against it.
 */
export async function assertNewPasswordAllowed(
  password: string,
  context: PasswordContext = {},
): Promise<void> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw badRequest(
      `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
      'weak_password',
    );
  }
  const verdict = await judge.judge(password, personalInputs(context));
  // The common list first: '123456' is refused for being common, which says more than its length.
  if (verdict.common) {
    throw badRequest('This password is too common. Please choose another.', 'common_password');
  }
  if (password.length < NEW_PASSWORD_MIN_LENGTH) {
    throw badRequest(
      `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`,
      'weak_password',
    );
  }
  if (verdict.score >= MIN_PASSWORD_SCORE) return;
  throw badRequest(
    verdict.personal
      ? 'This password is too easy to guess: it is built on your email address, your name or the name Lamplight. Please choose another, such as a few unrelated words.'
      : 'This password is too easy to guess. Please choose a longer one, such as a few unrelated words.',
    'weak_password',
  );
}
