import { badRequest } from '../../../errors.ts';
import { BOOKS } from '../../../scripture/books.ts';
import { parseReference } from '../../../scripture/references.ts';
import { centralPassages } from '../central-passages.ts';
import { readerCase } from '../naves-topics.ts';
import { DEFAULT_PLAN_SESSIONS, normalizeText } from '@contract/plans.ts';
import { centralSessions } from './central.ts';
import { navesOrWordSessions } from './naves.ts';
import { checkReference, countVerses } from './passages.ts';
import type {
  Analysis,
  GeneratedPlan,
  GeneratedSession,
  NavesSource,
  PlanRequest,
  ProposedSession,
} from './shapes.ts';
import { MAX_SESSION_VERSES } from './shapes.ts';
import { clip, inSentence, sentenceCase } from './text.ts';
import { analyseTopic } from './topic.ts';
import { coveredReference, walkSessions } from './walk.ts';

/**
 * The offline plan generator (decisions 011, 121): deterministic, no model, built on the KJV and
 * Nave's Topical Bible. A topic that names a book or a reference walks through it; a topic Nave's
 * has reads the passages Nave's gives for it; any other topic ranks verses by the topic's words
 * and their KJV relatives, groups the hits into passages and keeps the best.
 */

export { checkReference } from './passages.ts';
export {
  MAX_SESSION_VERSES,
  type GeneratedPlan,
  type GeneratedSession,
  type PlanRequest,
  type ProposedSession,
} from './shapes.ts';

/** Sessions to make: the reader's number, else the plan type's default. */
export function sessionCountFor(req: Pick<PlanRequest, 'planType' | 'sessions'>): number {
  return req.sessions ?? DEFAULT_PLAN_SESSIONS[req.planType];
}

/** Builds a plan for the request without any model. Throws 400 'no_passages' when nothing fits. */
export function generateOfflinePlan(req: PlanRequest): GeneratedPlan {
  const analysis = analyseTopic(req.topic);
  const n = sessionCountFor(req);
  const cap = MAX_SESSION_VERSES[req.planType];
  const { sessions, navesTopic } =
    analysis.mode === 'walk'
      ? { sessions: walkSessions(analysis.ranges, n, cap), navesTopic: undefined }
      : topicalSessions(analysis, n, cap);
  if (sessions.length === 0) throw noPassages(req.topic);
  return finish(req, analysis, sessions, navesTopic);
}

/**
 * Builds a plan from sessions a model proposed: every reference is checked with the scripture
 * parser and dropped when invalid, duplicated or too long; missing sessions come from the
 * offline generator. Never stores a reference the parser refuses.
 */
export function completePlan(req: PlanRequest, proposed: ProposedSession[]): GeneratedPlan {
  const analysis = analyseTopic(req.topic);
  const n = sessionCountFor(req);
  const cap = MAX_SESSION_VERSES[req.planType];
  const kept: GeneratedSession[] = [];
  const seen = new Set<string>();
  for (const p of proposed) {
    if (kept.length >= n) break;
    const checked = checkReference(p.reference, cap);
    if (!checked || seen.has(checked.reference)) continue;
    seen.add(checked.reference);
    kept.push({
      reference: checked.reference,
      title: sentenceCase(clip(normalizeText(p.title), 200)) || checked.reference,
      description: sentenceCase(clip(normalizeText(p.description), 1000)),
    });
  }
  if (kept.length < n) {
    let fill: GeneratedSession[] = [];
    try {
      fill =
        analysis.mode === 'walk'
          ? walkSessions(analysis.ranges, n, cap)
          : topicalSessions(analysis, n + kept.length, cap).sessions;
    } catch {
      fill = [];
    }
    for (const s of fill) {
      if (kept.length >= n) break;
      if (seen.has(s.reference)) continue;
      seen.add(s.reference);
      kept.push(s);
    }
  }
  if (kept.length === 0) throw noPassages(req.topic);
  return finish(req, analysis, kept);
}

function versesIn(reference: string): number {
  try {
    return countVerses(parseReference(reference).ranges);
  } catch {
    return 0;
  }
}

function noPassages(topic: string) {
  const shown = topic.length > 60 ? `${topic.slice(0, 57)}...` : topic;
  return badRequest(
    `We could not find Bible passages for "${shown}". Try another word, or choose a suggestion.`,
    'no_passages',
  );
}

function finish(
  req: PlanRequest,
  analysis: Analysis,
  sessions: GeneratedSession[],
  navesTopic?: NavesSource,
): GeneratedPlan {
  const n = sessions.length;
  const unit =
    req.planType === 'daily'
      ? n === 1
        ? 'Daily Reading'
        : 'Daily Readings'
      : n === 1
        ? 'Study Session'
        : 'Study Sessions';
  const units = unit.toLowerCase();
  if (analysis.mode === 'walk') {
    const verses = sessions.reduce((sum, s) => sum + versesIn(s.reference), 0);
    const per = Math.max(1, Math.round(verses / n));
    const about = analysis.wholeBook ? `the book of ${analysis.wholeBook}` : analysis.label;
    const size = `${n} ${units} of about ${per} ${per === 1 ? 'verse' : 'verses'} each`;
    const all = countVerses(analysis.ranges);
    if (verses < all) {
      // The whole would not fit in readable sittings: the plan reads its opening and says so.
      const covered = coveredReference(sessions);
      return {
        title: clip(`${covered}: ${n} ${unit}`, 120),
        description: `The opening of ${about}, ${covered}, in ${size}: short enough to read in one sitting. ${verses} of its ${all} verses.`,
        type: 'book',
        sessions,
      };
    }
    return {
      title: clip(`${analysis.wholeBook ?? analysis.label}: ${n} ${unit}`, 120),
      description: `A reading of ${about} from beginning to end in ${size}.`,
      type: 'book',
      sessions,
    };
  }
  const scope = analysis.bookIndex === null ? null : (BOOKS[analysis.bookIndex]?.name ?? null);
  const books = sessions
    .map((s) => parseReference(s.reference).ranges[0]?.book)
    .filter((b): b is string => Boolean(b));
  const first = books[0];
  const last = books[books.length - 1];
  const span = scope
    ? `from the book of ${scope}`
    : first && last && first !== last
      ? `from across the King James Bible, from ${first} to ${last}`
      : `from the King James Bible`;
  if (navesTopic?.central) {
    const k = Math.min(n, centralPassages(navesTopic.name)?.passages.length ?? n);
    const rest =
      n > k
        ? navesTopic.more
          ? ` The other ${n - k} come from the references Nave's Topical Bible gives under ${readerCase(navesTopic.more.name)}, in the order they appear in scripture.`
          : ` The other ${n - k} are passages that use its words, in the order they appear in scripture.`
        : '';
    return {
      title: clip(`${analysis.label}: ${n} ${unit}`, 120),
      description: `${n} ${n === 1 ? 'passage' : 'passages'} on ${inSentence(analysis.label)}, opening with the passages at the heart of it, each read whole.${rest}`,
      type: req.kind === 'book' ? 'theme' : req.kind,
      sessions,
    };
  }
  const naves = !navesTopic
    ? ''
    : navesTopic.all
      ? `, chosen from the references Nave's Topical Bible gives under ${readerCase(navesTopic.name)}`
      : `, from the references Nave's Topical Bible gives under ${readerCase(navesTopic.name)} and passages that use its words`;
  return {
    title: clip(`${analysis.label}${scope ? ` in ${scope}` : ''}: ${n} ${unit}`, 120),
    description: `${n} ${n === 1 ? 'passage' : 'passages'} on ${inSentence(analysis.label)} ${span}${naves}, read in the order they appear in scripture.`,
    type: req.kind === 'book' ? 'theme' : req.kind,
    sessions,
  };
}

/**
 * Sessions for a thematic topic: from Nave's when it has the topic (decision 121), else from the
 * KJV word heuristics. Also says which Nave's topic they came from.
 */
function topicalSessions(
  analysis: Extract<Analysis, { mode: 'theme' }>,
  n: number,
  cap: number,
): { sessions: GeneratedSession[]; navesTopic: NavesSource | undefined } {
  const central = analysis.bookIndex === null ? centralSessions(analysis, n, cap) : null;
  if (central) return central;
  return navesOrWordSessions(analysis, n, cap);
}
