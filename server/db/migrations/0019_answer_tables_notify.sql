-- Every table a cached answer reads (server/cache/answers.ts) announces its changes on lamplight_reader_data:
-- a change of shared data now names its table ('*:plans'), so only the answers that read it are dropped.
CREATE OR REPLACE FUNCTION "lamplight_shared_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lamplight_reader_data', '*:' || TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reading_days_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "reading_days"
  FOR EACH ROW EXECUTE FUNCTION "lamplight_reader_data_changed"();--> statement-breakpoint
CREATE TRIGGER "reading_days_truncated_notify" AFTER TRUNCATE ON "reading_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();--> statement-breakpoint
CREATE TRIGGER "journal_groups_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "journal_groups"
  FOR EACH ROW EXECUTE FUNCTION "lamplight_reader_data_changed"();--> statement-breakpoint
CREATE TRIGGER "journal_groups_truncated_notify" AFTER TRUNCATE ON "journal_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();--> statement-breakpoint
-- users: updates and deletes already notify lamplight_sessions (0009); a new row and TRUNCATE complete it.
CREATE FUNCTION "lamplight_user_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lamplight_reader_data', NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_inserted_notify" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "lamplight_user_inserted"();--> statement-breakpoint
CREATE TRIGGER "users_truncated_notify" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();
