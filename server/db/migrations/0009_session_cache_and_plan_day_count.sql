ALTER TABLE "plans" ADD COLUMN "session_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "plans" SET "session_count" = (SELECT count(*) FROM "plan_sessions" ps WHERE ps."plan_id" = "plans"."id");--> statement-breakpoint
CREATE FUNCTION "plan_sessions_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "plans" SET "session_count" = "session_count" - 1 WHERE "id" = OLD."plan_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "plans" SET "session_count" = "session_count" + 1 WHERE "id" = NEW."plan_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plan_sessions_count" AFTER INSERT OR DELETE OR UPDATE OF "plan_id" ON "plan_sessions"
  FOR EACH ROW EXECUTE FUNCTION "plan_sessions_count"();--> statement-breakpoint
CREATE FUNCTION "lamplight_reader_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('lamplight_sessions', OLD."id");
  ELSE
    PERFORM pg_notify('lamplight_sessions', OLD."user_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_changed_notify" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "lamplight_reader_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_ended_notify" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "lamplight_reader_changed"();
