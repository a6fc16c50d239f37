import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlansOverview } from '@contract/plans.ts';
import { planSessions, plans } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { CURATED_PLANS } from './curated/index.ts';
import type { CuratedPlan } from './curated/types.ts';
import { readSetting, writeSetting } from '../../settings/settings-repository.ts';
import {
  curatedFingerprint,
  SEED_FINGERPRINT_KEY,
  seedCuratedPlans,
  seedCuratedPlansIfChanged,
} from './seed.ts';
import { clearPublicListsCache } from './overview-service.ts';

const ctx = setupTestApp();
const db = () => ctx.database.db;

const extra: CuratedPlan = {
  slug: 'test-only-extra-plan',
  title: 'Extra Plan',
  description: 'Added in a later release.',
  type: 'book',
  planType: 'session',
  sessions: [
    { day: 1, reference: 'Jonah 1', title: 'Running away', description: 'Jonah flees.' },
    { day: 2, reference: 'Jonah 2', title: 'From the fish', description: 'Jonah prays.' },
  ],
};

describe('seedCuratedPlans', () => {
  it('inserts every curated plan once, with its sessions and insights, and is idempotent', async () => {
    // Start from no curated plans, whatever seeded the database before.
    await db().delete(plans).where(isNotNull(plans.slug));
    const first = await seedCuratedPlans(db());
    expect(first.inserted).toEqual(CURATED_PLANS.map((p) => p.slug));
    expect(first.skipped).toEqual([]);

    const rows = await db().select().from(plans).where(isNotNull(plans.slug));
    expect(rows).toHaveLength(CURATED_PLANS.length);
    const flagship = rows.find((r) => r.slug === 'provision-in-the-wilderness')!;
    expect(flagship).toMatchObject({
      title: 'Provision in the Wilderness',
      ownerId: null,
      authorName: 'Lamplight',
      isCurated: true,
      isPublic: true,
      isFeatured: true,
      deletedAt: null,
    });
    const curated = CURATED_PLANS.find((p) => p.slug === flagship.slug)!;
    const sessions = await db()
      .select()
      .from(planSessions)
      .where(eq(planSessions.planId, flagship.id))
      .orderBy(planSessions.day);
    expect(sessions.map((s) => s.reference)).toEqual(curated.sessions.map((s) => s.reference));
    expect(sessions[0]!.insight).toEqual(curated.sessions[0]!.insight);

    const again = await seedCuratedPlans(db());
    expect(again.inserted).toEqual([]);
    expect(again.skipped).toHaveLength(CURATED_PLANS.length);
    const [n] = await db().select({ n: count() }).from(planSessions);
    const expected = CURATED_PLANS.reduce((sum, p) => sum + p.sessions.length, 0);
    expect(Number(n!.n)).toBeGreaterThanOrEqual(expected);
    const [curatedSessions] = await db()
      .select({ n: count() })
      .from(planSessions)
      .where(
        inArray(
          planSessions.planId,
          rows.map((r) => r.id),
        ),
      );
    expect(Number(curatedSessions!.n)).toBe(expected);
  });

  it("keeps an admin's edits and deletions, and adds plans from a later release", async () => {
    await seedCuratedPlans(db());
    const [edited] = await db()
      .update(plans)
      .set({ title: 'Edited by an admin', isFeatured: false })
      .where(eq(plans.slug, 'provision-in-the-wilderness'))
      .returning();
    const deletedSlug = CURATED_PLANS[1]!.slug;
    await db().update(plans).set({ deletedAt: new Date() }).where(eq(plans.slug, deletedSlug));

    const result = await seedCuratedPlans(db(), [...CURATED_PLANS, extra]);
    expect(result.inserted).toEqual([extra.slug]);

    const [after] = await db().select().from(plans).where(eq(plans.id, edited!.id));
    expect(after).toMatchObject({ title: 'Edited by an admin', isFeatured: false });
    const deleted = await db().select().from(plans).where(eq(plans.slug, deletedSlug));
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.deletedAt).not.toBeNull();
    const [added] = await db().select().from(plans).where(eq(plans.slug, extra.slug));
    expect(added).toMatchObject({
      type: 'book',
      planType: 'session',
      isFeatured: false,
      isCurated: true,
    });
  });

  it('appends the new days of a plan stored exactly as its previous release, and nothing else', async () => {
    const extended = CURATED_PLANS.filter((p) => p.previous);
    expect(extended.length).toBeGreaterThan(0);
    const asBefore = (p: CuratedPlan): CuratedPlan => ({
      ...p,
      title: p.previous!.title,
      description: p.previous!.description,
      sessions: p.sessions.slice(0, p.previous!.days),
      previous: undefined,
    });
    const [unedited, edited] = extended;
    await db()
      .delete(plans)
      .where(inArray(plans.slug, [unedited!.slug, edited!.slug]));
    await seedCuratedPlans(db(), [asBefore(unedited!), asBefore(edited!)]);
    // An admin changed one day of the second plan: it is theirs now.
    const [editedRow] = await db().select().from(plans).where(eq(plans.slug, edited!.slug));
    await db()
      .update(planSessions)
      .set({ title: 'Retitled by an admin' })
      .where(and(eq(planSessions.planId, editedRow!.id), eq(planSessions.day, 1)));

    const result = await seedCuratedPlans(db(), [unedited!, edited!]);
    expect(result).toEqual({ inserted: [], skipped: [edited!.slug], extended: [unedited!.slug] });
    const [row] = await db().select().from(plans).where(eq(plans.slug, unedited!.slug));
    expect(row).toMatchObject({ title: unedited!.title, description: unedited!.description });
    const days = await db()
      .select()
      .from(planSessions)
      .where(eq(planSessions.planId, row!.id))
      .orderBy(planSessions.day);
    expect(days.map((d) => [d.day, d.reference])).toEqual(
      unedited!.sessions.map((s) => [s.day, s.reference]),
    );
    const editedDays = await db()
      .select({ n: count() })
      .from(planSessions)
      .where(eq(planSessions.planId, editedRow!.id));
    expect(editedDays[0]!.n).toBe(edited!.previous!.days);

    // Idempotent: a second run changes nothing.
    const again = await seedCuratedPlans(db(), [unedited!, edited!]);
    expect(again).toEqual({ inserted: [], skipped: [unedited!.slug, edited!.slug], extended: [] });
  });

  it('skips seeding at start-up while the stored fingerprint matches, and seeds when the plans change', async () => {
    await db().delete(plans).where(eq(plans.slug, extra.slug));
    await writeSetting(db(), SEED_FINGERPRINT_KEY, 'an older release');
    const first = await seedCuratedPlansIfChanged(db());
    expect(first).not.toBeNull();
    expect(await readSetting(db(), SEED_FINGERPRINT_KEY)).toBe(curatedFingerprint());

    // Same plans: nothing is read or written but the fingerprint, so a plan removed behind the
    // seeder's back stays removed (the app never hard-deletes a curated plan: decision 139).
    const gone = CURATED_PLANS[2]!.slug;
    await db().delete(plans).where(eq(plans.slug, gone));
    expect(await seedCuratedPlansIfChanged(db())).toBeNull();
    expect(await db().select().from(plans).where(eq(plans.slug, gone))).toHaveLength(0);

    // A release with another plan has another fingerprint: seeding runs and stores it.
    const next = [...CURATED_PLANS, extra];
    expect(curatedFingerprint(next)).not.toBe(curatedFingerprint());
    const later = await seedCuratedPlansIfChanged(db(), next);
    expect(later?.inserted).toEqual([gone, extra.slug]);
    expect(await readSetting(db(), SEED_FINGERPRINT_KEY)).toBe(curatedFingerprint(next));
  });

  it('can run from several instances at once without duplicates', async () => {
    const results = await Promise.all([
      seedCuratedPlans(db()),
      seedCuratedPlans(db()),
      seedCuratedPlans(db()),
    ]);
    for (const r of results)
      expect(r.inserted.length + r.skipped.length).toBe(CURATED_PLANS.length);
    const rows = await db().select({ slug: plans.slug }).from(plans).where(isNotNull(plans.slug));
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
  });

  it('fills Top Rated with the featured plans until readers rate some', async () => {
    await seedCuratedPlans(db());
    await db()
      .update(plans)
      .set({ isFeatured: true, deletedAt: null, isPublic: true })
      .where(eq(plans.slug, 'provision-in-the-wilderness'));
    const { headers } = await signedInUser(db());
    clearPublicListsCache(db());
    const res = await ctx.app.inject({ method: 'GET', url: '/api/plans', headers });
    const body = res.json() as PlansOverview;
    const featured = await db().select().from(plans).where(eq(plans.isFeatured, true));
    expect(body.topRated.length).toBeGreaterThan(0);
    expect(body.topRated.map((p) => p.id).sort()).toEqual(
      featured
        .filter((p) => p.isPublic && !p.deletedAt)
        .map((p) => p.id)
        .sort((a, b) => a - b)
        .slice(0, 6)
        .sort(),
    );
    expect(body.topRated.every((p) => p.rating === null)).toBe(true);
    expect(body.topActive).toHaveLength(6);
  });
});
