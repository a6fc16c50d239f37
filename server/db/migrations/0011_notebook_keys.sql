CREATE TABLE "journal_groups" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"total" integer NOT NULL,
	"newest_at" timestamp with time zone NOT NULL,
	"newest_id" integer NOT NULL,
	CONSTRAINT "journal_groups_user_id_kind_key_pk" PRIMARY KEY("user_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "created_day" date;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "notebook_day" date;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "session_key" text;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "book_index" integer;--> statement-breakpoint
ALTER TABLE "journal_groups" ADD CONSTRAINT "journal_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_groups_newest_idx" ON "journal_groups" USING btree ("user_id","kind","newest_at" DESC NULLS LAST,"newest_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journal_user_day_idx" ON "journal_entries" USING btree ("user_id","notebook_day" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journal_user_session_idx" ON "journal_entries" USING btree ("user_id","session_key","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journal_user_session_titled_idx" ON "journal_entries" USING btree ("user_id","session_key","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "journal_entries"."plan_title" <> '';--> statement-breakpoint
CREATE INDEX "journal_user_book_idx" ON "journal_entries" USING btree ("user_id","book_index","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journal_book_missing_idx" ON "journal_entries" USING btree ("user_id") WHERE "journal_entries"."book_index" is null;--> statement-breakpoint
-- Decision 138: the notebook's sort and group keys are stored on each entry at write time, and each
-- group's size and newest entry kept in journal_groups, so a notebook page is an index range read.
-- The reader's local date of a moment; an unknown zone name counts as UTC (never a failed save).
CREATE FUNCTION "lamplight_local_date"(at timestamptz, zone text) RETURNS date LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (at AT TIME ZONE coalesce(zone, 'UTC'))::date;
EXCEPTION WHEN OTHERS THEN
  RETURN (at AT TIME ZONE 'UTC')::date;
END $$;--> statement-breakpoint
-- Decision 021's session key, as notebookSessionPage built it in SQL before (decision 136).
CREATE FUNCTION "lamplight_session_key"(plan_id integer, plan_day integer, reference text, notebook_day date)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN plan_id IS NOT NULL AND plan_day IS NOT NULL THEN plan_id::text || ':' || plan_day::text
    ELSE 'unplanned:' || coalesce(
      nullif(lower(btrim(regexp_replace(reference, '[[:space:]]+', ' ', 'g'))), ''),
      to_char(notebook_day, 'YYYY-MM-DD'))
  END
$$;--> statement-breakpoint
UPDATE "journal_entries" j SET "created_day" = lamplight_local_date(j."created_at", u."time_zone")
  FROM "users" u WHERE u."id" = j."user_id";--> statement-breakpoint
UPDATE "journal_entries" SET
  "notebook_day" = coalesce("read_date", "created_day"),
  "session_key" = lamplight_session_key("plan_id", "day", "reference", coalesce("read_date", "created_day")),
  -- No reference: 'Other' at once. A reference waits for the parser (NULL: filled on a by-book read).
  "book_index" = CASE WHEN "reference" IS NULL THEN 999999 END;--> statement-breakpoint
INSERT INTO "journal_groups" ("user_id", "kind", "key", "total", "newest_at", "newest_id")
  SELECT DISTINCT ON (g."user_id", g."kind", g."key") g."user_id", g."kind", g."key",
         count(*) OVER (PARTITION BY g."user_id", g."kind", g."key"), g."created_at", g."id"
  FROM (
    SELECT "user_id", 'date' AS "kind", to_char("notebook_day", 'YYYY-MM-DD') AS "key", "created_at", "id" FROM "journal_entries"
    UNION ALL
    SELECT "user_id", 'session', "session_key", "created_at", "id" FROM "journal_entries"
    UNION ALL
    SELECT "user_id", 'book', "book_index"::text, "created_at", "id" FROM "journal_entries" WHERE "book_index" IS NOT NULL
  ) g
  ORDER BY g."user_id", g."kind", g."key", g."created_at" DESC, g."id" DESC;--> statement-breakpoint
-- Before a write: the day (in the reader's zone at that moment), the notebook day and the session key.
-- A changed reference whose book index the writer did not set waits for the parser again.
CREATE FUNCTION "journal_entries_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."created_at" IS DISTINCT FROM OLD."created_at"
     OR NEW."user_id" IS DISTINCT FROM OLD."user_id" OR NEW."created_day" IS NULL THEN
    NEW."created_day" := lamplight_local_date(NEW."created_at",
      (SELECT u."time_zone" FROM "users" u WHERE u."id" = NEW."user_id"));
  END IF;
  NEW."notebook_day" := coalesce(NEW."read_date", NEW."created_day");
  NEW."session_key" := lamplight_session_key(NEW."plan_id", NEW."day", NEW."reference", NEW."notebook_day");
  IF NEW."reference" IS NULL THEN
    NEW."book_index" := 999999;
  ELSIF TG_OP = 'UPDATE' AND NEW."reference" IS DISTINCT FROM OLD."reference"
        AND NEW."book_index" IS NOT DISTINCT FROM OLD."book_index" THEN
    NEW."book_index" := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_keys" BEFORE INSERT OR UPDATE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "journal_entries_keys"();--> statement-breakpoint
-- After a statement: each group's size changes by the entries that joined and left it, an emptied group
-- goes, and each touched group's newest entry is read again (one step down the view's index). Statement
-- triggers with transition tables, so a bulk insert updates each group once, not once per row.
CREATE FUNCTION "journal_groups_apply"(readers text[], kinds text[], group_keys text[], deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Groups that grew (a new one starts here); then those that shrank (never created: the reader may be
  -- being deleted, and their groups with them).
  INSERT INTO "journal_groups" AS g ("user_id", "kind", "key", "total", "newest_at", "newest_id")
    SELECT c."user_id", c."kind", c."key", c."delta", '-infinity', 0
    FROM (SELECT t."user_id", t."kind", t."key", sum(t."delta")::integer AS "delta"
          FROM unnest(readers, kinds, group_keys, deltas) AS t("user_id", "kind", "key", "delta")
          WHERE t."key" IS NOT NULL GROUP BY 1, 2, 3) c
    WHERE c."delta" > 0
  ON CONFLICT ("user_id", "kind", "key") DO UPDATE SET "total" = g."total" + excluded."total";
  UPDATE "journal_groups" g SET "total" = g."total" + c."delta"
    FROM (SELECT t."user_id", t."kind", t."key", sum(t."delta")::integer AS "delta"
          FROM unnest(readers, kinds, group_keys, deltas) AS t("user_id", "kind", "key", "delta")
          WHERE t."key" IS NOT NULL GROUP BY 1, 2, 3) c
    WHERE c."delta" < 0 AND g."user_id" = c."user_id" AND g."kind" = c."kind" AND g."key" = c."key";
  DELETE FROM "journal_groups" g
    USING (SELECT DISTINCT t."user_id", t."kind", t."key"
           FROM unnest(readers, kinds, group_keys) AS t("user_id", "kind", "key")) c
    WHERE g."user_id" = c."user_id" AND g."kind" = c."kind" AND g."key" = c."key" AND g."total" <= 0;
  UPDATE "journal_groups" g SET "newest_at" = n."created_at", "newest_id" = n."id"
    FROM (SELECT DISTINCT t."user_id", t."key" FROM unnest(readers, kinds, group_keys) AS t("user_id", "kind", "key")
          WHERE t."kind" = 'date' AND t."key" IS NOT NULL) c
    CROSS JOIN LATERAL (
      SELECT j."created_at", j."id" FROM "journal_entries" j
      WHERE j."user_id" = c."user_id" AND j."notebook_day" = c."key"::date
      ORDER BY j."notebook_day" DESC NULLS LAST, j."created_at" DESC NULLS LAST, j."id" DESC NULLS LAST LIMIT 1) n
    WHERE g."user_id" = c."user_id" AND g."kind" = 'date' AND g."key" = c."key";
  UPDATE "journal_groups" g SET "newest_at" = n."created_at", "newest_id" = n."id"
    FROM (SELECT DISTINCT t."user_id", t."key" FROM unnest(readers, kinds, group_keys) AS t("user_id", "kind", "key")
          WHERE t."kind" = 'session' AND t."key" IS NOT NULL) c
    CROSS JOIN LATERAL (
      SELECT j."created_at", j."id" FROM "journal_entries" j
      WHERE j."user_id" = c."user_id" AND j."session_key" = c."key"
      ORDER BY j."created_at" DESC NULLS LAST, j."id" DESC NULLS LAST LIMIT 1) n
    WHERE g."user_id" = c."user_id" AND g."kind" = 'session' AND g."key" = c."key";
  UPDATE "journal_groups" g SET "newest_at" = n."created_at", "newest_id" = n."id"
    FROM (SELECT DISTINCT t."user_id", t."key" FROM unnest(readers, kinds, group_keys) AS t("user_id", "kind", "key")
          WHERE t."kind" = 'book' AND t."key" IS NOT NULL) c
    CROSS JOIN LATERAL (
      SELECT j."created_at", j."id" FROM "journal_entries" j
      WHERE j."user_id" = c."user_id" AND j."book_index" = c."key"::integer
      ORDER BY j."created_at" DESC NULLS LAST, j."id" DESC NULLS LAST LIMIT 1) n
    WHERE g."user_id" = c."user_id" AND g."kind" = 'book' AND g."key" = c."key";
END $$;--> statement-breakpoint
CREATE FUNCTION "journal_groups_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_groups_apply(array_agg(k."user_id"), array_agg(k."kind"), array_agg(k."key"), array_agg(1))
  FROM (
    SELECT n."user_id", 'date' AS "kind", to_char(n."notebook_day", 'YYYY-MM-DD') AS "key" FROM new_rows n
    UNION ALL SELECT n."user_id", 'session', n."session_key" FROM new_rows n
    UNION ALL SELECT n."user_id", 'book', n."book_index"::text FROM new_rows n) k;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "journal_groups_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_groups_apply(array_agg(k."user_id"), array_agg(k."kind"), array_agg(k."key"), array_agg(-1))
  FROM (
    SELECT o."user_id", 'date' AS "kind", to_char(o."notebook_day", 'YYYY-MM-DD') AS "key" FROM old_rows o
    UNION ALL SELECT o."user_id", 'session', o."session_key" FROM old_rows o
    UNION ALL SELECT o."user_id", 'book', o."book_index"::text FROM old_rows o) k;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An edit moves an entry only when one of its keys (or its time) changed: most edits touch no group.
CREATE FUNCTION "journal_groups_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_groups_apply(array_agg(k."user_id"), array_agg(k."kind"), array_agg(k."key"), array_agg(k."delta"))
  FROM (
    SELECT o."user_id", 'date' AS "kind", to_char(o."notebook_day", 'YYYY-MM-DD') AS "key", -1 AS "delta"
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."user_id", o."created_at", o."notebook_day") IS DISTINCT FROM (n."user_id", n."created_at", n."notebook_day")
    UNION ALL SELECT n."user_id", 'date', to_char(n."notebook_day", 'YYYY-MM-DD'), 1
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."user_id", o."created_at", o."notebook_day") IS DISTINCT FROM (n."user_id", n."created_at", n."notebook_day")
    UNION ALL SELECT o."user_id", 'session', o."session_key", -1
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."user_id", o."created_at", o."session_key") IS DISTINCT FROM (n."user_id", n."created_at", n."session_key")
    UNION ALL SELECT n."user_id", 'session', n."session_key", 1
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."user_id", o."created_at", o."session_key") IS DISTINCT FROM (n."user_id", n."created_at", n."session_key")
    UNION ALL SELECT o."user_id", 'book', o."book_index"::text, -1
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."user_id", o."created_at", o."book_index") IS DISTINCT FROM (n."user_id", n."created_at", n."book_index")
    UNION ALL SELECT n."user_id", 'book', n."book_index"::text, 1
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."user_id", o."created_at", o."book_index") IS DISTINCT FROM (n."user_id", n."created_at", n."book_index")) k
  HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "journal_groups_inserted" AFTER INSERT ON "journal_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "journal_groups_inserted"();--> statement-breakpoint
CREATE TRIGGER "journal_groups_deleted" AFTER DELETE ON "journal_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "journal_groups_deleted"();--> statement-breakpoint
CREATE TRIGGER "journal_groups_updated" AFTER UPDATE ON "journal_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "journal_groups_updated"();
--> statement-breakpoint
-- Fresh statistics for the planner, so the page queries take the new indexes at once on an existing
-- database (PostgreSQL's autovacuum keeps them fresh afterwards; PGlite has none: decision 138).
ANALYZE "journal_entries";--> statement-breakpoint
ANALYZE "journal_groups";
