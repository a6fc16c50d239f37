import { AppError } from '../errors.ts';

/** Stable codes of the scripture service's errors. */
export type ScriptureErrorCode = 'invalid_reference' | 'unknown_translation' | 'passage_too_long';

/**
 * A reference or translation the scripture service cannot serve; the message is safe to show.
 * It is an AppError answering 400, so a route that lets it through gives the reader its message.
 */
export class ScriptureError extends AppError {
  constructor(
    override readonly code: ScriptureErrorCode,
    message: string,
  ) {
    super(400, code, message);
    this.name = 'ScriptureError';
  }
}

/**
 * The translations the service can serve: the King James Version and the World English Bible
 * (both public domain; decision 119).
 */
export const TRANSLATIONS = ['kjv', 'web'] as const;
export type Translation = (typeof TRANSLATIONS)[number];

/** Checks a translation id (case-insensitive) and returns it normalised, or throws. */
export function assertTranslation(translation: string | undefined): Translation {
  const t = (translation ?? 'kjv').trim().toLowerCase();
  if ((TRANSLATIONS as readonly string[]).includes(t)) return t as Translation;
  const shown = String(translation).slice(0, 40);
  throw new ScriptureError(
    'unknown_translation',
    `"${shown}" is not a translation we offer (available: ${TRANSLATIONS.join(', ').toUpperCase()})`,
  );
}
