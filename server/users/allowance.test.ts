import { describe, expect, it } from 'vitest';
import { UNLIMITED } from '@contract/membership.ts';
import type { Db } from '../db/database.ts';
import { plans, userPlans } from '../db/schema/index.ts';
import { setupTestApp } from '../test/app.ts';
import { createUser } from '../test/factories.ts';
import { computeAllowance, nextResetDate } from './allowance.ts';

const ctx = setupTestApp();
const NOW = new Date('2026-03-15T12:00:00Z');

async function addPlan(db: Db, values: Partial<typeof plans.$inferInsert> = {}) {
  const [row] = await db
    .insert(plans)
    .values({
      title: 'A plan',
      description: 'About it',
      type: 'custom',
      planType: 'daily',
      ...values,
    })
    .returning();
  return row!;
}

describe('nextResetDate', () => {
  it('is the first day of the next month in UTC, across the year end', () => {
    expect(nextResetDate(new Date('2026-03-15T12:00:00Z'))).toBe('2026-04-01');
    expect(nextResetDate(new Date('2026-12-31T23:59:59Z'))).toBe('2027-01-01');
    expect(nextResetDate(new Date('2026-01-31T00:00:00Z'))).toBe('2026-02-01');
  });
});

describe('computeAllowance', () => {
  it('gives a free reader the tier defaults: no custom plans, one active plan', async () => {
    const db = ctx.database.db;
    const user = await createUser(db);
    expect(await computeAllowance(db, user, NOW)).toEqual({
      canCreateCustom: false,
      customPlansRemaining: 0,
      canActivateMore: true,
      activeCount: 0,
      maxActive: 1,
      tier: 'free',
      monthlyLimit: 0,
      plansCreatedThisMonth: 0,
      nextResetDate: '2026-04-01',
    });
  });

  it("counts only this month's plans the reader created, including deleted ones", async () => {
    const db = ctx.database.db;
    const user = await createUser(db, { membershipTier: 'premium' });
    const other = await createUser(db);
    await addPlan(db, { ownerId: user.id, createdAt: new Date('2026-03-01T00:00:00Z') });
    await addPlan(db, {
      ownerId: user.id,
      createdAt: new Date('2026-03-10T00:00:00Z'),
      deletedAt: NOW,
    });
    await addPlan(db, { ownerId: user.id, createdAt: new Date('2026-02-28T23:59:59Z') });
    await addPlan(db, { ownerId: other.id, createdAt: new Date('2026-03-05T00:00:00Z') });
    await addPlan(db, {
      ownerId: null,
      isCurated: true,
      createdAt: new Date('2026-03-05T00:00:00Z'),
    });

    const a = await computeAllowance(db, user, NOW);
    expect(a).toMatchObject({
      tier: 'premium',
      monthlyLimit: 5,
      plansCreatedThisMonth: 2,
      customPlansRemaining: 3,
      canCreateCustom: true,
      maxActive: UNLIMITED,
    });
  });

  it('stops custom plans at the monthly limit and never goes below zero remaining', async () => {
    const db = ctx.database.db;
    const user = await createUser(db, { membershipTier: 'basic' });
    await addPlan(db, { ownerId: user.id, createdAt: new Date('2026-03-02T00:00:00Z') });
    await addPlan(db, { ownerId: user.id, createdAt: new Date('2026-03-03T00:00:00Z') });
    const a = await computeAllowance(db, user, NOW);
    expect(a).toMatchObject({
      monthlyLimit: 1,
      plansCreatedThisMonth: 2,
      customPlansRemaining: 0,
      canCreateCustom: false,
    });
    // A new month starts the count again.
    const april = await computeAllowance(db, user, new Date('2026-04-01T00:00:00Z'));
    expect(april).toMatchObject({
      plansCreatedThisMonth: 0,
      customPlansRemaining: 1,
      nextResetDate: '2026-05-01',
    });
  });

  it('counts active, unfinished plans against the tier maximum', async () => {
    const db = ctx.database.db;
    const user = await createUser(db, { membershipTier: 'basic' });
    const [p1, p2, p3, p4] = await Promise.all([
      addPlan(db),
      addPlan(db),
      addPlan(db),
      addPlan(db),
    ]);
    await db.insert(userPlans).values([
      { userId: user.id, planId: p1!.id, isActive: true },
      { userId: user.id, planId: p2!.id, isActive: true },
      { userId: user.id, planId: p3!.id, isActive: false },
      { userId: user.id, planId: p4!.id, isActive: true, completedAt: NOW },
    ]);
    expect(await computeAllowance(db, user, NOW)).toMatchObject({
      activeCount: 2,
      maxActive: 3,
      canActivateMore: true,
    });

    const p5 = await addPlan(db);
    await db.insert(userPlans).values({ userId: user.id, planId: p5.id, isActive: true });
    expect(await computeAllowance(db, user, NOW)).toMatchObject({
      activeCount: 3,
      canActivateMore: false,
    });
    // The same plans under another tier: limits follow the tier at once.
    expect(await computeAllowance(db, { ...user, membershipTier: 'premium' }, NOW)).toMatchObject({
      activeCount: 3,
      canActivateMore: true,
    });
    expect(await computeAllowance(db, { ...user, membershipTier: 'free' }, NOW)).toMatchObject({
      maxActive: 1,
      canActivateMore: false,
    });
  });
});
