import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../../test/reader-answer-helpers.ts';
import { PasswordJudgeClient } from './client.ts';

// Decision 192: the password judge runs in a worker thread, started by the first password and ended when idle.

let client: PasswordJudgeClient | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

describe('the password judge thread', () => {
  it('judges, ends when idle, and starts again for the next password', async () => {
    client = new PasswordJudgeClient(200);
    expect(client.running).toBe(false);
    const strong = await client.judge('copper kettle under the quiet orchard', []);
    expect(strong).toEqual({ common: false, score: 4, personal: false });
    expect(client.running).toBe(true);
    await until(() => !client!.running);

    expect(await client.judge('123456', [])).toMatchObject({ common: true });
    const personal = await client.judge('mareksmith', ['marek', 'smith']);
    expect(personal.personal).toBe(true);
    expect(personal.score).toBeLessThan(3);
  });

  it('answers several passwords at once, each its own verdict', async () => {
    client = new PasswordJudgeClient();
    const [weak, common, strong] = await Promise.all([
      client.judge('qwertyuiop', []),
      client.judge('password', []),
      client.judge('seven lanterns drifting past the harbour wall', []),
    ]);
    expect(weak.score).toBeLessThan(3);
    expect(common.common).toBe(true);
    expect(strong.score).toBeGreaterThanOrEqual(3);
  });

  it('fails the passwords it was judging when closed, and starts anew afterwards', async () => {
    client = new PasswordJudgeClient();
    const waiting = expect(
      client.judge('copper kettle under the quiet orchard', []),
    ).rejects.toThrow(/closed/);
    await client.close();
    await waiting;
    expect(client.running).toBe(false);
    expect((await client.judge('password', [])).common).toBe(true);
  });
});
