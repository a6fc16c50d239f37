import { describe, expect, it } from 'vitest';
import { buildInsightMessages, PROMPT_VERSION } from './prompt.ts';
import { parseInsightContent } from './provider.ts';

const valid = {
  summary: 'A summary.',
  themes: [
    { title: 'A', description: 'a' },
    { title: 'B', description: 'b' },
  ],
  questions: ['One?', 'Two?'],
};

describe('parseInsightContent', () => {
  it('accepts a valid insight, also inside a ```json fence', () => {
    expect(parseInsightContent(JSON.stringify(valid))).toEqual(valid);
    expect(parseInsightContent('```json\n' + JSON.stringify(valid) + '\n```')).toEqual(valid);
  });

  it('rejects empty, non-JSON and wrongly shaped replies with a reason', () => {
    expect(parseInsightContent('')).toEqual({ error: 'empty reply' });
    expect(parseInsightContent('{"summary": ')).toEqual({ error: 'reply is not valid JSON' });
    expect(
      parseInsightContent(JSON.stringify({ ...valid, themes: [valid.themes[0]] })),
    ).toMatchObject({
      error: expect.stringMatching(/wrong shape \(themes/),
    });
    expect(
      parseInsightContent(JSON.stringify({ ...valid, questions: Array(7).fill('Q?') })),
    ).toMatchObject({
      error: expect.stringMatching(/questions/),
    });
  });
});

describe('buildInsightMessages', () => {
  it('is versioned and puts the passage between delimiters after the instructions', () => {
    expect(PROMPT_VERSION).toBe('v2');
    const [system, user] = buildInsightMessages({
      reference: 'Ruth 1:16-17',
      translation: 'kjv',
      passage: '16 And Ruth said, Intreat me not to leave thee',
      planType: 'session',
    });
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/Never invent a reference/);
    expect(user?.content).toContain('about 1500 words');
    expect(user?.content).not.toMatch(/plan/i);
    expect(user?.content).toMatch(
      /<passage>\n16 And Ruth said, Intreat me not to leave thee\n<\/passage>$/,
    );
  });
});
