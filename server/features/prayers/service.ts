import {
  ACTIVE_PRAYERS_FULL,
  ACTIVE_PRAYERS_MAX,
  MARK_WRITES_PER_MINUTE,
  PRAYERS_FULL,
  PRAYERS_FULL_CODE,
  PRAYERS_MAX,
  PRAYERS_RATE_LIMITED,
} from '@contract/marks-rules.ts';
import type {
  CreatePrayerInput,
  Prayer,
  PrayerList,
  PrayerSummary,
  UpdatePrayerInput,
} from '@contract/prayers.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { hitRateLimit } from '../../rate-limits/rate-limit.ts';
import { verseId } from '../../scripture/kjv.ts';
import { parseReference } from '../../scripture/references.ts';
import { localDate } from '../../lib/calendar.ts';
import type { UserRow } from '../../users/users.ts';
import * as repo from './repository.ts';

const prayerNotFound = () => notFound('Prayer not found', 'prayer_not_found');

function toPrayer(row: repo.PrayerRow): Prayer {
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    reference: row.reference,
    askedOn: row.askedOn,
    answeredOn: row.answeredOn,
    answerNote: row.answerNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * A linked passage: its normalised form and its first span's verses (for "You wrote on this passage").
 * Blank is none; text that is not a Bible reference answers 400 with the parser's reason.
 */
function linkedPassage(reference: string | null | undefined) {
  const text = blankToNull(reference);
  if (!text) return { reference: null, firstVerse: null, lastVerse: null };
  const parsed = parseReference(text);
  const r = parsed.ranges[0]!;
  const last = parsed.ranges.at(-1)!;
  return {
    reference: parsed.reference,
    firstVerse: verseId(r.bookIndex, r.startChapter, r.startVerse),
    lastVerse: verseId(last.bookIndex, last.endChapter, last.endVerse),
  };
}

async function countWrite(db: Db, userId: string) {
  await hitRateLimit(
    db,
    `prayer-write:${userId}`,
    MARK_WRITES_PER_MINUTE,
    60_000,
    PRAYERS_RATE_LIMITED,
  );
}

function assertRoom(c: { active: number; all: number }) {
  if (c.active >= ACTIVE_PRAYERS_MAX) throw conflict(ACTIVE_PRAYERS_FULL, PRAYERS_FULL_CODE);
  if (c.all >= PRAYERS_MAX) throw conflict(PRAYERS_FULL, PRAYERS_FULL_CODE);
}

export async function createPrayer(
  db: Db,
  user: UserRow,
  input: CreatePrayerInput,
  now = clockNow(),
): Promise<{ prayer: Prayer; created: boolean }> {
  const passage = linkedPassage(input.reference);
  if (input.clientId) {
    const saved = await repo.findPrayerByClientId(db, user.id, input.clientId);
    if (saved) return { prayer: toPrayer(saved), created: false };
  }
  await countWrite(db, user.id);
  const saved = await repo.insertPrayer(
    db,
    {
      userId: user.id,
      title: input.title,
      details: blankToNull(input.details),
      ...passage,
      askedOn: localDate(user.timeZone, now),
      clientId: input.clientId ?? null,
    },
    assertRoom,
  );
  return { prayer: toPrayer(saved.row), created: saved.created };
}

/**
 * Edits a prayer the reader owns (404 otherwise). `answered: {note}` marks it answered today (the reader's
 * date; an already answered prayer keeps its day and takes the new note); `answered: null` makes it active
 * again, within the active cap.
 */
export async function updatePrayer(
  db: Db,
  user: UserRow,
  id: number,
  input: UpdatePrayerInput,
  now = clockNow(),
): Promise<Prayer> {
  const patch: Record<string, unknown> = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.details !== undefined) patch.details = blankToNull(input.details);
  if (input.reference !== undefined) Object.assign(patch, linkedPassage(input.reference));
  if (input.answered === null) {
    patch.answeredOn = null;
    patch.answerNote = null;
  }
  if (Object.keys(patch).length === 0 && input.answered === undefined) {
    throw badRequest('Nothing to change', 'nothing_to_change');
  }
  await countWrite(db, user.id);
  const today = localDate(user.timeZone, now);
  const row = await repo.updateOwnedPrayer(db, user.id, id, patch, (current, c) => {
    if (input.answered) {
      patch.answeredOn = current.answeredOn ?? today;
      patch.answerNote = blankToNull(input.answered.note);
    }
    if (input.answered === null && current.answeredOn !== null && c.active >= ACTIVE_PRAYERS_MAX) {
      throw conflict(ACTIVE_PRAYERS_FULL, PRAYERS_FULL_CODE);
    }
  });
  if (!row) throw prayerNotFound();
  return toPrayer(row);
}

export async function deletePrayer(db: Db, userId: string, id: number): Promise<void> {
  await countWrite(db, userId);
  if (!(await repo.deleteOwnedPrayer(db, userId, id))) throw prayerNotFound();
}

export async function listPrayers(db: Db, userId: string): Promise<PrayerList> {
  const { active, answered } = await repo.listPrayers(db, userId);
  return { active: active.map(toPrayer), answered: answered.map(toPrayer) };
}

export async function prayerSummary(db: Db, userId: string): Promise<PrayerSummary> {
  return { active: await repo.countActivePrayers(db, userId) };
}
