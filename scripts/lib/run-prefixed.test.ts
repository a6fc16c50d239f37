import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPrefixed } from './run-prefixed.ts';

describe('runPrefixed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prefixes every line of both streams, keeps them and passes on a failing exit code', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const run = await runPrefixed('lint', 'sh', [
      '-c',
      'echo one; echo two >&2; printf "[lint 1/2] already prefixed"; exit 3',
    ]);
    expect(run.code).toBe(3);
    expect([...run.lines].sort()).toEqual(['[lint 1/2] already prefixed', 'one', 'two']);
    expect([...written].sort()).toEqual([
      '[lint 1/2] already prefixed\n',
      '[lint] one\n',
      '[lint] two\n',
    ]);
  });

  it('fails, with a line saying so, when the command cannot start', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const run = await runPrefixed('web', 'no-such-command-for-run-prefixed', []);
    expect(run.code).not.toBe(0);
    expect(run.lines.join('\n')).toContain('could not start no-such-command-for-run-prefixed');
  });
});
