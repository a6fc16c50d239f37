import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { CURATED_PLANS } from './curated/index.ts';
import type { CuratedPlan } from './curated/types.ts';
import * as repo from './repository.ts';

export interface SeedResult {
  /** Slugs inserted by this call. */
  inserted: string[];
  /** Slugs already present (possibly edited or deleted by an admin since): left untouched. */
  skipped: string[];
}

/**
 * Inserts the curated plans whose slug is not in the database yet (decision 012). A plan that
 * exists is never updated, so an admin's edits, featuring and deletion survive every restart.
 * Safe to run concurrently from several instances: each plan and its sessions go in one
 * transaction guarded by the unique slug.
 */
export async function seedCuratedPlans(
  db: Db,
  curated: CuratedPlan[] = CURATED_PLANS,
): Promise<SeedResult> {
  const result: SeedResult = { inserted: [], skipped: [] };
  for (const plan of curated) {
    const row = await withTransaction(db, (tx) =>
      repo.insertPlanIfNewSlug(
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
        plan.sessions.map((s) => ({
          day: s.day,
          reference: s.reference,
          title: s.title,
          description: s.description,
          insight: s.insight ?? null,
        })),
      ),
    );
    (row ? result.inserted : result.skipped).push(plan.slug);
  }
  return result;
}
