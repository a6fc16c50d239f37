CREATE TRIGGER "admin_user_grants_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "admin_user_grants"
  FOR EACH ROW EXECUTE FUNCTION "lamplight_reader_data_changed"();--> statement-breakpoint
CREATE TRIGGER "admin_user_grants_truncated_notify" AFTER TRUNCATE ON "admin_user_grants"
  FOR EACH STATEMENT EXECUTE FUNCTION "lamplight_shared_data_changed"();
