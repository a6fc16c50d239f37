import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { readSetting, writeSetting } from '../../settings/settings-repository.ts';
import { CURATED_PLANS } from './curated/index.ts';
import type { CuratedPlan, CuratedSession } from './curated/types.ts';
import * as repo from './repository.ts';
import type { NewSession } from './repository.ts';

export interface SeedResult {
  /** Slugs inserted by this call. */
  inserted: string[];
  /** Slugs already present (possibly edited or deleted by an admin since): left untouched. */
  skipped: string[];
  /** Slugs present as the release before, unedited: their new days were appended (decision 121). */
  extended: string[];
}

/**
 * The version of the seeding rules below. Raise it when seedCuratedPlans changes what it writes, so every
 * database seeds again once (the curated plans' own changes are caught by their fingerprint).
 */
export const SEED_CODE_VERSION = 1;

/** The app setting holding the fingerprint of the last completed seeding (decision 139). */
export const SEED_FINGERPRINT_KEY = 'curated_plans_seeded';

/** A hash of the curated plans as shipped and of the seeding rules' version. */
export function curatedFingerprint(curated: CuratedPlan[] = CURATED_PLANS): string {
  return createHash('sha256')
    .update(`${SEED_CODE_VERSION}\n${JSON.stringify(curated)}`)
    .digest('hex');
}

/**
 * Seeds the curated plans at start-up unless this database was already seeded with exactly these plans
 * and rules (decision 139): one read of the stored fingerprint when nothing changed, otherwise
 * seedCuratedPlans and then the new fingerprint. Returns null when it skipped.
 */
export async function seedCuratedPlansIfChanged(
  db: Db,
  curated: CuratedPlan[] = CURATED_PLANS,
): Promise<SeedResult | null> {
  const fingerprint = curatedFingerprint(curated);
  if ((await readSetting(db, SEED_FINGERPRINT_KEY)) === fingerprint) return null;
  const result = await seedCuratedPlans(db, curated);
  await writeSetting(db, SEED_FINGERPRINT_KEY, fingerprint);
  return result;
}

/**
 * Inserts the curated plans whose slug is not in the database yet (decision 012). A plan that
 * exists is never rewritten, so an admin's edits, featuring and deletion survive every restart;
 * the one exception is a plan stored exactly as its previous release (`previous`: same title,
 * description and days, not deleted), which gets the new release's title, description and
 * appended days (decision 121). Days are only ever appended, so a reader's current day keeps its
 * passage. Safe to run concurrently from several instances: all plans go in one transaction
 * (decision 139), each guarded by the unique slug and a row lock; instances seed in the same order,
 * so one waits for the other's commit and then skips.
 */
export async function seedCuratedPlans(
  db: Db,
  curated: CuratedPlan[] = CURATED_PLANS,
): Promise<SeedResult> {
  return withTransaction(db, async (tx) => {
    const result: SeedResult = { inserted: [], skipped: [], extended: [] };
    for (const plan of curated) {
      const row = await repo.insertPlanIfNewSlug(
        tx,
        {
          slug: plan.slug,
          ownerId: null,
          authorName: 'Lamplight',
          title: plan.title,
          description: plan.description,
          type: plan.type,
          planType: plan.planType,
          isPublic: true,
          isFeatured: plan.featured ?? false,
          isCurated: true,
        },
        plan.sessions.map(toRow),
      );
      const outcome = row
        ? ('inserted' as const)
        : (await extendIfPreviousRelease(tx, plan))
          ? ('extended' as const)
          : ('skipped' as const);
      result[outcome].push(plan.slug);
    }
    return result;
  });
}

function toRow(s: CuratedSession): NewSession {
  return {
    day: s.day,
    reference: s.reference,
    title: s.title,
    description: s.description,
    insight: s.insight ?? null,
  };
}

async function extendIfPreviousRelease(tx: Tx, plan: CuratedPlan): Promise<boolean> {
  const previous = plan.previous;
  if (!previous || previous.days >= plan.sessions.length) return false;
  const stored = await repo.lockPlanBySlug(tx, plan.slug);
  if (!stored) return false;
  const { plan: row, sessions } = stored;
  const unedited =
    row.isCurated &&
    row.deletedAt === null &&
    row.title === previous.title &&
    row.description === previous.description &&
    sessions.length === previous.days &&
    sessions.every((s, i) => {
      const shipped = plan.sessions[i];
      return (
        shipped !== undefined &&
        s.day === shipped.day &&
        s.reference === shipped.reference &&
        s.title === shipped.title &&
        s.description === shipped.description
      );
    });
  if (!unedited) return false;
  await repo.extendPlan(
    tx,
    row.id,
    { title: plan.title, description: plan.description },
    plan.sessions.slice(previous.days).map(toRow),
  );
  return true;
}
