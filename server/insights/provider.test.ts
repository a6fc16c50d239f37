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
    const read = { ...valid, sources: [] };
    expect(parseInsightContent(JSON.stringify(valid))).toEqual(read);
    expect(parseInsightContent('```json\n' + JSON.stringify(valid) + '\n```')).toEqual(read);
  });

  it('reads the sources the model names, trimmed, and ignores odd ones', () => {
    expect(
      parseInsightContent(
        JSON.stringify({
          ...valid,
          sources: [' Ruth 1 (KJV) ', 7, '', "Matthew Henry's Concise Commentary"],
        }),
      ),
    ).toEqual({ ...valid, sources: ['Ruth 1 (KJV)', "Matthew Henry's Concise Commentary"] });
    expect(parseInsightContent(JSON.stringify({ ...valid, sources: 'all of them' }))).toEqual({
      ...valid,
      sources: [],
    });
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
    expect(PROMPT_VERSION).toBe('v4');
    const [system, user] = buildInsightMessages({
      reference: 'Ruth 1:16-17',
      translation: 'kjv',
      passage: '16 And Ruth said, Intreat me not to leave thee',
      planType: 'session',
      commentary: [],
      sources: ['Ruth 1:16-17 (KJV)'],
    });
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/Never invent a reference/);
    expect(user?.content).toContain('about 1500 words');
    expect(user?.content).not.toMatch(/plan/i);
    expect(user?.content).toMatch(
      /<passage>\n16 And Ruth said, Intreat me not to leave thee\n<\/passage>$/,
    );
    expect(user?.content).toContain('Labels for "sources": "Ruth 1:16-17 (KJV)".');
    expect(system?.content).toMatch(/quote the translation given word for word/);
  });

  it('puts the commentary after the passage, each section named, and asks to name the sources', () => {
    const [, user] = buildInsightMessages({
      reference: 'Ruth 1:16-17',
      translation: 'kjv',
      passage: '16 And Ruth said, Intreat me not to leave thee',
      planType: 'daily',
      commentary: [
        {
          author: 'Matthew Henry',
          work: 'Concise Commentary',
          heading: 'Verses 15-18',
          reference: 'Ruth 1:15-18',
          text: 'See the power of resolution.',
          abridged: false,
        },
      ],
      sources: ['Ruth 1:16-17 (KJV)', "Matthew Henry's Concise Commentary"],
    });
    expect(user?.content).toMatch(
      /<\/passage>\n\n<commentary>\n### Matthew Henry, Concise Commentary: Verses 15-18 \(Ruth 1:15-18\)\n\nSee the power of resolution\.\n<\/commentary>$/,
    );
    expect(user?.content).toContain(`"Matthew Henry's Concise Commentary"`);
  });
});
