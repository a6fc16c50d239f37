import { describe, expect, it } from 'vitest';
import { dayPart, greeting } from './greeting.ts';

const at = (h: number, m = 0, s = 0) => new Date(2026, 0, 15, h, m, s);

describe('dayPart', () => {
  it('is morning from midnight until just before noon', () => {
    expect(dayPart(at(0, 0))).toBe('morning');
    expect(dayPart(at(6, 30))).toBe('morning');
    expect(dayPart(at(11, 59, 59))).toBe('morning');
  });

  it('is afternoon from 12:00 until just before 17:00', () => {
    expect(dayPart(at(12, 0))).toBe('afternoon');
    expect(dayPart(at(16, 59, 59))).toBe('afternoon');
  });

  it('is evening from 17:00 to midnight', () => {
    expect(dayPart(at(17, 0))).toBe('evening');
    expect(dayPart(at(23, 59, 59))).toBe('evening');
  });
});

describe('greeting', () => {
  it('greets the reader by first name', () => {
    expect(greeting('Ruth', at(9))).toBe('Good morning, Ruth');
    expect(greeting('Boaz', at(13))).toBe('Good afternoon, Boaz');
    expect(greeting('Naomi', at(20))).toBe('Good evening, Naomi');
  });

  it('falls back to Friend without a usable first name', () => {
    expect(greeting(null, at(9))).toBe('Good morning, Friend');
    expect(greeting(undefined, at(12))).toBe('Good afternoon, Friend');
    expect(greeting('   ', at(17))).toBe('Good evening, Friend');
  });

  it('trims the first name', () => {
    expect(greeting('  Ruth ', at(9))).toBe('Good morning, Ruth');
  });
});
