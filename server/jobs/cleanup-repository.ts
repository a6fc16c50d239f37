import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';

/** Rows each cleanup deleted, by table. */
export interface CleanupCounts {
  sessions: number;
  identitySessions: number;
  passwordResets: number;
  emailVerifications: number;
  rateLimits: number;
}

/** Any number, far from the migrations' advisory lock key: only one instance cleans at a time. */
const CLEANUP_LOCK_KEY = 727_001;

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

/**
 * Deletes what can no longer be used: app and identity sessions past either end, password-reset and
 * email-verification links used or expired more than a day ago (kept a day so a late click still gets the
 * "link expired" answer), and rate-limit windows that have reset. Returns null when another instance holds
 * the cleanup lock (it is doing the same work right now).
 */
export async function deleteExpiredRows(db: Db, now: Date): Promise<CleanupCounts | null> {
  const iso = now.toISOString();
  return withTransaction(db, async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${CLEANUP_LOCK_KEY}) as locked`,
    );
    const locked = (lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
    if (!locked) return null;
    const sessions = await tx.execute(
      sql`delete from sessions where expires_at <= ${iso} or absolute_expires_at <= ${iso}`,
    );
    const identitySessions = await tx.execute(
      sql`delete from identity_sessions where expires_at <= ${iso} or absolute_expires_at <= ${iso}`,
    );
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
    const passwordResets = await tx.execute(
      sql`delete from password_resets where expires_at <= ${dayAgo} or used_at <= ${dayAgo}`,
    );
    const emailVerifications = await tx.execute(
      sql`delete from email_verifications where expires_at <= ${dayAgo} or used_at <= ${dayAgo}`,
    );
    const rateLimits = await tx.execute(sql`delete from rate_limits where reset_at <= ${iso}`);
    return {
      sessions: affected(sessions),
      identitySessions: affected(identitySessions),
      passwordResets: affected(passwordResets),
      emailVerifications: affected(emailVerifications),
      rateLimits: affected(rateLimits),
    };
  });
}

/**
 * Refreshes the planner's statistics of the journal tables (decision 138). PostgreSQL's autovacuum does
 * this on its own; embedded PGlite has no autovacuum, so without it a database whose statistics never saw
 * the readers' entries may plan a notebook page as a sort of all of a reader's rows.
 */
export async function analyzeJournalTables(db: Db): Promise<void> {
  await db.execute(sql`analyze journal_entries, journal_groups`);
}
