import { describe, expect, it } from 'vitest';
import { sectionHeadingsFor } from '../../notes/section-headings.ts';
import { chapterNote } from '../../notes/notes.ts';
import { getVerse } from '../../scripture/kjv.ts';
import { getPassage } from '../../scripture/passage.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../../test/factories-plans.ts';

const headings = (reference: string, translation = 'kjv') =>
  sectionHeadingsFor(getPassage(reference, translation).verses).map(
    (h) => `${h.book} ${h.chapter}:${h.verse} ${h.text}`,
  );

describe("the study notes' section headings for a passage", () => {
  it('names each section starting in the passage, and the one it opens inside', () => {
    const sections = chapterNote('Genesis', 22)?.sections ?? [];
    const binding = sections.find((s) => s.start <= 10 && s.end >= 10);
    expect(binding?.start).toBeLessThan(10);
    const after = sections.filter((s) => s.start > 10 && s.start <= 22);
    expect(headings('Genesis 22:10-22')).toEqual([
      `Genesis 22:10 ${binding?.heading}`,
      ...after.map((s) => `Genesis 22:${s.start} ${s.heading}`),
    ]);
  });

  it("crosses chapters and books, each chapter's first section at its first verse", () => {
    const found = headings('Malachi 4:5-Matthew 1:2');
    expect(found[0]).toMatch(/^Malachi 4:5 /);
    expect(found.at(-1)).toBe(`Matthew 1:1 ${chapterNote('Matthew', 1)?.sections[0]?.heading}`);
  });

  it('gives the same verses in the WEB', () => {
    expect(headings('Psalm 46', 'web')).toEqual(headings('Psalm 46'));
    expect(headings('Psalm 46')).toHaveLength(chapterNote('Psalms', 46)?.sections.length ?? -1);
  });
});

describe("Today's reading and the Bible reader carry the headings beside the text", () => {
  const ctx = setupTestApp();

  it("Today: headings beside a passage whose text is the KJV's, byte for byte", async () => {
    const reader = await signedInUser(ctx.database.db);
    const { plan } = await createPlanWithSessions(ctx.database.db, {
      sessions: [{ reference: 'John 3:1-21' }],
    });
    await activatePlan(ctx.database.db, reader.user.id, plan.id, 1);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/readings/today',
      headers: reader.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const sections = chapterNote('John', 3)?.sections.filter((s) => s.start <= 21) ?? [];
    expect(body.sectionHeadings).toEqual(
      sections.map((s) => ({ book: 'John', chapter: 3, verse: s.start, text: s.heading })),
    );
    const verses = Array.from({ length: 21 }, (_, i) => `${i + 1} ${getVerse('John', 3, i + 1)}`);
    expect(body.passage).toBe(verses.join('\n\n'));
    expect(body.passage).not.toMatch(/^#/m);
  });

  it('the Bible reader: headings beside the chapter, its text unchanged', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/bible/chapters/psalms/46' });
    const body = res.json();
    expect(body.passage).toBe(getPassage('Psalm 46').passage);
    expect(body.sectionHeadings).toEqual(
      chapterNote('Psalms', 46)?.sections.map((s) => ({
        book: 'Psalms',
        chapter: 46,
        verse: s.start,
        text: s.heading,
      })),
    );
  });
});
