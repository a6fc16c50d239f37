import type { Db } from '../../db/client.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
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
 * Inserts the curated plans whose slug is not in the database yet (decision 012). A plan that
 * exists is never rewritten, so an admin's edits, featuring and deletion survive every restart;
 * the one exception is a plan stored exactly as its previous release (`previous`: same title,
 * description and days, not deleted), which gets the new release's title, description and
 * appended days (decision 121). Days are only ever appended, so a reader's current day keeps its
 * passage. Safe to run concurrently from several instances: each plan goes in one transaction
 * guarded by the unique slug and a row lock.
 */
export async function seedCuratedPlans(
  db: Db,
  curated: CuratedPlan[] = CURATED_PLANS,
): Promise<SeedResult> {
  const result: SeedResult = { inserted: [], skipped: [], extended: [] };
  for (const plan of curated) {
    const outcome = await withTransaction(db, async (tx) => {
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
      if (row) return 'inserted' as const;
      return (await extendIfPreviousRelease(tx, plan))
        ? ('extended' as const)
        : ('skipped' as const);
    });
    result[outcome].push(plan.slug);
  }
  return result;
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
