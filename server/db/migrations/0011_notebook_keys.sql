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
-- An entry joins a group: one more, and maybe its newest.
CREATE FUNCTION "journal_group_join"(reader text, group_kind text, group_key text, at timestamptz, entry integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF group_key IS NULL THEN RETURN; END IF;
  INSERT INTO "journal_groups" AS g ("user_id", "kind", "key", "total", "newest_at", "newest_id")
  VALUES (reader, group_kind, group_key, 1, at, entry)
  ON CONFLICT ("user_id", "kind", "key") DO UPDATE SET
    "total" = g."total" + 1,
    "newest_at" = CASE WHEN (at, entry) > (g."newest_at", g."newest_id") THEN at ELSE g."newest_at" END,
    "newest_id" = CASE WHEN (at, entry) > (g."newest_at", g."newest_id") THEN entry ELSE g."newest_id" END;
END $$;--> statement-breakpoint
-- An entry leaves a group: one fewer; the group goes when empty; a new newest when it was the newest
-- (one step down the view's index).
CREATE FUNCTION "journal_group_leave"(reader text, group_kind text, group_key text, at timestamptz, entry integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  left_total integer;
  was_newest boolean;
  next_at timestamptz;
  next_id integer;
BEGIN
  IF group_key IS NULL THEN RETURN; END IF;
  UPDATE "journal_groups" g SET "total" = g."total" - 1
  WHERE g."user_id" = reader AND g."kind" = group_kind AND g."key" = group_key
  RETURNING g."total", (g."newest_at", g."newest_id") = (at, entry) INTO left_total, was_newest;
  IF left_total IS NULL THEN RETURN; END IF;
  IF left_total <= 0 THEN
    DELETE FROM "journal_groups" g WHERE g."user_id" = reader AND g."kind" = group_kind AND g."key" = group_key;
  ELSIF was_newest THEN
    IF group_kind = 'date' THEN
      SELECT j."created_at", j."id" INTO next_at, next_id FROM "journal_entries" j
      WHERE j."user_id" = reader AND j."notebook_day" = group_key::date
      ORDER BY j."notebook_day" DESC NULLS LAST, j."created_at" DESC NULLS LAST, j."id" DESC NULLS LAST LIMIT 1;
    ELSIF group_kind = 'session' THEN
      SELECT j."created_at", j."id" INTO next_at, next_id FROM "journal_entries" j
      WHERE j."user_id" = reader AND j."session_key" = group_key
      ORDER BY j."created_at" DESC NULLS LAST, j."id" DESC NULLS LAST LIMIT 1;
    ELSE
      SELECT j."created_at", j."id" INTO next_at, next_id FROM "journal_entries" j
      WHERE j."user_id" = reader AND j."book_index" = group_key::integer
      ORDER BY j."created_at" DESC NULLS LAST, j."id" DESC NULLS LAST LIMIT 1;
    END IF;
    UPDATE "journal_groups" g SET "newest_at" = next_at, "newest_id" = next_id
    WHERE g."user_id" = reader AND g."kind" = group_kind AND g."key" = group_key;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "journal_groups_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM journal_group_join(NEW."user_id", 'date', to_char(NEW."notebook_day", 'YYYY-MM-DD'), NEW."created_at", NEW."id");
    PERFORM journal_group_join(NEW."user_id", 'session', NEW."session_key", NEW."created_at", NEW."id");
    PERFORM journal_group_join(NEW."user_id", 'book', NEW."book_index"::text, NEW."created_at", NEW."id");
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM journal_group_leave(OLD."user_id", 'date', to_char(OLD."notebook_day", 'YYYY-MM-DD'), OLD."created_at", OLD."id");
    PERFORM journal_group_leave(OLD."user_id", 'session', OLD."session_key", OLD."created_at", OLD."id");
    PERFORM journal_group_leave(OLD."user_id", 'book', OLD."book_index"::text, OLD."created_at", OLD."id");
    RETURN NULL;
  END IF;
  moved := NEW."user_id" IS DISTINCT FROM OLD."user_id" OR NEW."created_at" IS DISTINCT FROM OLD."created_at"
    OR NEW."id" IS DISTINCT FROM OLD."id";
  IF moved OR NEW."notebook_day" IS DISTINCT FROM OLD."notebook_day" THEN
    PERFORM journal_group_leave(OLD."user_id", 'date', to_char(OLD."notebook_day", 'YYYY-MM-DD'), OLD."created_at", OLD."id");
    PERFORM journal_group_join(NEW."user_id", 'date', to_char(NEW."notebook_day", 'YYYY-MM-DD'), NEW."created_at", NEW."id");
  END IF;
  IF moved OR NEW."session_key" IS DISTINCT FROM OLD."session_key" THEN
    PERFORM journal_group_leave(OLD."user_id", 'session', OLD."session_key", OLD."created_at", OLD."id");
    PERFORM journal_group_join(NEW."user_id", 'session', NEW."session_key", NEW."created_at", NEW."id");
  END IF;
  IF moved OR NEW."book_index" IS DISTINCT FROM OLD."book_index" THEN
    PERFORM journal_group_leave(OLD."user_id", 'book', OLD."book_index"::text, OLD."created_at", OLD."id");
    PERFORM journal_group_join(NEW."user_id", 'book', NEW."book_index"::text, NEW."created_at", NEW."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "journal_groups_count" AFTER INSERT OR DELETE OR UPDATE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "journal_groups_count"();
