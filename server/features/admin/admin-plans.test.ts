import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminPlan } from '@contract/admin.ts';
import {
  activity,
  journalEntries,
  planSessions,
  plans,
  readings,
  userPlans,
} from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { firstSentence } from './service.ts';
import { ADMIN_ENV, signedInAdmin } from '../../test/factories-admin.ts';

const ctx = setupTestApp(ADMIN_ENV);
const REQUIRED = 'Please fill in all required fields (title, description, and all session fields)';

function body(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Wisdom for Work',
    description: 'A week in Proverbs on diligence and rest.',
    type: 'theme',
    planType: 'daily',
    sessions: [
      {
        reference: 'prov 6:6-11',
        title: 'Go to the ant',
        insight: 'The ant works **without** a ruler. It prepares.',
      },
      {
        reference: 'Ecclesiastes 3:1-8',
        title: 'A time for everything',
        insight: 'Seasons shape our labour.',
      },
      {
        reference: 'Matthew 11:28-30',
        title: 'Rest',
        insight: '## Rest\nCome to me, all who labour!',
      },
    ],
    ...overrides,
  };
}

async function createPlan(headers: Record<string, string>, payload: object = body()) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/plans', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().plan as AdminPlan;
}

async function listPlans(headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/plans', headers });
  expect(res.statusCode).toBe(200);
  return res.json().plans as AdminPlan[];
}

describe('POST /api/admin/plans', () => {
  it('creates a global plan with canonical references, numbered sessions and insights readings can use', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const plan = await createPlan(admin.headers);
    expect(plan).toMatchObject({
      title: 'Wisdom for Work',
      description: 'A week in Proverbs on diligence and rest.',
      type: 'theme',
      planType: 'daily',
      isFeatured: false,
      isCurated: false,
      authorName: 'Lamplight',
      sessionCount: 3,
      userCount: 0,
      totalWeeks: 1,
      sessions: [
        {
          day: 1,
          reference: 'Proverbs 6:6-11',
          title: 'Go to the ant',
          insight: 'The ant works **without** a ruler. It prepares.',
        },
        {
          day: 2,
          reference: 'Ecclesiastes 3:1-8',
          title: 'A time for everything',
          insight: 'Seasons shape our labour.',
        },
        {
          day: 3,
          reference: 'Matthew 11:28-30',
          title: 'Rest',
          insight: '## Rest\nCome to me, all who labour!',
        },
      ],
    });

    const [row] = await db.select().from(plans).where(eq(plans.id, plan.id));
    expect(row).toMatchObject({ ownerId: null, isPublic: true, deletedAt: null });
    const stored = await db
      .select()
      .from(planSessions)
      .where(eq(planSessions.planId, plan.id))
      .orderBy(planSessions.day);
    expect(stored.map((s) => s.day)).toEqual([1, 2, 3]);
    expect(stored[0]!.insight).toEqual({
      summary: 'The ant works **without** a ruler. It prepares.',
      themes: [],
      questions: [],
    });
    expect(stored[0]!.description).toBe('The ant works without a ruler.');
    expect(stored[2]!.description).toBe('Rest Come to me, all who labour!');

    const [audit] = await db
      .select()
      .from(activity)
      .where(and(eq(activity.userId, admin.user.id), eq(activity.action, 'admin_plan_created')));
    expect(audit!.description).toBe('Created the plan "Wisdom for Work" (3 sessions)');
  });

  it('counts weeks as ceil(sessions / 7)', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const sessions = Array.from({ length: 15 }, (_, i) => ({
      reference: `Psalm ${i + 1}`,
      title: `Psalm ${i + 1}`,
      insight: 'Sing.',
    }));
    const plan = await createPlan(admin.headers, body({ sessions }));
    expect(plan.sessionCount).toBe(15);
    expect(plan.totalWeeks).toBe(3);
    expect(plan.sessions[14]!.reference).toBe('Psalm 15');
  });

  it('answers 400 with the required-fields message when a title, description or session field is blank', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const good = body();
    const s = good.sessions;
    const cases: unknown[] = [
      body({ title: '' }),
      body({ title: '   ' }),
      body({ description: '\n\t' }),
      body({ title: undefined }),
      body({ description: undefined }),
      body({ sessions: [s[0], { ...s[1], reference: ' ' }] }),
      body({ sessions: [s[0], { ...s[1], title: '' }] }),
      body({ sessions: [{ ...s[0], insight: '   ' }] }),
      body({ sessions: [{ reference: 'John 1:1', title: 'Word' }] }),
      body({ sessions: [{ reference: 1, title: 2, insight: 3 }] }),
      body({ sessions: [null] }),
      body({ sessions: 'John 1' }),
      body({ sessions: undefined }),
      // Several problems at once still give the spec's message.
      body({ title: '', type: 'nonsense' }),
      {},
      null,
      [],
    ];
    for (const payload of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/plans',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(REQUIRED);
    }
    const [mine] = await db.select().from(activity).where(eq(activity.userId, admin.user.id));
    expect(mine).toBeUndefined();
  });

  it('names the session whose reference is not a Bible reference', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const before = (await db.select().from(plans)).length;
    const s = body().sessions;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: admin.headers,
      payload: body({ sessions: [s[0], { ...s[1], reference: 'Hezekiah 1:1' }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Session 2: "Hezekiah 1:1" is not a Bible reference we recognise',
      code: 'invalid_reference',
    });
    const chapter = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: admin.headers,
      payload: body({ sessions: [{ ...s[0], reference: 'Genesis 51:1' }] }),
    });
    expect(chapter.statusCode).toBe(400);
    expect(chapter.json().message).toBe(
      'Session 1: Genesis 51 does not exist: Genesis has 50 chapters',
    );
    expect((await db.select().from(plans)).length).toBe(before);
  });

  it('answers 400, never 500, to other bad or hostile input', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const s = body().sessions[0]!;
    const cases: [unknown, string][] = [
      [body({ sessions: [] }), 'A plan needs at least one session'],
      [
        body({ sessions: Array.from({ length: 367 }, () => s) }),
        'A plan can have at most 366 sessions',
      ],
      [
        body({ type: 'epic' }),
        'Please choose a plan type: Book Study, Thematic Study or Custom Plan',
      ],
      [body({ planType: 'weekly' }), 'Please choose a session type: Daily or Session'],
      [body({ title: 'x'.repeat(201) }), 'The title must be at most 200 characters'],
      [body({ description: 'x'.repeat(2001) }), 'The description must be at most 2000 characters'],
      [
        body({ sessions: [{ ...s, insight: 'x'.repeat(20_001) }] }),
        'A session insight must be at most 20000 characters',
      ],
      [
        body({ sessions: [{ ...s, reference: 'J'.repeat(201) }] }),
        'A Bible reference must be at most 200 characters',
      ],
      [body({ title: 'Bad\u0000title' }), 'The title contains a character we cannot store'],
      [
        body({ sessions: [{ ...s, reference: 'John\u00003:16' }] }),
        'A Bible reference contains a character we cannot store',
      ],
      [body({ sessions: [{ ...s, reference: "John 3:16'; drop table plans; --" }] }), ''],
    ];
    for (const [payload, message] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/plans',
        headers: admin.headers,
        payload: payload as object,
      });
      expect(res.statusCode, message).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    const proto = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"__proto__": {"isAdmin": true}, "title": "x"}',
    });
    expect(proto.statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(broken.statusCode).toBe(400);
    expect((await db.select().from(plans).where(eq(plans.title, 'x'))).length).toBe(0);
  });

  it('keeps unicode and markdown text as written', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const plan = await createPlan(
      admin.headers,
      body({
        title: 'Ψαλμοί — 詩篇 🙂',
        sessions: [
          {
            reference: 'Psalm 23',
            title: '<script>alert(1)</script>',
            insight: '> "Quoted" & *marked*',
          },
        ],
      }),
    );
    expect(plan.title).toBe('Ψαλμοί — 詩篇 🙂');
    expect(plan.sessions[0]).toMatchObject({
      title: '<script>alert(1)</script>',
      insight: '> "Quoted" & *marked*',
    });
  });
});

describe('GET /api/admin/plans', () => {
  it('lists curated and admin plans newest first with reader counts, leaving out readers’ own and deleted plans', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const reader = await createUser(db);
    const other = await createUser(db);
    const [curated] = await db
      .insert(plans)
      .values({
        slug: `curated-${reader.id}`,
        title: 'Curated plan',
        description: 'Shipped with the app',
        type: 'book',
        planType: 'session',
        isCurated: true,
        isFeatured: true,
        authorName: 'Lamplight Editors',
        createdAt: new Date(Date.UTC(2020, 0, 1)),
      })
      .returning();
    await db.insert(planSessions).values([
      {
        planId: curated!.id,
        day: 1,
        reference: 'Exodus 16:1-18',
        title: 'Manna',
        insight: {
          summary: 'Bread from heaven.',
          themes: [{ title: 'Provision', description: 'Daily' }],
          questions: ['Q?'],
        },
      },
      { planId: curated!.id, day: 2, reference: 'Exodus 17:1-7', title: 'Water', insight: null },
    ]);
    await db.insert(userPlans).values([
      { userId: reader.id, planId: curated!.id, isActive: true },
      { userId: other.id, planId: curated!.id, isActive: false },
    ]);
    const [own] = await db
      .insert(plans)
      .values({
        title: 'Reader custom plan',
        description: 'd',
        type: 'custom',
        planType: 'daily',
        ownerId: reader.id,
      })
      .returning();
    const [gone] = await db
      .insert(plans)
      .values({
        title: 'Deleted global plan',
        description: 'd',
        type: 'book',
        planType: 'daily',
        deletedAt: new Date(),
      })
      .returning();
    const created = await createPlan(admin.headers, body({ title: 'Admin plan' }));

    const list = await listPlans(admin.headers);
    const ids = list.map((p) => p.id);
    expect(ids).toContain(curated!.id);
    expect(ids).toContain(created.id);
    expect(ids).not.toContain(own!.id);
    expect(ids).not.toContain(gone!.id);
    expect(ids.indexOf(created.id)).toBeLessThan(ids.indexOf(curated!.id));
    const times = list.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    expect(list.find((p) => p.id === curated!.id)).toMatchObject({
      title: 'Curated plan',
      type: 'book',
      planType: 'session',
      isFeatured: true,
      isCurated: true,
      authorName: 'Lamplight Editors',
      sessionCount: 2,
      userCount: 2,
      totalWeeks: 1,
      sessions: [
        { day: 1, reference: 'Exodus 16:1-18', title: 'Manna', insight: 'Bread from heaven.' },
        { day: 2, reference: 'Exodus 17:1-7', title: 'Water', insight: '' },
      ],
    });
  });
});

describe('PUT /api/admin/plans/:id', () => {
  it('replaces the fields and sessions in one go', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const plan = await createPlan(admin.headers);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${plan.id}`,
      headers: admin.headers,
      payload: body({
        title: 'Renamed',
        description: 'New description',
        type: 'book',
        planType: 'session',
        sessions: [
          { reference: 'Ruth 1', title: 'Whither thou goest', insight: 'Loyal love.' },
          { reference: 'Ruth 2', title: 'Gleaning', insight: 'Kindness in the fields.' },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().plan).toMatchObject({
      id: plan.id,
      title: 'Renamed',
      description: 'New description',
      type: 'book',
      planType: 'session',
      sessionCount: 2,
      sessions: [
        { day: 1, reference: 'Ruth 1', title: 'Whither thou goest', insight: 'Loyal love.' },
        { day: 2, reference: 'Ruth 2', title: 'Gleaning', insight: 'Kindness in the fields.' },
      ],
    });
    const stored = await db.select().from(planSessions).where(eq(planSessions.planId, plan.id));
    expect(stored).toHaveLength(2);
  });

  it('keeps a curated session’s themes and questions when its passage stays the same', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const [curated] = await db
      .insert(plans)
      .values({
        title: 'Curated',
        description: 'd',
        type: 'theme',
        planType: 'daily',
        isCurated: true,
      })
      .returning();
    const themes = [{ title: 'Provision', description: 'God provides daily bread.' }];
    await db.insert(planSessions).values([
      {
        planId: curated!.id,
        day: 1,
        reference: 'Exodus 16:1-18',
        title: 'Manna',
        description: 'Bread from heaven in the wilderness.',
        insight: { summary: 'Old summary.', themes, questions: ['What do you gather?'] },
      },
      {
        planId: curated!.id,
        day: 2,
        reference: 'Exodus 17:1-7',
        title: 'Water',
        description: 'Water from the rock.',
        insight: { summary: 'Rock.', themes, questions: ['Thirst?'] },
      },
    ]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${curated!.id}`,
      headers: admin.headers,
      payload: body({
        sessions: [
          { reference: 'Exod 16:1-18', title: 'Manna', insight: 'New summary.' },
          { reference: 'Numbers 20:1-13', title: 'Water again', insight: 'Meribah.' },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await db
      .select()
      .from(planSessions)
      .where(eq(planSessions.planId, curated!.id))
      .orderBy(planSessions.day);
    expect(stored[0]!.insight).toEqual({
      summary: 'New summary.',
      themes,
      questions: ['What do you gather?'],
    });
    expect(stored[0]!.description).toBe('New summary.');
    expect(stored[1]!.insight).toEqual({ summary: 'Meribah.', themes: [], questions: [] });
  });

  it('re-saves a seeded curated plan as listed: its sessions have no insight (issue 16)', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    // As the seed stores a curated plan: sessions with a written description and no insight.
    const [seeded] = await db
      .insert(plans)
      .values({
        title: 'Seven Days of Prayer',
        description: 'A week of prayers from scripture.',
        type: 'theme',
        planType: 'daily',
        isCurated: true,
        authorName: 'Lamplight',
      })
      .returning();
    await db.insert(planSessions).values(
      Array.from({ length: 7 }, (_, i) => ({
        planId: seeded!.id,
        day: i + 1,
        reference: `Psalms ${i + 1}`,
        title: `Prayer ${i + 1}`,
        description: `A written description ${i + 1}`,
        insight: null,
      })),
    );
    const listed = (await listPlans(admin.headers)).find((p) => p.id === seeded!.id);
    expect(listed, 'the curated plan is listed').toBeTruthy();
    expect(listed!.sessions.every((s) => s.insight === '')).toBe(true);
    const save = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/plans/${listed!.id}`,
        headers: admin.headers,
        payload,
      });
    const edit = {
      title: `${listed!.title} (edited)`,
      description: listed!.description,
      type: listed!.type,
      planType: listed!.planType,
      sessions: listed!.sessions.map(({ reference, title, insight }) => ({
        reference,
        title,
        insight,
      })),
    };
    const res = await save(edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().plan).toMatchObject({
      title: 'Seven Days of Prayer (edited)',
      sessionCount: 7,
    });
    const [first] = await db
      .select()
      .from(planSessions)
      .where(and(eq(planSessions.planId, listed!.id), eq(planSessions.day, 1)));
    // The reader still gets the study notes, and the session keeps its written description.
    expect(first!.insight).toBeNull();
    expect(first!.description).toBe('A written description 1');

    // Title, description, reference and session title stay required, with the spec's message.
    for (const bad of [
      { ...edit, title: ' ' },
      { ...edit, description: '' },
      { ...edit, sessions: [{ ...edit.sessions[0]!, reference: '' }] },
      { ...edit, sessions: [{ ...edit.sessions[0]!, title: '' }] },
    ]) {
      const refused = await save(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(REQUIRED);
    }
  });

  it('still needs every session insight on a plan that is not curated', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const plan = await createPlan(admin.headers);
    const s = body().sessions;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${plan.id}`,
      headers: admin.headers,
      payload: body({ sessions: [s[0], { ...s[1], insight: '  ' }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REQUIRED);
  });

  it('validates like create and changes nothing on a bad request', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const plan = await createPlan(admin.headers);
    const blank = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${plan.id}`,
      headers: admin.headers,
      payload: body({ sessions: [{ reference: 'John 1', title: '', insight: 'x' }] }),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(REQUIRED);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${plan.id}`,
      headers: admin.headers,
      payload: body({
        title: 'Changed',
        sessions: [{ reference: 'Hezekiah 1:1', title: 'x', insight: 'x' }],
      }),
    });
    expect(bad.json().message).toBe(
      'Session 1: "Hezekiah 1:1" is not a Bible reference we recognise',
    );
    const [row] = await db.select().from(plans).where(eq(plans.id, plan.id));
    expect(row!.title).toBe('Wisdom for Work');
    expect(
      (await db.select().from(planSessions).where(eq(planSessions.planId, plan.id))).length,
    ).toBe(3);
  });

  it('answers 404 for unknown, deleted and readers’ own plans, and 400 for a malformed id', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const reader = await createUser(db);
    const [own] = await db
      .insert(plans)
      .values({
        title: 'Mine',
        description: 'd',
        type: 'custom',
        planType: 'daily',
        ownerId: reader.id,
      })
      .returning();
    const [gone] = await db
      .insert(plans)
      .values({
        title: 'Gone',
        description: 'd',
        type: 'book',
        planType: 'daily',
        deletedAt: new Date(),
      })
      .returning();
    for (const id of [2_000_000_000, own!.id, gone!.id]) {
      for (const [method, url, payload] of [
        ['PUT', `/api/admin/plans/${id}`, body()],
        ['PATCH', `/api/admin/plans/${id}/featured`, { isFeatured: true }],
        ['DELETE', `/api/admin/plans/${id}`, undefined],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: admin.headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe('Plan not found');
      }
    }
    const [still] = await db.select().from(plans).where(eq(plans.id, own!.id));
    expect(still).toMatchObject({ title: 'Mine', isFeatured: false, deletedAt: null });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999', '%00']) {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/plans/${id}`,
        headers: admin.headers,
      });
      expect(res.statusCode, id).toBe(400);
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/plans/${id}`,
        headers: admin.headers,
        payload: body(),
      });
      expect(put.statusCode, id).toBe(400);
      expect(put.json().message).toBe('The plan id must be a positive whole number');
    }
  });
});

describe('PATCH /api/admin/plans/:id/featured', () => {
  it('features and unfeatures a plan', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const plan = await createPlan(admin.headers);
    const feature = async (isFeatured: unknown) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/plans/${plan.id}/featured`,
        headers: admin.headers,
        payload: { isFeatured },
      });
    const on = await feature(true);
    expect(on.statusCode).toBe(200);
    expect(on.json().plan).toMatchObject({ id: plan.id, isFeatured: true });
    expect((await listPlans(admin.headers)).find((p) => p.id === plan.id)!.isFeatured).toBe(true);
    const off = await feature(false);
    expect(off.json().plan.isFeatured).toBe(false);
    const [row] = await db.select().from(plans).where(eq(plans.id, plan.id));
    expect(row!.isFeatured).toBe(false);
    const bad = await feature('yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('isFeatured must be true or false');
  });
});

describe('DELETE /api/admin/plans/:id', () => {
  it('retires the plan, deactivates it for its readers and keeps everything they wrote', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const plan = await createPlan(admin.headers, body({ title: 'Plan to retire' }));
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/plans/${plan.id}/featured`,
      headers: admin.headers,
      payload: { isFeatured: true },
    });
    const active = await createUser(db);
    const finished = await createUser(db);
    await db.insert(userPlans).values([
      { userId: active.id, planId: plan.id, isActive: true, currentDay: 2 },
      {
        userId: finished.id,
        planId: plan.id,
        isActive: false,
        completedAt: new Date(),
        rating: 40,
      },
    ]);
    const [reading] = await db
      .insert(readings)
      .values({
        userId: active.id,
        planId: plan.id,
        planTitle: 'Plan to retire',
        day: 1,
        reference: 'Proverbs 6:6-11',
        readDate: '2025-03-01',
      })
      .returning();
    const [entry] = await db
      .insert(journalEntries)
      .values({
        userId: active.id,
        readingId: reading!.id,
        planId: plan.id,
        planTitle: 'Plan to retire',
        day: 1,
        content: 'The ant taught me patience.',
        title: 'Bible Reading - Proverbs 6:6-11',
        reference: 'Proverbs 6:6-11',
        readDate: '2025-03-01',
      })
      .returning();

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/plans/${plan.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Plan deleted', readersAffected: 1 });

    const [row] = await db.select().from(plans).where(eq(plans.id, plan.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!).toMatchObject({ isPublic: false, isFeatured: false });
    const links = await db.select().from(userPlans).where(eq(userPlans.planId, plan.id));
    expect(links.every((l) => !l.isActive)).toBe(true);
    expect(links.find((l) => l.userId === finished.id)).toMatchObject({ rating: 40 });

    const [kept] = await db.select().from(journalEntries).where(eq(journalEntries.id, entry!.id));
    expect(kept).toMatchObject({
      content: 'The ant taught me patience.',
      title: 'Bible Reading - Proverbs 6:6-11',
      reference: 'Proverbs 6:6-11',
      planTitle: 'Plan to retire',
      readingId: reading!.id,
    });
    const [keptReading] = await db.select().from(readings).where(eq(readings.id, reading!.id));
    expect(keptReading).toMatchObject({
      planTitle: 'Plan to retire',
      reference: 'Proverbs 6:6-11',
    });
    expect(
      (await db.select().from(planSessions).where(eq(planSessions.planId, plan.id))).length,
    ).toBe(3);

    const [notice] = await db
      .select()
      .from(activity)
      .where(and(eq(activity.userId, active.id), eq(activity.action, 'plan_retired')));
    expect(notice!.description).toContain('"Plan to retire" was retired by an administrator');
    const none = await db.select().from(activity).where(eq(activity.userId, finished.id));
    expect(none).toEqual([]);

    expect((await listPlans(admin.headers)).map((p) => p.id)).not.toContain(plan.id);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/plans/${plan.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('firstSentence', () => {
  it('turns a markdown insight into a short plain description', () => {
    expect(firstSentence('**Bold** start. Then more.')).toBe('Bold start.');
    expect(firstSentence('# Title\n\nA [link](https://x.y) here! Next.')).toBe(
      'Title A link here!',
    );
    expect(firstSentence('No full stop')).toBe('No full stop');
    const long = firstSentence(`${'word '.repeat(100)}end.`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('…')).toBe(true);
  });
});
