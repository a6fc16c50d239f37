import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { readyLine } from '../ready-line.ts';
import { createMailer } from './mailer.ts';
import { firstLink, unsentMailLine } from './link-line.ts';

const logged: unknown[][] = [];
const silentLog = {
  warn: (...args: unknown[]) => void logged.push(args),
  info: () => {},
  error: () => {},
} as unknown as Parameters<typeof createMailer>[1];

describe('first run without SMTP', () => {
  it('prints a verification link as one plain line, without the address it was for', async () => {
    const lines: string[] = [];
    const mailer = createMailer(
      loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5000' }),
      silentLog,
      (line) => lines.push(line),
    );
    await mailer.send({
      to: 'ruth@example.com',
      subject: 'Confirm your email address for Lamplight',
      text: [
        'Welcome to Lamplight.',
        '',
        'Open this link within 24 hours to confirm that this email address is yours: http://localhost:5000/?verify=abc_DEF-123',
        '',
        'The link works once.',
      ].join('\n'),
    });
    expect(lines).toEqual([
      'Email not sent (SMTP_URL is not set). Confirm your email address for Lamplight: http://localhost:5000/?verify=abc_DEF-123',
    ]);
    expect(lines.join('\n')).not.toContain('ruth@example.com');
    expect(lines[0]).not.toContain('\n');
    // The log says a mail was not sent, and never whom it was for or what it said.
    const log = JSON.stringify(logged);
    expect(log).toContain('Confirm your email address for Lamplight');
    expect(log).not.toContain('ruth@example.com');
    expect(log).not.toContain('verify=abc');
  });

  it('prints nothing for a message without a link, and drops a trailing stop from a link', async () => {
    expect(unsentMailLine({ subject: 'Hello', text: 'No link here.' })).toBeNull();
    expect(firstLink('at http://x.test/?signin=1.')).toBe('http://x.test/?signin=1');
  });
});

describe('the start-up line', () => {
  it('names PUBLIC_URL when it is set, and this machine and port otherwise', () => {
    expect(readyLine(loadConfig({ PUBLIC_URL: 'https://read.example.org/' }), 5000)).toBe(
      'Lamplight is ready at https://read.example.org',
    );
    expect(readyLine(loadConfig({ PORT: '0' }), 43123)).toBe(
      'Lamplight is ready at http://localhost:43123',
    );
    expect(readyLine(loadConfig({ PORT: '5000' }), 5000)).toBe(
      'Lamplight is ready at http://localhost:5000',
    );
  });
});
