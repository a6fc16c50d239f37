import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  STUDY_DATA_FORMAT,
  type BibleFile,
  type ModuleSource,
  type Token,
  type VerseRecord,
} from '../server/scripture/format.ts';
import type {
  CommentaryFile,
  CommentarySection,
  NavesFile,
  TopicRecord,
} from '../server/study/format.ts';
import { BOOKS, bookIndex } from '../server/scripture/books.ts';
import {
  commentaryText,
  headingTitles,
  opensParagraph,
  parseImp,
  parseTopic,
  parseVerse,
  splitSections,
  verseKey,
} from './data-import/osis.ts';
import { compareKjv } from './data-import/compare-kjv.ts';

// npm run data:import — run once by a maintainer; its output is committed and the app reads
// only that output (server/study/study-data). Needs Debian's SWORD packages, which it installs when
// missing (as root). Re-running it reproduces the files byte for byte.

const PACKAGES = [
  'libsword-utils',
  'sword-text-kjv',
  'sword-text-web',
  'sword-comm-mhcc',
  'sword-comm-tdavid',
  'sword-dict-naves',
];
const SWORD = '/usr/share/sword';
const OUT = join(import.meta.dirname, '..', 'server', 'study', 'study-data');

function have(cmd: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function installPackages(): void {
  const missing = PACKAGES.filter((p) => {
    try {
      execFileSync('dpkg', ['-s', p], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0 && have('mod2imp')) return;
  console.log(`installing ${missing.join(' ')}`);
  const install = () =>
    execFileSync('apt-get', ['install', '-y', ...PACKAGES], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'] });
    install();
  }
}

/** The .conf file of a module: its first value for each key. */
function conf(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of readFileSync(join(SWORD, 'mods.d', file), 'utf8').split('\n')) {
    const m = /^(\w+)=(.*)$/.exec(line);
    if (m && !((m[1] as string) in out)) out[m[1] as string] = (m[2] as string).trim();
  }
  return out;
}

function source(module: string, file: string): ModuleSource {
  const c = conf(file);
  return {
    module,
    version: c.Version ?? '',
    date: c.SwordVersionDate ?? '',
    licence: c.DistributionLicense ?? c.Copyright ?? '',
  };
}

/**
 * Exports a module with mod2imp. MHCC's .conf says ModDrv=zCom4, but its verse index has
 * zCom's 10-byte records (ot.bzv is 241,150 bytes = 24,115 × 10), so mod2imp misreads it
 * ("Error reading ulCompOffset", text shifted to the wrong verses). For such a module we
 * point SWORD_PATH at a copy of the .conf with the right driver.
 */
function exportModule(module: string, driverFix?: { file: string; driver: string }): string {
  let env = process.env;
  let tmp: string | undefined;
  if (driverFix) {
    tmp = mkdtempSync(join(tmpdir(), 'lamplight-sword-'));
    mkdirSync(join(tmp, 'mods.d'));
    symlinkSync(join(SWORD, 'modules'), join(tmp, 'modules'));
    const text = readFileSync(join(SWORD, 'mods.d', driverFix.file), 'utf8').replace(
      /^ModDrv=.*$/m,
      `ModDrv=${driverFix.driver}`,
    );
    writeFileSync(join(tmp, 'mods.d', driverFix.file), text);
    env = { ...process.env, SWORD_PATH: tmp };
  }
  try {
    const out = execFileSync('mod2imp', [module], {
      env,
      maxBuffer: 1 << 30,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return out;
  } finally {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}

function writeGz(name: string, data: unknown): { raw: number; gz: number } {
  const json = `${JSON.stringify(data)}\n`;
  // Fixed level; Node's gzip header carries no name and mtime 0, so the bytes are stable.
  const gz = gzipSync(json, { level: 9 });
  writeFileSync(join(OUT, name), gz);
  return { raw: Buffer.byteLength(json), gz: gz.length };
}

interface BibleStats {
  verses: number;
  words: number;
  tagged: number;
  italics: number;
  notes: number;
  titles: number;
  headings: number;
  subscriptions: number;
  paragraphs: number;
  jesus: number;
  badLemmas: number;
  outsideCanon: number;
}

/**
 * Text a module keeps after a verse marker inside another verse's entry, and where it goes.
 * The WEB (NRSVA versification) has Romans 16:25-27 as one run after Romans 14:23 (its note:
 * "TR places verses 24-26 after Romans 16:24 as verses 25-27"); the KJV reads them at
 * Romans 16:25-27, so the run is kept there, under 16:25.
 */
const OVERFLOW: Record<string, string> = { 'web Romans 14:23': 'Romans 16:25' };

/** Splits an entry at a verse marker that follows its text: [own text, overflow or '']. */
function splitOverflow(text: string): [string, string] {
  const markers = [
    ...text.matchAll(/<div type="x-milestone" subType="x-preverse" sID="[^"]*"\/>/g),
  ];
  for (const m of markers) {
    const at = m.index;
    const before = text
      .slice(0, at)
      .replace(/<[^>]*>/g, '')
      .trim();
    const after = text
      .slice(at)
      .replace(/<note.*?<\/note>/g, '')
      .replace(/<[^>]*>/g, '')
      .trim();
    if (before && after) return [text.slice(0, at), text.slice(at)];
  }
  return [text, ''];
}

const tokensText = (tokens: Token[]) =>
  tokens.map((t) => (typeof t === 'string' ? t : t[0])).join('');

function importBible(
  module: string,
  confFile: string,
  translation: 'kjv' | 'web',
): [BibleFile, BibleStats] {
  const entries = parseImp(exportModule(module));
  const file: BibleFile = {
    format: STUDY_DATA_FORMAT,
    translation,
    source: source(module, confFile),
    verses: {},
    titles: {},
    headings: {},
    subscriptions: {},
  };
  const stats: BibleStats = {
    verses: 0,
    words: 0,
    tagged: 0,
    italics: 0,
    notes: 0,
    titles: 0,
    headings: 0,
    subscriptions: 0,
    paragraphs: 0,
    jesus: 0,
    badLemmas: 0,
    outsideCanon: 0,
  };
  const overflowVerses = new Map<string, VerseRecord>();
  const addHeadings = (ref: string, lines: string[]) => {
    if (!lines.length) return;
    (file.headings[ref] ??= []).push(...lines);
    stats.headings += lines.length;
  };
  // Chapters whose later verses carry a Psalm title: those are letter headings (the WEB's
  // Psalm 119 marks ALEPH … TAV as titles), and so is the one on verse 1.
  const lettered = new Set<string>();
  let paragraph = false;
  let pendingHeadings: string[] = [];
  for (const { key, text } of entries) {
    const k = verseKey(key);
    if (!k) {
      if (/ \d+:\d+$/.test(key) && text.trim()) stats.outsideCanon++;
      pendingHeadings = []; // a heading inside a book outside the canon (WEB)
      paragraph = false;
      continue;
    }
    if (k.chapter === 0) {
      // A book's introduction. The WEB's NRSVA versification files whole deuterocanonical
      // books under the next book's (Daniel with Greek portions under 'Hosea 0:0'): its
      // titles are not the next book's headings.
      if (opensParagraph(text)) paragraph = true;
      pendingHeadings = [];
      continue;
    }
    if (k.verse === 0) {
      if (opensParagraph(text)) paragraph = true;
      pendingHeadings.push(...headingTitles(text));
      continue;
    }
    const ref = `${k.book} ${k.chapter}:${k.verse}`;
    const [own, overflow] = splitOverflow(text);
    if (overflow) {
      const target = OVERFLOW[`${translation} ${ref}`];
      if (!target) throw new Error(`${module} ${ref}: text after a verse marker, no place for it`);
      const extra = parseVerse(overflow, true, translation === 'kjv');
      if (extra.record.w.length) overflowVerses.set(target, extra.record);
    }
    const parsed = parseVerse(own, paragraph, translation === 'kjv');
    paragraph = parsed.paragraphAfter;
    if (parsed.record.w.length === 0 && !parsed.title && !overflowVerses.has(ref)) continue; // verses this edition omits
    file.verses[ref] = overflowVerses.get(ref) ?? parsed.record;
    stats.verses++;
    if (parsed.record.p) stats.paragraphs++;
    for (const t of parsed.record.w) {
      if (typeof t === 'string') continue;
      stats.words++;
      if (t[1]) stats.tagged++;
      if (t[2]?.includes('i')) stats.italics++;
      if (t[2]?.includes('j')) stats.jesus++;
    }
    stats.notes += parsed.record.notes?.length ?? 0;
    stats.badLemmas += parsed.badLemmas.length;
    const chapterKey = `${k.book} ${k.chapter}`;
    // Headings from the chapter's heading entry come first, in the module's order: before the
    // Psalm title when the verse has one (keyed to verse 0, the title's place), else before
    // the verse.
    if (parsed.title && k.verse === 1) {
      addHeadings(`${k.book} ${k.chapter}:0`, pendingHeadings);
      file.titles[chapterKey] = parsed.title;
      stats.titles++;
    } else {
      addHeadings(ref, pendingHeadings);
      if (parsed.title) {
        addHeadings(ref, [tokensText(parsed.title)]);
        lettered.add(chapterKey);
      }
    }
    pendingHeadings = [];
    if (parsed.heading) addHeadings(ref, [parsed.heading]);
    if (parsed.subscription) {
      file.subscriptions[ref] = parsed.subscription;
      stats.subscriptions++;
    }
  }
  for (const chapterKey of lettered) {
    const title = file.titles[chapterKey];
    if (!title) continue;
    delete file.titles[chapterKey];
    stats.titles--;
    const first = `${chapterKey}:1`;
    const before = file.headings[`${chapterKey}:0`] ?? [];
    delete file.headings[`${chapterKey}:0`];
    file.headings[first] = [...before, tokensText(title), ...(file.headings[first] ?? [])];
    stats.headings++;
  }
  // Canonical order of the keys, whatever order the moves above left them in.
  const order = (ref: string) => {
    const m = /^(.+) (\d+):(\d+)$/.exec(ref) as RegExpExecArray;
    return [bookIndex(m[1] as string), Number(m[2]), Number(m[3])] as const;
  };
  file.headings = Object.fromEntries(
    Object.entries(file.headings).sort(([a], [b]) => {
      const x = order(a);
      const y = order(b);
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    }),
  );
  return [file, stats];
}

function sortSections(sections: CommentarySection[]): CommentarySection[] {
  const order = new Map(BOOKS.map((b, i) => [b.name, i]));
  return sections
    .map((s, i) => ({ s, i }))
    .sort(
      (a, b) =>
        (order.get(a.s.book) ?? 0) - (order.get(b.s.book) ?? 0) ||
        a.s.chapter - b.s.chapter ||
        a.s.start - b.s.start ||
        a.i - b.i,
    )
    .map(({ s }) => s);
}

function importMhcc(): CommentaryFile {
  const entries = parseImp(exportModule('MHCC', { file: 'mhcc.conf', driver: 'zCom' }));
  const sections: CommentarySection[] = [];
  const chapterOnly: { book: string; chapter: number; text: string }[] = [];
  for (const { key, text } of entries) {
    const k = verseKey(key);
    if (!k || k.chapter === 0 || !text.trim()) continue;
    if (k.verse === 0) {
      // A few chapters (Leviticus 19, Psalm 108) sit whole in the chapter's heading entry: the
      // text after its 'Chapter N' title. Kept below when the chapter has no entry of its own.
      const at = text.search(/<title type="x-s2">Chapter \d+<\/title>/);
      if (at >= 0) chapterOnly.push({ book: k.book, chapter: k.chapter, text: text.slice(at) });
      continue;
    }
    const plain = commentaryText(text, /^Verses?\s+\d/);
    sections.push(...splitSections(plain, k.book, k.chapter, k.verse));
  }
  const has = new Set(sections.map((s) => `${s.book} ${s.chapter}`));
  for (const c of chapterOnly) {
    if (has.has(`${c.book} ${c.chapter}`)) continue;
    const plain = commentaryText(c.text, /^Verses?\s+\d/);
    sections.push(...splitSections(plain, c.book, c.chapter, 1).filter((s) => s.text.trim()));
  }
  return {
    format: STUDY_DATA_FORMAT,
    author: 'Matthew Henry',
    title: "Matthew Henry's Concise Commentary on the Whole Bible",
    source: source('MHCC', 'mhcc.conf'),
    sections: sortSections(sections),
  };
}

/**
 * Spurgeon keeps each psalm in one entry: an overview (title, division), the exposition
 * verse by verse, then "Explanatory Notes and Quaint Sayings" (quotations from other
 * writers) and "Hints to the Village Preacher". We keep Spurgeon's own overview and
 * exposition and leave the quotations and sermon hints out (decision 117: size).
 */
function importTdavid(): CommentaryFile {
  const entries = parseImp(exportModule('TDavid'));
  const sections: CommentarySection[] = [];
  for (const { key, text } of entries) {
    const k = verseKey(key);
    if (!k || k.chapter === 0 || k.verse === 0 || !text.trim()) continue;
    const parts = text.split(/<title type="x-s">([^<]*)<\/title>/);
    let overview = parts[0] ?? '';
    for (let i = 1; i < parts.length; i += 2) {
      const name = (parts[i] as string).trim();
      const body = parts[i + 1] ?? '';
      if (/EXPLANATORY|HINTS|WORKS UPON/i.test(name)) continue;
      if (/^EXPOSITION/i.test(name)) {
        const plain = commentaryText(body, /^(?:Verses?|Ver\.)\s+\d/);
        const split = splitSections(plain, k.book, k.chapter, 0);
        for (const s of split) {
          if (s.heading) sections.push(s);
          else overview += `\n\n${s.text}`;
        }
      } else if (/OVERVIEW/i.test(name)) {
        overview += body;
      } else {
        overview += `<title>${name}</title>${body}`;
      }
    }
    const intro = splitSections(commentaryText(overview, /^$/), k.book, k.chapter, 0);
    sections.push(...intro);
  }
  return {
    format: STUDY_DATA_FORMAT,
    author: 'C. H. Spurgeon',
    title: 'The Treasury of David',
    source: source('TDavid', 'tdavid.conf'),
    sections: sortSections(sections),
  };
}

function importNaves(): [NavesFile, string[]] {
  const entries = parseImp(exportModule('Nave'));
  const topics: Record<string, TopicRecord> = {};
  const bad: string[] = [];
  for (const { key, text } of entries) {
    if (!key || key.startsWith('[')) continue;
    const { topic, badRefs } = parseTopic(text);
    const earlier = topics[key];
    if (earlier) {
      // REVERENCE and SIN each appear twice in the module: keep both entries' lines.
      earlier.lines.push(...topic.lines);
      if (topic.see) earlier.see = [...(earlier.see ?? []), ...topic.see];
    } else topics[key] = topic;
    bad.push(...badRefs);
  }
  return [{ format: STUDY_DATA_FORMAT, source: source('Nave', 'nave.conf'), topics }, bad];
}

function main(): void {
  const started = Date.now();
  installPackages();
  mkdirSync(OUT, { recursive: true });
  const sizes: Record<string, { raw: number; gz: number }> = {};

  const [kjv, kjvStats] = importBible('engKJV2006eb', 'engKJV2006eb.conf', 'kjv');
  sizes['kjv.json.gz'] = writeGz('kjv.json.gz', kjv);
  const [web, webStats] = importBible('engWEB2015eb', 'engWEB2015eb.conf', 'web');
  sizes['web.json.gz'] = writeGz('web.json.gz', web);
  const mhcc = importMhcc();
  sizes['mhcc.json.gz'] = writeGz('mhcc.json.gz', mhcc);
  const tdavid = importTdavid();
  sizes['tdavid.json.gz'] = writeGz('tdavid.json.gz', tdavid);
  const [naves, badNaves] = importNaves();
  sizes['naves.json.gz'] = writeGz('naves.json.gz', naves);

  const kjvKeys = new Set(Object.keys(kjv.verses));
  const webKeys = Object.keys(web.verses);
  const webOnly = webKeys.filter((k) => !kjvKeys.has(k));
  const webSet = new Set(webKeys);
  const kjvOnly = [...kjvKeys].filter((k) => !webSet.has(k));
  const topicLines = Object.values(naves.topics).reduce((n, t) => n + t.lines.length, 0);
  const topicRefs = Object.values(naves.topics).reduce(
    (n, t) => n + t.lines.reduce((m, l) => m + l.refs.length, 0),
    0,
  );

  console.log(JSON.stringify({ kjv: kjvStats, web: webStats }, null, 1));
  console.log(`WEB verses not in the KJV's numbering: ${webOnly.length} ${webOnly.join(', ')}`);
  console.log(`KJV verses absent from the WEB: ${kjvOnly.length} ${kjvOnly.join(', ')}`);
  console.log(`MHCC sections: ${mhcc.sections.length}; TDavid sections: ${tdavid.sections.length}`);
  console.log(
    `Nave's topics: ${Object.keys(naves.topics).length}, lines ${topicLines}, references ${topicRefs}, unconverted ${badNaves.length} ${badNaves.slice(0, 20).join(' ')}`,
  );
  const cmp = compareKjv(kjv);
  const { examples, ...counts } = cmp;
  console.log(`KJV: SWORD vs the kjv package: ${JSON.stringify(counts)}`);
  for (const [kind, list] of Object.entries(examples))
    console.log(`  ${kind}:\n  ${list.join('\n  ')}`);
  for (const [name, s] of Object.entries(sizes))
    console.log(`${name}: raw ${s.raw} B, gzip ${s.gz} B`);
  console.log(`data:import took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!existsSync(join(OUT, 'README.md'))) console.log('write server/study/study-data/README.md');
}

main();
