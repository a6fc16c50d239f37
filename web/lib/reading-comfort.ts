import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import {
  DEFAULT_LINE_SPACING,
  DEFAULT_TEXT_SIZE,
  LINE_SPACINGS,
  TEXT_SIZES,
  type LineSpacing,
  type TextSize,
} from '@contract/account-rules.ts';
import type { Account, ReadingComfort } from '@contract/account.ts';
import type { User } from '@contract/auth.ts';
import { apiRequest } from './api-client.ts';
import { useCachedUser } from './current-user.ts';
import { queryKeys } from './query-keys.ts';
import { toast } from './toast.ts';

/**
 * The one owner of PUT /api/account/reading-comfort (decision 115): the reading card (readings)
 * and the Account page (account) both change the reader's text size and line spacing
 * (decision 127).
 */
export const saveReadingComfort = (comfort: ReadingComfort) =>
  apiRequest<ReadingComfort>('/api/account/reading-comfort', { method: 'PUT', body: comfort });

export const DEFAULT_READING_COMFORT: ReadingComfort = {
  textSize: DEFAULT_TEXT_SIZE,
  lineSpacing: DEFAULT_LINE_SPACING,
};

export const COMFORT_NOT_SAVED = 'Text Settings Not Saved';
export const COMFORT_NOT_SAVED_DESCRIPTION =
  'Unable to save your text size and line spacing. Please try again.';

/** How much larger than the card's usual size the passage is drawn at each step. */
const SCALE: Record<TextSize, number> = { s: 0.875, m: 1, l: 1.2, xl: 1.45 };
/** The passage's line height at each spacing ('normal' is the card's usual 1.85). */
const LEADING: Record<LineSpacing, number> = { normal: 1.85, relaxed: 2.1, loose: 2.4 };

/**
 * The passage's size and spacing as CSS variables, read by PASSAGE_TEXT, so a change restyles the
 * text without remounting it.
 */
export function comfortStyle(comfort: ReadingComfort): CSSProperties {
  return {
    '--passage-scale': SCALE[comfort.textSize],
    '--passage-leading': LEADING[comfort.lineSpacing],
  } as CSSProperties;
}

/**
 * The passage's type: serif, the reader's size (17 px at medium, 18 px from the md breakpoint)
 * and line height. Words longer than the line break instead of scrolling sideways (WCAG 1.4.10).
 */
export const PASSAGE_TEXT =
  'font-serif text-[length:calc(1.0625rem*var(--passage-scale,1))] leading-(--passage-leading,1.85) [overflow-wrap:anywhere] md:text-[length:calc(1.125rem*var(--passage-scale,1))]';

export const textSizeLabel = (id: TextSize) => TEXT_SIZES.find((s) => s.id === id)!.label;
export const lineSpacingLabel = (id: LineSpacing) => LINE_SPACINGS.find((s) => s.id === id)!.label;

/** 'Large text, relaxed spacing': the setting in words, for a control's description. */
export function describeComfort(comfort: ReadingComfort): string {
  return `${textSizeLabel(comfort.textSize)} text, ${lineSpacingLabel(comfort.lineSpacing).toLowerCase()} line spacing`;
}

/**
 * The reader's text size and line spacing. They come with the reader's own User (GET
 * /api/auth/user), which is loaded before Today draws, so the passage never jumps from one size
 * to another on load. Signed out: the defaults.
 */
export function useReadingComfort(): ReadingComfort {
  return useCachedUser()?.readingComfort ?? DEFAULT_READING_COMFORT;
}

/**
 * Saves the reader's text size and line spacing. The passage changes at once (the cached User is
 * updated before the request) and goes back, with an error toast, when the save fails. Saves run
 * one after another, so quick changes reach the server in the order they were made.
 */
export function useSaveReadingComfort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReadingComfort,
    scope: { id: 'reading-comfort' },
    meta: {
      onFailure: () =>
        toast.error(COMFORT_NOT_SAVED, { description: COMFORT_NOT_SAVED_DESCRIPTION }),
    },
    onMutate: async (readingComfort) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.authUser });
      const user = queryClient.getQueryData<User | null>(queryKeys.authUser);
      const account = queryClient.getQueryData<Account>(queryKeys.account);
      if (user) queryClient.setQueryData<User>(queryKeys.authUser, { ...user, readingComfort });
      if (account) {
        queryClient.setQueryData<Account>(queryKeys.account, { ...account, readingComfort });
      }
      return { user, account };
    },
    onError: (_error, _comfort, context) => {
      if (context?.user) queryClient.setQueryData(queryKeys.authUser, context.user);
      if (context?.account) queryClient.setQueryData(queryKeys.account, context.account);
    },
  });
}
