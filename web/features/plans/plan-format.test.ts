import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/api-client.ts';
import {
  formatLongDate,
  formatRating,
  formatReaders,
  formatWeeks,
  isLimitReached,
  isPlanMovedOn,
  parseSchedule,
  pauseHintFor,
  scheduleDays,
  serverMessageOr,
} from './plan-format.ts';

const day = {
  day: 1,
  reference: 'Exodus 14',
  title: 'Stand Still',
  description: 'd',
  insight: null,
};

describe('plan formatting', () => {
  it('shows ratings stored × 10 to one decimal', () => {
    expect(formatRating(40)).toBe('4.0');
    expect(formatRating(45)).toBe('4.5');
    expect(formatRating(37)).toBe('3.7');
    expect(formatRating(null)).toBeNull();
  });

  it('counts days as weeks × 7 and words readers and weeks', () => {
    expect(scheduleDays(2)).toBe(14);
    expect(formatReaders(1)).toBe('1 reader');
    expect(formatReaders(12)).toBe('12 readers');
    expect(formatWeeks(1)).toBe('1 week');
    expect(formatWeeks(3)).toBe('3 weeks');
  });

  it('writes the reset date in full', () => {
    expect(formatLongDate('2026-12-01')).toBe('1 December 2026');
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('soon')).toBe('');
  });
});

describe('parseSchedule', () => {
  it('takes a list or a JSON string of one', () => {
    expect(parseSchedule([day])).toEqual({ status: 'ok', entries: [day] });
    expect(parseSchedule(JSON.stringify([day]))).toEqual({ status: 'ok', entries: [day] });
  });

  it('fills missing fields and numbers days from 1', () => {
    const parsed = parseSchedule([{ reference: 'Ruth 1' }, { reference: 'Ruth 2' }]);
    expect(parsed.status).toBe('ok');
    if (parsed.status === 'ok') expect(parsed.entries.map((e) => e.day)).toEqual([1, 2]);
  });

  it('tells an unreadable schedule from an empty one', () => {
    expect(parseSchedule('not json')).toEqual({ status: 'invalid' });
    expect(parseSchedule('{"a":1}')).toEqual({ status: 'invalid' });
    expect(parseSchedule([])).toEqual({ status: 'empty' });
    expect(parseSchedule('[]')).toEqual({ status: 'empty' });
    expect(parseSchedule('')).toEqual({ status: 'empty' });
    expect(parseSchedule(null)).toEqual({ status: 'empty' });
  });
});

describe('errors', () => {
  it("uses the server's message, else the fallback", () => {
    const err = new HttpError(
      400,
      '400: {"message":"Already on the first day"}',
      '{"message":"Already on the first day"}',
    );
    expect(serverMessageOr(err, 'Please try again.')).toBe('Already on the first day');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Please try again.')).toBe(
      'Please try again.',
    );
    expect(serverMessageOr(new HttpError(502, '502: Bad Gateway', ''), 'Please try again.')).toBe(
      'Please try again.',
    );
  });

  it("recognises the monthly limit refusal by 'limit reached'", () => {
    const body = '{"message":"Monthly custom plan limit reached for your Basic membership"}';
    expect(isLimitReached(new HttpError(403, `403: ${body}`, body))).toBe(true);
    expect(isLimitReached(new HttpError(500, '500: oops', 'oops'))).toBe(false);
  });
});

describe('pauseHintFor', () => {
  const allowance = {
    canCreateCustom: false,
    customPlansRemaining: 0,
    canActivateMore: true,
    activeCount: 0,
    maxActive: 1,
    tier: 'free' as const,
    monthlyLimit: 0,
    plansCreatedThisMonth: 0,
    nextResetDate: '2026-12-01',
  };

  it('says nothing while another plan can be activated', () => {
    expect(pauseHintFor(allowance)).toBeNull();
  });

  it('warns that activating pauses a plan at the active limit', () => {
    expect(pauseHintFor({ ...allowance, canActivateMore: false, activeCount: 1 })).toBe(
      'Activating another plan will pause your current one.',
    );
    expect(
      pauseHintFor({
        ...allowance,
        tier: 'basic',
        maxActive: 3,
        activeCount: 3,
        canActivateMore: false,
      }),
    ).toMatch(/^You can follow 3 plans at once/);
  });
});

describe('"Day N of" (issue 16)', () => {
  it('shows a plan’s length for totalWeeks = sessions / 7, float noise and all', () => {
    // 29 / 7 × 7 is 28.999999999999996 in floating point.
    expect(scheduleDays(29 / 7)).toBe(29);
    expect(scheduleDays(3 / 7)).toBe(3);
    expect(scheduleDays(2)).toBe(14);
    expect(formatWeeks(30 / 7)).toBe('30 days');
    expect(formatWeeks(2)).toBe('2 weeks');
  });

  it('recognises a move refused because another window moved the plan on', () => {
    expect(isPlanMovedOn(new HttpError(409, '409: moved', '{}'))).toBe(true);
    expect(isPlanMovedOn(new HttpError(400, '400: bad', '{}'))).toBe(false);
  });
});
