CREATE FUNCTION "lamplight_reader_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('lamplight_reader_data', OLD."user_id");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('lamplight_reader_data', NEW."user_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "readings_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "readings"
  FOR EACH ROW EXECUTE FUNCTION "lamplight_reader_data_changed"();--> statement-breakpoint
CREATE TRIGGER "user_plans_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "user_plans"
  FOR EACH ROW EXECUTE FUNCTION "lamplight_reader_data_changed"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "lamplight_reader_data_changed"();--> statement-breakpoint
CREATE FUNCTION "lamplight_shared_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lamplight_reader_data', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plans_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();--> statement-breakpoint
CREATE TRIGGER "plan_sessions_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "insights"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();--> statement-breakpoint
CREATE TRIGGER "app_settings_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();--> statement-breakpoint
CREATE TRIGGER "readings_truncated_notify" AFTER TRUNCATE ON "readings"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();--> statement-breakpoint
CREATE TRIGGER "user_plans_truncated_notify" AFTER TRUNCATE ON "user_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_truncated_notify" AFTER TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();
