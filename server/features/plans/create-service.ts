import type { FastifyBaseLogger } from 'fastify';
import { TIER_RULES, type Allowance, type Tier } from '@contract/membership.ts';
import type { PlanKind, PlanType, UserPlan } from '@contract/plans.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { forbidden, type AppError } from '../../errors.ts';
import { hitRateLimit } from '../../rate-limits/rate-limit.ts';
import { countCustomPlansCreatedSince } from '../../plans-data/plan-counts-repository.ts';
import { computeAllowance, nextResetDate } from '../../users/allowance.ts';
import { startOfMonthUtc, type UserRow } from '../../users/users.ts';
import { plannerFor } from './ai-planner.ts';
import { now } from './clock.ts';
import {
  completePlan,
  generateOfflinePlan,
  sessionCountFor,
  type GeneratedPlan,
} from './generator/index.ts';
import { shapeOne } from './plan-shape.ts';
import * as repo from './repository.ts';

/**
 * GET /api/plans/can-create: the reader's plan allowance, computed by the shared
 * rule the membership status also uses. Free mode does not change it (decision 010).
 */
export async function getAllowance(db: Db, user: UserRow): Promise<Allowance> {
  return computeAllowance(db, user, now());
}

function limitReached(tier: Tier, at: Date): AppError {
  const rules = TIER_RULES[tier];
  if (rules.customPlansPerMonth === 0) {
    return forbidden(
      `Monthly custom plan limit reached for your ${rules.label} membership (0 per month). ` +
        `Custom plans come with Basic (${TIER_RULES.basic.customPlansPerMonth} per month) and Premium (${TIER_RULES.premium.customPlansPerMonth} per month).`,
      'plan_limit_reached',
    );
  }
  const reset = new Date(`${nextResetDate(at)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return forbidden(
    `Monthly custom plan limit reached for your ${rules.label} membership (${rules.customPlansPerMonth} per month). It resets on ${reset}.`,
    'plan_limit_reached',
  );
}

export interface CreatePlanParams {
  type: PlanKind;
  content: string;
  sessions?: number | null | undefined;
  planType: PlanType;
}

/** Generation attempts per reader per hour (each may call the model); the monthly limit still applies. */
const CREATE_ATTEMPTS_PER_HOUR = 30;

/**
 * POST /api/plans: generates a custom plan for the reader's topic (the model when configured,
 * else the offline generator) and stores it, within the tier's monthly limit (decision 011).
 */
export async function createCustomPlan(
  deps: { db: Db; config: Config; log: FastifyBaseLogger },
  user: UserRow,
  input: CreatePlanParams,
): Promise<UserPlan> {
  const { db, config, log } = deps;
  const at = now();
  const limit = TIER_RULES[user.membershipTier].customPlansPerMonth;
  const monthStart = startOfMonthUtc(at);
  if ((await countCustomPlansCreatedSince(db, user.id, monthStart)) >= limit) {
    throw limitReached(user.membershipTier, at);
  }
  await hitRateLimit(
    db,
    `plans:create:${user.id}`,
    CREATE_ATTEMPTS_PER_HOUR,
    60 * 60 * 1000,
    'You have asked for many plans in a short time. Please wait a while and try again.',
  );

  const request = {
    topic: input.content,
    kind: input.type,
    planType: input.planType,
    sessions: input.sessions,
  };
  const generated = await generate(config, log, request);

  const plan = await withTransaction(db, async (tx) => {
    await repo.lockReader(tx, user.id);
    // Counted again under the lock: two requests at once cannot both take the last place.
    if ((await countCustomPlansCreatedSince(tx, user.id, monthStart)) >= limit) {
      throw limitReached(user.membershipTier, at);
    }
    const row = await repo.insertPlan(
      tx,
      {
        ownerId: user.id,
        authorName: authorNameOf(user),
        title: generated.title,
        description: generated.description,
        type: generated.type,
        planType: input.planType,
        isPublic: true,
        isCurated: false,
        createdAt: at,
        updatedAt: at,
      },
      generated.sessions.map((s, i) => ({
        day: i + 1,
        reference: s.reference,
        title: s.title,
        description: s.description,
        insight: null,
      })),
    );
    await repo.recordActivity(
      tx,
      user.id,
      'plan_created',
      `Created the custom plan "${row.title}"`,
      at,
    );
    return row;
  });
  return shapeOne(db, plan, null);
}

async function generate(
  config: Config,
  log: FastifyBaseLogger,
  request: {
    topic: string;
    kind: PlanKind;
    planType: PlanType;
    sessions?: number | null | undefined;
  },
): Promise<GeneratedPlan> {
  const planner = plannerFor(config);
  if (!planner) return generateOfflinePlan(request);
  let proposed;
  try {
    proposed = await planner.propose({ ...request, count: sessionCountFor(request) });
  } catch (err) {
    log.warn({ err }, 'the model could not plan; using the offline generator');
    return generateOfflinePlan(request);
  }
  return completePlan(request, proposed);
}

function authorNameOf(user: UserRow): string {
  const name = [user.firstName, user.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email.split('@')[0] || 'A reader';
}
