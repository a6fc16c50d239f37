import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { GREEK_FIXES, HEBREW_FIXES } from './corrections.ts';
import { parseGreekLexicon } from './greek-lexicon.ts';
import { hebrewSenses, parseHebrewLexicon, withoutTwot } from './hebrew-lexicon.ts';

// The shipped dictionaries, read as the app reads them.
const resolve = createRequire(import.meta.url).resolve;
const hebrewXml = readFileSync(resolve('strongs/hebrew/StrongHebrewG.xml'), 'utf8');
const greekXml = readFileSync(
  resolve('strongs/greek/StrongsGreekDictionaryXML_1.4/strongsgreek.xml'),
  'utf8',
);
const hebrew = await parseHebrewLexicon(hebrewXml);
const greek = await parseGreekLexicon(greekXml);
const def = (n: number) => hebrew.get(n)?.definition ?? '';

/** Raw entry blocks of the Hebrew file, by number. */
const hebrewBlocks = new Map<number, string>();
for (const m of hebrewXml.matchAll(/<div type="entry"[^>]*>([\s\S]*?)<\/div>/g)) {
  const id = /\bID="H(\d+)"/.exec(m[1] as string);
  if (id) hebrewBlocks.set(Number(id[1]), m[1] as string);
}
const greekBlocks = new Map<number, string>();
for (const m of greekXml.matchAll(/<entry strongs="(\d+)">([\s\S]*?)<\/entry>/g)) {
  greekBlocks.set(Number(m[1]), m[2] as string);
}

describe("Strong's cross-references", () => {
  it('H3916, the Aramaic for night, corresponds to H3915 and is not the name Lael', () => {
    expect(def(3916)).toMatch(/corresponding to layil \(H3915\)/);
    expect(def(3916)).not.toMatch(/Lael|H3815/);
  });

  it('entries that cited themselves cite their source', () => {
    expect(def(585)).toMatch(/From ʼânach \(H584\)/);
    expect(def(2687)).toMatch(/From châtsats \(H2686\)/);
    expect(def(2421)).toMatch(/compare châvâh \(H2331\), chayûwth \(H2424\)/);
    expect(def(2470)).toMatch(/compare chûwl \(H2342\), châlal \(H2490\)\)/);
    expect(def(1992)).toMatch(/masculine plural from hûwʼ \(H1931\)/);
  });

  it('no Hebrew entry cites its own number', () => {
    const selfCiting = [...hebrew].filter(([n, e]) => e.definition.includes(`(H${n})`));
    expect(selfCiting.map(([n]) => n)).toEqual([]);
  });

  it('every cross-reference of both dictionaries names an entry that exists', () => {
    const missing: string[] = [];
    for (const [n, e] of hebrew) {
      for (const [, ref] of e.definition.matchAll(/\(H(\d+)\)/g)) {
        if (!hebrew.has(Number(ref))) missing.push(`H${n} → H${ref}`);
      }
    }
    for (const [n, e] of greek) {
      for (const [, lang, ref] of e.definition.matchAll(/\b([GH])(\d+)\b/g)) {
        if (!(lang === 'H' ? hebrew : greek).has(Number(ref)))
          missing.push(`G${n} → ${lang}${ref}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('verse numbers the data mistook for dictionary numbers read as verses', () => {
    expect(def(4023)).toMatch(/\(Zechariah 12:11\)/);
    expect(def(5375)).toMatch(/\(Psalm 4:6 \(Hebrew verse 7\)\)/);
    expect(def(5375)).not.toMatch(/\(H7\)/);
    expect(def(7417)).not.toMatch(/\(H77\)/);
  });

  it('each correction still finds the number it corrects in its entry', () => {
    for (const fix of HEBREW_FIXES) {
      const notes = (hebrewBlocks.get(fix.entry) ?? '').match(/<note[\s\S]*?<\/note>/g)?.join('');
      expect(notes, `H${fix.entry}`).toMatch(new RegExp(`src="0*${fix.wrong}"`));
    }
    for (const fix of GREEK_FIXES) {
      expect(greekBlocks.get(fix.entry), `G${fix.entry}`).toMatch(
        new RegExp(`<strongsref [^>]*strongs="0*${fix.wrong}"`),
      );
    }
  });
});

describe('Hebrew meanings', () => {
  it("lists every sense, so H430's last, 'God', is there", () => {
    expect(def(430)).toMatch(/Meanings: rulers, judges; .*; the \(true\) God; God\./);
  });

  it('no gloss marked as the Theological Wordbook of the Old Testament reaches a reader', () => {
    let marked = 0;
    const leaked: string[] = [];
    for (const [n, block] of hebrewBlocks) {
      if (!/<item>[^<]*TWOT/.test(block)) continue;
      const items = [...block.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1] as string);
      // What each item says before any mark: the only text a sense may come from.
      const unmarked = items.map((item) =>
        item
          .split(/\((?:BDB\/)?TWOT(?: \+)?\)/)[0]!
          .replace(/\((?:CLBL|BDB)\)/g, ' ')
          .replace(/^\s*\d+[a-z0-9]*\)\s*/, '')
          .replace(/[\s,;]+$/, '')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      // Sub-senses of a sense that is all the Wordbook's ('3) (TWOT)', '3a) a people').
      const parents = new Set(
        items
          .filter((item) => /^\s*\d+\)\s*(?:\([^)]*\)\s*)*\((?:BDB\/)?TWOT/.test(item))
          .map((item) => /^\s*(\d+)/.exec(item)![1]),
      );
      marked++;
      for (const sense of hebrewSenses(block)) {
        const from = unmarked.findIndex((u, i) => {
          const sub = /^\s*(\d+)[a-z]/.exec(items[i]!);
          return u === sense && !(sub && parents.has(sub[1]));
        });
        if (from < 0) leaked.push(`H${n}: ${sense}`);
      }
    }
    expect(marked).toBeGreaterThan(70);
    expect(leaked).toEqual([]);
  });

  it('cuts out marked glosses and drops items that are all the Wordbook’s', () => {
    expect(withoutTwot('2) (TWOT) love')).toBeNull();
    expect(withoutTwot('1) (Qal) (TWOT) to intreat, to pity')).toBeNull();
    expect(withoutTwot('A sentence. (TWOT)')).toBeNull();
    expect(withoutTwot('1) habitations, jackals, (TWOT) dragon, (TWOT) sea monster')).toBe(
      '1) habitations, jackals',
    );
    expect(withoutTwot('1) to love')).toBe('1) to love');
  });
});
