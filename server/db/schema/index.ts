/**
 * The database schema (Drizzle). A change here becomes a migration with `npm run db:generate`, which
 * writes the next numbered file in server/db/migrations/; the committed migrations are applied at start.
 * Migrations are never regenerated from scratch: several hold hand-written SQL that Drizzle cannot express
 * (the change triggers that tell every instance a reader's data changed: 0009, 0010, 0012, 0013, 0019; the
 * notebook's and the journal's counter triggers: 0011, 0016, 0020). When an answer served from memory reads a
 * new table, declare it in server/cache/answers.ts and give it change triggers in a new migration:
 * server/cache/declarations.test.ts fails until both are there.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    membershipTier: text('membership_tier', { enum: ['free', 'basic', 'premium'] })
      .notNull()
      .default('free'),
    subscriptionStatus: text('subscription_status'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The Bible translation Today is read in ('kjv' or 'web', decision 122). */
    translation: text('translation', { enum: ['kjv', 'web'] })
      .notNull()
      .default('kjv'),
    /** The reading card's text size ('s' to 'xl', decision 127). */
    textSize: text('text_size', { enum: ['s', 'm', 'l', 'xl'] })
      .notNull()
      .default('m'),
    /** The reading card's line spacing (decision 127). */
    lineSpacing: text('line_spacing', { enum: ['normal', 'relaxed', 'loose'] })
      .notNull()
      .default('normal'),
    /** The reader wants no model-written insight: the study notes only (decision 148). */
    studyNotesOnly: boolean('study_notes_only').notNull().default(false),
    currentStreakDays: integer('current_streak_days').notNull().default(0),
    longestStreakDays: integer('longest_streak_days').notNull().default(0),
    totalReadingDays: integer('total_reading_days').notNull().default(0),
    lastReadingDay: date('last_reading_day'),
    /** Set once the reader proved they own `email` (a verified identity or a verification link). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt),
    index('users_stripe_customer_idx').on(t.stripeCustomerId),
  ],
);

/** A way of signing in: the embedded password provider, or an external OpenID Connect subject. */
export const identities = pgTable(
  'identities',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    displayName: text('display_name'),
    photoUrl: text('photo_url'),
    /** Carried in every ID token; bumped on password change, reset or linking so older tokens stop syncing. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('identities_provider_subject_idx').on(t.provider, t.subject),
    index('identities_email_idx').on(sql`lower(${t.email})`),
    // One password identity per address (migration 0014, decision 155): simultaneous sign-ups make one.
    uniqueIndex('identities_password_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.provider} = 'password'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Idle expiry: moves forward with use, never past `absoluteExpiresAt`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The hard end of the session, however active it is. */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** The embedded identity provider's own sign-in sessions (separate from app sessions, as with any IdP). */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: text('id').primaryKey(),
    identityId: integer('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    /** Idle expiry: moves forward with use, never past `absoluteExpiresAt`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The hard end: the password (or provider) must be used again after it. */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identity_sessions_identity_idx').on(t.identityId),
    index('identity_sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Administrator rights granted with `npm run admin -- grant`, held by the user id (never by an email string). */
export const adminUserGrants = pgTable('admin_user_grants', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who or what granted it (the CLI records 'cli'; `--force` is noted). */
  grantedBy: text('granted_by').notNull().default('cli'),
});

/** One-time email-verification links (only the SHA-256 of the token is kept). */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    identityId: integer('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    /** The address the link proves: a link sent before an email change proves nothing about the new one. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_verifications_identity_idx').on(t.identityId),
    index('email_verifications_expires_idx').on(t.expiresAt),
  ],
);

export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: createdAt(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    identityId: integer('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_resets_identity_idx').on(t.identityId),
    index('password_resets_expires_idx').on(t.expiresAt),
  ],
);

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    slug: text('slug'),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: ['book', 'theme', 'custom'] }).notNull(),
    planType: text('plan_type', { enum: ['daily', 'session'] }).notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    isCurated: boolean('is_curated').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** How many plan_sessions rows the plan has, kept by a trigger (migration 0009, decision 133). */
    sessionCount: integer('session_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plans_slug_idx').on(t.slug),
    index('plans_owner_idx').on(t.ownerId),
    index('plans_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.title} || ' ' || ${t.description})`,
    ),
  ],
);

export const planSessions = pgTable(
  'plan_sessions',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Curated insight ({summary, themes, questions}) or null. */
    insight: jsonb('insight'),
  },
  (t) => [uniqueIndex('plan_sessions_plan_day_idx').on(t.planId, t.day)],
);

export const userPlans = pgTable(
  'user_plans',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(false),
    currentDay: integer('current_day').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    rating: integer('rating'),
    /**
     * The reader's local date of day 1 on a one-day-per-day schedule (decision 101): how far
     * behind they are. Null until Today first needs it.
     */
    scheduleStart: date('schedule_start'),
    /** The reader's local date when the current day last changed (Next, Previous, activation, moving on). */
    daySetOn: date('day_set_on'),
    /** The local date on which Today moved the reader on by itself ("Moved on to Day N"). */
    movedOn: date('moved_on'),
  },
  (t) => [
    uniqueIndex('user_plans_user_plan_idx').on(t.userId, t.planId),
    index('user_plans_plan_idx').on(t.planId),
  ],
);

/**
 * Each time a reader finished a plan (decision 124): Study Again starts the user_plans row over,
 * and the completions stay. The reader's rating stays on user_plans (one per reader and plan).
 */
export const planCompletions = pgTable(
  'plan_completions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('plan_completions_user_plan_idx').on(t.userId, t.planId),
    index('plan_completions_plan_idx').on(t.planId),
  ],
);

export const readings = pgTable(
  'readings',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    planTitle: text('plan_title'),
    day: integer('day').notNull(),
    reference: text('reference').notNull(),
    readDate: date('read_date').notNull(),
    createdAt: createdAt(),
  },
  // One reading per plan day per local date: a new day on the same plan day is a new session (decision 101).
  (t) => [uniqueIndex('readings_user_plan_day_date_idx').on(t.userId, t.planId, t.day, t.readDate)],
);

/** Insights generated once per passage and shared by every reader of it. */
export const insights = pgTable(
  'insights',
  {
    id: serial('id').primaryKey(),
    cacheKey: text('cache_key').notNull(),
    reference: text('reference').notNull(),
    planType: text('plan_type').notNull(),
    translation: text('translation').notNull(),
    promptVersion: text('prompt_version').notNull(),
    status: text('status', { enum: ['pending', 'ready', 'failed'] }).notNull(),
    source: text('source', { enum: ['ai', 'study-notes', 'curated'] }),
    content: jsonb('content'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    retryAfter: timestamp('retry_after', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('insights_cache_key_idx').on(t.cacheKey)],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readingId: integer('reading_id').references(() => readings.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    planTitle: text('plan_title'),
    day: integer('day'),
    content: text('content').notNull(),
    title: text('title').notNull(),
    reference: text('reference'),
    readDate: date('read_date'),
    /** The translation the reader was reading when they wrote it (decision 122). */
    translation: text('translation', { enum: ['kjv', 'web'] })
      .notNull()
      .default('kjv'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The idempotency key the app made for this save (a UUID; decision 131): a retried POST with the
     * same key answers the entry already saved instead of writing a second one.
     */
    clientId: text('client_id'),
    /**
     * The reader's local date of creation, in the time zone they had when the entry was written
     * (decision 138): set by the journal_entries_keys trigger, and kept when the zone changes later.
     */
    createdDay: date('created_day'),
    /** The notebook's day: the read date, else createdDay (trigger-maintained, decision 138). */
    notebookDay: date('notebook_day'),
    /** The notebook's session key (decision 021's rule, trigger-maintained, decision 138). */
    sessionKey: text('session_key'),
    /**
     * The canonical index of the reference's first book, OTHER_BOOK_INDEX (999999) for 'Other';
     * null until the reference parser has read it (decision 138): the app sets it on every write,
     * the notebook fills rows still missing it (rows from before migration 0011) on a by-book read.
     */
    bookIndex: integer('book_index'),
    /**
     * Every book the reference names, in its order ('Genesis 1; Matthew 1' → [0, 39]), set by the app
     * with bookIndex (its first); null means bookIndex alone. journal_entry_books follows it
     * (decision 160).
     */
    bookIndexes: integer('book_indexes').array(),
  },
  (t) => [
    index('journal_user_created_idx').on(t.userId, t.createdAt),
    index('journal_user_day_idx').on(
      t.userId,
      t.notebookDay.desc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('journal_user_session_idx').on(t.userId, t.sessionKey, t.createdAt.desc(), t.id.desc()),
    // Only the entries that carry a plan title: the session's heading finds its newest one at once.
    index('journal_user_session_titled_idx')
      .on(t.userId, t.sessionKey, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.planTitle} <> ''`),
    index('journal_user_book_idx').on(t.userId, t.bookIndex, t.createdAt.desc(), t.id.desc()),
    index('journal_book_missing_idx')
      .on(t.userId)
      .where(sql`${t.bookIndex} is null`),
    uniqueIndex('journal_user_client_idx').on(t.userId, t.clientId),
    index('journal_reading_idx').on(t.readingId),
    index('journal_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.title} || ' ' || ${t.content})`,
    ),
  ],
);

/**
 * One row per journal entry and book it files under in the notebook by book (decision 160): kept by
 * the journal_entry_books_sync trigger from journal_entries' book_index/book_indexes, from any writer.
 */
export const journalEntryBooks = pgTable(
  'journal_entry_books',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    bookIndex: integer('book_index').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.bookIndex] }),
    index('journal_entry_books_user_book_idx').on(
      t.userId,
      t.bookIndex,
      t.createdAt.desc(),
      t.entryId.desc(),
    ),
  ],
);

/**
 * How many entries each notebook group of a reader holds, and its newest entry (decision 138),
 * kept by the journal_groups_count trigger on journal_entries: kind 'date' (key 'yyyy-MM-dd'),
 * 'session' (the session key) or 'book' (the book index as text).
 */
export const journalGroups = pgTable(
  'journal_groups',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['date', 'session', 'book'] }).notNull(),
    key: text('key').notNull(),
    total: integer('total').notNull(),
    newestAt: timestamp('newest_at', { withTimezone: true }).notNull(),
    newestId: integer('newest_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.key] }),
    index('journal_groups_newest_idx').on(t.userId, t.kind, t.newestAt.desc(), t.newestId.desc()),
  ],
);

/**
 * Each reader's entry count and character total (characters as char_length counts them), kept by the
 * journal_totals triggers on journal_entries (decision 173) so the storage cap reads one row. A reader
 * who never saved an entry has no row (their totals are 0).
 */
export const journalTotals = pgTable('journal_totals', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  entries: integer('entries').notNull(),
  characters: bigint('characters', { mode: 'number' }).notNull(),
});

/** One row per reader per local day on which they read. */
export const readingDays = pgTable(
  'reading_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activity_user_created_idx').on(t.userId, t.createdAt)],
);

export const membershipChanges = pgTable(
  'membership_changes',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    oldTier: text('old_tier').notNull(),
    newTier: text('new_tier').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('membership_changes_user_idx').on(t.userId)],
);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for rate limits, shared by every app instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** A reader's daily reminder email (decision 126): one row per reader who ever saved the setting. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** The reader's local time, 'HH:MM' (24-hour). */
    localTime: text('local_time').notNull(),
    /** Days of the week it is sent on: 'mon' … 'sun'. */
    days: text('days').array().notNull(),
    /** When the next reminder falls due; null while reminders are off. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    /** The zone next_due_at was worked out in; when users.time_zone differs it is worked out again. */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reminder_settings_due_idx')
      .on(t.nextDueAt)
      .where(sql`${t.enabled}`),
  ],
);

/** One reminder for one local date: the key makes it at most one mail per reader per day (decision 126). */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date').notNull(),
    status: text('status', { enum: ['pending', 'claimed', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    /** The instant the reader's chosen time fell on that date. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Set by the instance sending it; a claim older than the lease is taken over. */
    claimToken: text('claim_token'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.localDate] }),
    index('reminder_sends_open_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('pending', 'claimed')`),
    index('reminder_sends_created_idx').on(t.createdAt),
  ],
);

/**
 * A reader's marks on the text (decision 164): a highlight (with a colour), a bookmark or a note, on one
 * verse or a run of verses in one chapter. Verses are held by canonical position (`first_verse`/`last_verse`:
 * dense ids in canonical order, 0 = Genesis 1:1), so a mark is the same in every translation.
 */
export const marks = pgTable(
  'marks',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['highlight', 'bookmark', 'note'] }).notNull(),
    /** Canonical book order, 0 (Genesis) to 65 (Revelation). */
    bookIndex: integer('book_index').notNull(),
    chapter: integer('chapter').notNull(),
    verseStart: integer('verse_start').notNull(),
    verseEnd: integer('verse_end').notNull(),
    firstVerse: integer('first_verse').notNull(),
    lastVerse: integer('last_verse').notNull(),
    color: text('color'),
    note: text('note'),
    /** The app's idempotency key for this save (decision 131's rule): a replay answers the saved mark. */
    clientId: text('client_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('marks_user_client_idx').on(t.userId, t.clientId),
    // One highlight and one bookmark per run of verses: a second device's mark on them is the same mark.
    uniqueIndex('marks_user_same_verses_idx')
      .on(t.userId, t.kind, t.firstVerse, t.lastVerse)
      .where(sql`${t.kind} <> 'note'`),
    index('marks_user_verses_idx').on(t.userId, t.firstVerse),
    index('marks_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A reader's prayer list (decision 165): requests, the day asked, and the day and way answered. */
export const prayers = pgTable(
  'prayers',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    details: text('details'),
    /** A linked passage as the reader typed it, normalised by the reference parser. */
    reference: text('reference'),
    /** The linked passage's first and last verse (dense ids as on marks); null without one. */
    firstVerse: integer('first_verse'),
    lastVerse: integer('last_verse'),
    /** The reader's local date when it was added. */
    askedOn: date('asked_on').notNull(),
    /** The reader's local date when it was marked answered; null while active. */
    answeredOn: date('answered_on'),
    answerNote: text('answer_note'),
    clientId: text('client_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('prayers_user_client_idx').on(t.userId, t.clientId),
    index('prayers_user_answered_idx').on(t.userId, t.answeredOn),
  ],
);
