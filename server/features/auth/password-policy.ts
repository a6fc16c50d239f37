import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MIN_PASSWORD_LENGTH } from '@contract/auth.ts';
import { badRequest } from '../../errors.ts';

/** New passwords (sign-up, reset, change) need this many characters; sign-in still accepts older, shorter ones. */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/**
 * The least estimated strength a new password needs (decision 155): zxcvbn's score 3, about 10^8 guesses,
 * which a slow hash such as ours makes impractical to try offline.
 */
export const MIN_PASSWORD_SCORE = 3;

interface Judge {
  /** zxcvbn-ts's ~49,000 most common leaked passwords, lower-cased: offline, no network at run time. */
  common: Set<string>;
  /** The strength estimator: common passwords, English words and names, keyboard patterns; all offline. */
  estimator: ZxcvbnFactory;
}

let judge: Promise<Judge> | null = null;

/**
 * The lists and the estimator, built on the first new password a process judges (decision 188): ranking
 * their dictionaries takes about 0.7 s of CPU, which every start of the server paid before it could answer.
 * The packages stay outside the server bundle (scripts/build-server.ts), so a start does not read them either.
 */
function loadJudge(): Promise<Judge> {
  judge ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return {
      common: new Set(common.dictionary['passwords-common'].map((p) => p.toLowerCase())),
      estimator: new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
        // Only a password's first 100 characters are judged: a longer one is strong enough, and the
        // estimate's cost grows with the length.
        maxLength: 100,
      }),
    };
  })().catch((error: unknown) => {
    // A failed load is tried again by the next password, not remembered.
    judge = null;
    throw error;
  });
  return judge;
}

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
  const { common, estimator } = await loadJudge();
  // The common list first: '123456' is refused for being common, which says more than its length.
  if (common.has(password.toLowerCase())) {
    throw badRequest('This password is too common. Please choose another.', 'common_password');
  }
  if (password.length < NEW_PASSWORD_MIN_LENGTH) {
    throw badRequest(
      `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`,
      'weak_password',
    );
  }
  const result = estimator.check(password, personalInputs(context));
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const personal = result.sequence.some(
    (m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs',
  );
  throw badRequest(
    personal
      ? 'This password is too easy to guess: it is built on your email address, your name or the name Lamplight. Please choose another, such as a few unrelated words.'
      : 'This password is too easy to guess. Please choose a longer one, such as a few unrelated words.',
    'weak_password',
  );
}
