import { describe, expect, it } from 'vitest';
import { verseId } from '../../scripture/kjv.ts';
import { parseReference } from '../../scripture/references.ts';
import { centralTopics } from './central-passages.ts';
import { ruthAndJonah } from './curated/ruth-and-jonah.ts';
import { generateOfflinePlan, MAX_SESSION_VERSES } from './generator/index.ts';
import { findNavesTopic, otherSense } from './naves-topics.ts';
import { sectionsAround, unitFits } from './story-units.ts';

const plan = (topic: string, sessions = 7) =>
  generateOfflinePlan({ topic, kind: 'theme', planType: 'daily', sessions });
const refs = (topic: string, sessions = 7) =>
  plan(topic, sessions).sessions.map((s) => s.reference);

/** Every verse id a reference covers. */
function ids(reference: string): Set<number> {
  const out = new Set<number>();
  for (const r of parseReference(reference).ranges) {
    const from = verseId(r.bookIndex, r.startChapter, r.startVerse);
    const to = verseId(r.bookIndex, r.endChapter, r.endVerse);
    for (let id = from; id <= to; id++) out.add(id);
  }
  return out;
}
const covers = (reference: string, verse: string) =>
  [...ids(verse)].every((id) => ids(reference).has(id));

describe('offline topic plans open with the passages at the heart of the topic', () => {
  it('marriage: Genesis 2, Matthew 19, Ephesians 5 and 1 Peter 3, not Leviticus 20 or 1 Samuel 18', () => {
    const r = refs('marriage');
    for (const v of ['Genesis 2:24', 'Matthew 19:6', 'Ephesians 5:25', '1 Peter 3:7']) {
      expect(
        r.some((x) => covers(x, v)),
        v,
      ).toBe(true);
    }
    expect(r.some((x) => /^(?:Leviticus 20|1 Samuel 18|Mark 12)/.test(x))).toBe(false);
  });

  it('resurrection: 1 Corinthians 15 and an Easter morning', () => {
    const r = refs('resurrection');
    expect(r.some((x) => covers(x, '1 Corinthians 15:20'))).toBe(true);
    expect(r.some((x) => covers(x, 'Matthew 28:6') || covers(x, 'John 20:1'))).toBe(true);
  });

  it('forgiveness: God forgiving sin comes first', () => {
    const r = refs('forgiveness');
    expect(covers(r[0]!, 'Psalms 32:5')).toBe(true);
    expect(r.some((x) => covers(x, '1 John 1:9'))).toBe(true);
  });

  it("prayer never reads Psalm 109's 'let his prayer become sin'", () => {
    for (const n of [7, 14]) {
      expect(refs('prayer', n).some((x) => ids(x).has([...ids('Psalms 109:7')][0]!))).toBe(false);
    }
    expect(refs('prayer').some((x) => covers(x, 'Matthew 6:9'))).toBe(true);
  });

  it('humility reads Matthew 20:20-28 and stops before the next story', () => {
    const r = refs('humility');
    expect(r).toContain('Matthew 20:20-28');
    expect(r.some((x) => ids(x).has([...ids('Matthew 20:29')][0]!))).toBe(false);
  });

  it("writes 'Holy Spirit' with both capitals", () => {
    const p = plan('holy spirit');
    expect(`${p.title} ${p.description}`).not.toMatch(/Holy spirit/);
    expect(p.description).toMatch(/Holy Spirit/);
  });

  it('a longer plan adds Nave’s passages after the central ones, never the same verses twice', () => {
    const r = refs('marriage', 21);
    expect(r).toHaveLength(21);
    const seen = new Set<number>();
    for (const x of r) {
      for (const id of ids(x)) {
        expect(seen.has(id), x).toBe(false);
        seen.add(id);
      }
    }
    expect(plan('marriage', 21).description).toMatch(/Nave's Topical Bible/);
  });

  it('each of the ten topics has fourteen central passages, so a fortnight never reaches Nave’s', () => {
    expect(centralTopics()).toHaveLength(10);
    for (const topic of centralTopics()) {
      expect(topic.passages, topic.name).toHaveLength(14);
      const p = plan(topic.name, 14);
      expect(p.description, topic.name).not.toMatch(/Nave's/);
      expect(
        p.sessions.map((s) => s.title),
        topic.name,
      ).toEqual(topic.passages.map((x) => x.title));
    }
  });

  it('every central passage resolves and fits one daily reading', () => {
    for (const topic of centralTopics()) {
      for (const p of topic.passages) {
        const n = ids(p.reference).size;
        expect(n, p.reference).toBeGreaterThan(0);
        expect(n, p.reference).toBeLessThanOrEqual(MAX_SESSION_VERSES.daily);
      }
    }
  });
});

describe('Ruth and Jonah', () => {
  it('titles day 14 by where Acts 10:23-48 happens (Caesarea), not Joppa alone', () => {
    const day = ruthAndJonah.sessions.find((s) => s.day === 14)!;
    expect(day.reference).toBe('Acts 10:23-48');
    expect(day.title).not.toBe('Peter at Joppa');
    expect(day.title).toMatch(/Caesarea/);
  });
});

describe("days taken from Nave's", () => {
  const navesDays = (topic: string, sessions: number) =>
    plan(topic, sessions).sessions.filter((s) => s.description.includes("Nave's Topical Bible"));

  it("read the study notes' whole section(s), never splitting a story or running into the next", () => {
    let checked = 0;
    for (const topic of ['humility', 'forgiveness', 'prayer', 'marriage', 'riches', 'repentance']) {
      for (const s of navesDays(topic, 24)) {
        const r = parseReference(s.reference).ranges[0]!;
        const from = verseId(r.bookIndex, r.startChapter, r.startVerse);
        const to = verseId(r.bookIndex, r.endChapter, r.endVerse);
        const unit = sectionsAround(from, to);
        if (!unit) continue;
        checked++;
        // Never past the sections its verses sit in.
        expect(from >= unit[0] && to <= unit[1], `${topic}: ${s.reference}`).toBe(true);
        // The whole of them when they fit a sitting (a whole psalm is a unit of its own).
        const wholePsalm =
          r.bookIndex === 18 && r.startVerse === 1 && r.startChapter === r.endChapter;
        if (unitFits(unit[0], unit[1], MAX_SESSION_VERSES.daily) && !wholePsalm) {
          expect([from, to], `${topic}: ${s.reference}`).toEqual(unit);
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
    // Job 9:14-15, two verses of a speech, becomes the speech's section.
    expect(refs('humility', 24)).toContain('Job 9:13-24');
  });

  it("follow Nave's pointer to SIN, FORGIVENESS OF when FORGIVENESS's own lines are thin", () => {
    const match = findNavesTopic('forgiveness')!;
    expect(match.pointedRefs.some((r) => r.topic === 'SIN' && r.line === 'Forgiveness of')).toBe(
      true,
    );
    const days = navesDays('forgiveness', 24);
    // God forgiving sin: "I have pardoned according to thy word", "Thou hast forgiven the iniquity".
    expect(days.some((s) => covers(s.reference, 'Numbers 14:20'))).toBe(true);
    expect(days.some((s) => covers(s.reference, 'Psalms 85:2'))).toBe(true);
    expect(
      days.filter((s) => s.description.includes('Sin: "Forgiveness of"')).length,
    ).toBeGreaterThan(3);
  });

  it('never read a line that uses the word in another sense', () => {
    for (const label of ['Imprecatory', 'OF WICKED PEOPLE NOT HEARD', 'To idols', 'FIGURATIVE'])
      expect(otherSense(label), label).toBe(true);
    for (const label of ['Secret', 'ANSWERED', 'Of David', 'OF ENEMIES'])
      expect(otherSense(label), label).toBe(false);
    const prayer = findNavesTopic('prayer')!;
    expect(prayer.avoid).toContain('Psalms 109:7');
    expect(prayer.refs.some((r) => /imprecatory/i.test(r.line))).toBe(false);
    const avoided = new Set(prayer.avoid.flatMap((a) => [...ids(a)]));
    for (const n of [21, 30, 40]) {
      for (const s of navesDays('prayer', n)) {
        expect(
          [...ids(s.reference)].some((id) => avoided.has(id)),
          s.reference,
        ).toBe(false);
      }
    }
    // Marriage as a figure of God and his people is not a day of a plan on marriage.
    const marriage = findNavesTopic('marriage')!;
    expect(marriage.avoid).toContain('Hosea 1:2');
    expect(refs('marriage', 30).some((s) => covers(s, 'Hosea 1:2'))).toBe(false);
  });
});
