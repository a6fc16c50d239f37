CREATE TRIGGER "plan_completions_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "plan_completions"
  FOR EACH ROW EXECUTE FUNCTION "lamplight_reader_data_changed"();--> statement-breakpoint
CREATE TRIGGER "plan_completions_truncated_notify" AFTER TRUNCATE ON "plan_completions"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();
