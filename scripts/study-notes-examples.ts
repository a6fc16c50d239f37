/**
 * Writes docs/study-notes-examples.md: the insight a reader gets with no model configured, for ten
 * passages across the Bible, so a reader of the repository can judge the study notes.
 *
 *   npx tsx scripts/study-notes-examples.ts           write the file
 *   npx tsx scripts/study-notes-examples.ts --check   exit 1 when the file is not what it would write
 *
 * Each insight comes from getInsight, the function behind GET /api/readings/{id}/insights, on an
 * empty embedded database with no model configured, for a daily reading in the KJV.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { InsightResponse } from '@contract/insights.ts';
import { loadConfig } from '../server/config.ts';
import { wrapPglite } from '../server/db/pglite.ts';
import { getInsight } from '../server/insights/insights.ts';

export const EXAMPLE_PASSAGES = [
  'Genesis 22:1-19',
  'Exodus 20:1-17',
  'Psalm 46',
  'Isaiah 53',
  'Daniel 7:1-14',
  'Luke 15:11-32',
  'John 3:1-21',
  'Acts 2:1-13',
  'Philippians 2:1-11',
  'Revelation 21:1-8',
] as const;

const OUT = join(import.meta.dirname, '..', 'docs', 'study-notes-examples.md');

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The summary's own '## ' headings become '#### ' so they sit under the passage's heading. */
function nested(summary: string): string {
  return summary.replace(/^## /gm, '#### ');
}

export function exampleSection(reference: string, insight: InsightResponse): string {
  const total =
    words(insight.summary) +
    words(insight.themes.map((t) => `${t.title} ${t.description}`).join(' ')) +
    words(insight.questions.join(' '));
  const henry = insight.commentary.filter((c) => c.author === 'Matthew Henry').length;
  const spurgeon = insight.commentary.length - henry;
  const beside = [
    `${henry} section${henry === 1 ? '' : 's'} of Matthew Henry`,
    ...(spurgeon ? [`${spurgeon} of Spurgeon`] : []),
  ].join(' and ');
  return [
    `## ${reference}`,
    '',
    `*Source line:* ${insight.sources.join(' · ')}. *Words:* ${total}. *Beside it, as commentary:* ${beside}.`,
    '',
    '### Summary',
    '',
    nested(insight.summary),
    '',
    '### Themes',
    '',
    ...insight.themes.map((t) => `- **${t.title}.** ${t.description}`),
    '',
    '### Questions',
    '',
    ...insight.questions.map((q, i) => `${i + 1}. ${q}`),
    '',
  ].join('\n');
}

export async function renderExamples(): Promise<string> {
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  // No AI_BASE_URL: the offline insight, as most installations serve it.
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const sections: string[] = [];
  try {
    for (const reference of EXAMPLE_PASSAGES) {
      const insight = await getInsight({
        db: database.db,
        config,
        reference,
        planType: 'daily',
        translation: 'kjv',
      });
      if (!insight) throw new Error(`no insight for ${reference}`);
      sections.push(exampleSection(reference, insight));
    }
  } finally {
    await client.close();
  }
  return [
    '# The offline insight: ten examples',
    '',
    '<!-- Written by scripts/study-notes-examples.ts; run it again after changing the notes or the builder. -->',
    '',
    'With no model configured, every reader gets the insight that Lamplight builds from its own study',
    'notes (`server/notes/`, decision 148): the chapter’s main point, the sections the reading covers,',
    'the context, key words from the verses’ own Strong’s tags, the notes’ themes and three questions.',
    'These are the insights `GET /api/readings/{id}/insights` answers for ten daily readings in the KJV,',
    'exactly as the card receives them (the card renders the summary as Markdown). Matthew Henry’s',
    '(and, on a psalm, Spurgeon’s) sections travel beside each one as commentary and are not repeated',
    'here.',
    '',
    ...sections,
  ].join('\n');
}

async function main(): Promise<void> {
  const text = await renderExamples();
  if (process.argv.includes('--check')) {
    const current = readFileSync(OUT, 'utf8');
    if (current !== text) {
      console.error(`${OUT} is out of date: run npx tsx scripts/study-notes-examples.ts`);
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
