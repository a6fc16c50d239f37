import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/api-client.ts';
import { activityLabel, displayName, formatDay, plural, serverMessageOr } from './format.ts';

describe('admin formatting', () => {
  it('turns activity codes into words', () => {
    expect(activityLabel('membership_changed')).toBe('Membership changed');
    expect(activityLabel('admin_plan_created')).toBe('Admin plan created');
    expect(activityLabel('')).toBe('Activity');
  });

  it('names a user by their name, else their email', () => {
    expect(displayName({ firstName: 'Lydia', lastName: ' ', email: 'l@example.com' })).toBe(
      'Lydia',
    );
    expect(displayName({ firstName: null, lastName: null, email: 'l@example.com' })).toBe(
      'l@example.com',
    );
  });

  it('formats days and counts', () => {
    expect(formatDay('2026-11-22T10:00:00.000Z')).toBe('Nov 22, 2026');
    expect(formatDay('not a date')).toBe('—');
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(3, 'day')).toBe('3 days');
  });

  it("shows the server's own message, and the fallback for anything else", () => {
    const json = JSON.stringify({ message: 'Session 2: "Hezekiah 3" is not a Bible reference' });
    expect(serverMessageOr(new HttpError(400, `400: ${json}`, json), 'Failed')).toBe(
      'Session 2: "Hezekiah 3" is not a Bible reference',
    );
    expect(serverMessageOr(new HttpError(502, '502: <html>', '<html>'), 'Failed')).toBe('Failed');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
  });
});
