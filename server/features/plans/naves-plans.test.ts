import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserPlan } from '@contract/plans.ts';
import { planSessions } from '../../db/schema/index.ts';
import { verseId } from '../../scripture/kjv.ts';
import { getPassage } from '../../scripture/passage.ts';
import { parseReference } from '../../scripture/references.ts';
import { navesReferences } from '../../study/naves.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { generateOfflinePlan, MAX_SESSION_VERSES } from './generator/index.ts';
import { findNavesTopic, readerCase } from './naves-topics.ts';

const ctx = setupTestApp();
const db = () => ctx.database.db;

/** Every verse id a reference covers. */
function verseIds(reference: string): Set<number> {
  const ids = new Set<number>();
  for (const r of parseReference(reference).ranges) {
    const from = verseId(r.bookIndex, r.startChapter, r.startVerse);
    const to = verseId(r.bookIndex, r.endChapter, r.endVerse);
    for (let id = from; id <= to; id++) ids.add(id);
  }
  return ids;
}

/** True when the passage holds at least one verse that the Nave's topic cites. */
function citesTopic(reference: string, topic: string): boolean {
  const passage = verseIds(reference);
  return navesReferences(topic).some((ref) => [...verseIds(ref)].some((id) => passage.has(id)));
}

// 'prayer', 'forgiveness' and 'anxiety' open with their central passages (central-plans.test.ts);
// these tests follow topics that are read from Nave's alone.
describe("a custom plan on 'praise', made offline", () => {
  it("reads passages Nave's gives under PRAISE, each resolving to text", async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: { type: 'theme', content: 'praise', planType: 'daily', sessions: 10 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json() as UserPlan;
    expect(plan.description).toContain("Nave's Topical Bible gives under Praise");
    const rows = await db()
      .select()
      .from(planSessions)
      .where(eq(planSessions.planId, plan.id))
      .orderBy(planSessions.day);
    expect(rows.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const row of rows) {
      expect(citesTopic(row.reference, 'PRAISE'), row.reference).toBe(true);
      expect(row.description, row.reference).toContain(
        "Nave's Topical Bible lists it under Praise",
      );
      const passage = getPassage(row.reference);
      expect(passage.reference).toBe(row.reference);
      expect(passage.verses.length).toBeGreaterThan(0);
      expect(passage.verses.length).toBeLessThanOrEqual(MAX_SESSION_VERSES.daily);
      for (const v of passage.verses) expect(v.text.trim(), row.reference).not.toBe('');
    }
    // Canonical order, no passage twice.
    const starts = rows.map((r) => Math.min(...verseIds(r.reference)));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(rows.map((r) => r.reference)).size).toBe(rows.length);
  });
});

describe("offline plans from Nave's", () => {
  it('finds the topic by its name or its closest name, and follows a bare pointer once', () => {
    expect(findNavesTopic('prayer')?.name).toBe('PRAYER');
    expect(findNavesTopic('Forgiveness')?.name).toBe('FORGIVENESS');
    expect(findNavesTopic('prayers')?.name).toBe('PRAYER');
    expect(findNavesTopic('grace')?.name).toBe('GRACE OF GOD');
    expect(findNavesTopic('xylophone')).toBeUndefined();
    // ANXIETY gives no reference of its own: "See CARE".
    const anxiety = findNavesTopic('anxiety')!;
    expect(anxiety.refs).toEqual([]);
    expect(anxiety.seeRefs.length).toBeGreaterThan(0);
    expect(new Set(anxiety.seeRefs.map((r) => r.topic))).toEqual(new Set(['CARE']));
  });

  it('writes topic names in a reader’s case', () => {
    expect(readerCase('PRAYER')).toBe('Prayer');
    expect(readerCase('LOVE OF GOD')).toBe('Love of God');
    expect(readerCase("LORD'S SUPPER")).toBe("Lord's Supper");
    expect(readerCase('JESUS, THE CHRIST')).toBe('Jesus, the Christ');
  });

  it("builds 'repentance' from REPENTANCE and 'fear' from COWARDICE, within one sitting", () => {
    for (const [topic, source] of [
      ['repentance', 'REPENTANCE'],
      // FEAR gives no reference of its own: "See COWARDICE".
      ['fear', 'COWARDICE'],
      ['Prayer in the Psalms', 'PRAYER'],
    ] as const) {
      const plan = generateOfflinePlan({ topic, kind: 'custom', planType: 'daily', sessions: 7 });
      expect(plan.sessions.length, topic).toBeGreaterThan(0);
      for (const s of plan.sessions) {
        expect(citesTopic(s.reference, source), `${topic}: ${s.reference}`).toBe(true);
        expect(verseIds(s.reference).size).toBeLessThanOrEqual(MAX_SESSION_VERSES.daily);
        expect(getPassage(s.reference).reference).toBe(s.reference);
      }
    }
  });

  it("keeps a lone verse's neighbours: every Nave's verse is read inside its section", () => {
    // Proverbs 25:21 ends with a colon; the study notes' section runs 25:21-28.
    const plan = generateOfflinePlan({
      topic: 'enemies',
      kind: 'custom',
      planType: 'daily',
      sessions: 7,
    });
    expect(plan.sessions.map((s) => s.reference)).toContain('Proverbs 25:21-28');
  });

  it("falls back to the word heuristics for topics Nave's lacks", () => {
    const plan = generateOfflinePlan({
      topic: 'forgiveness and grace',
      kind: 'custom',
      planType: 'daily',
      sessions: 5,
    });
    expect(plan.description).not.toContain("Nave's");
    expect(plan.sessions).toHaveLength(5);
  });
});
