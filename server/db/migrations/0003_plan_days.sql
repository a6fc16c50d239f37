DROP INDEX "readings_user_plan_day_idx";--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "schedule_start" date;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "day_set_on" date;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "moved_on" date;--> statement-breakpoint
CREATE UNIQUE INDEX "readings_user_plan_day_date_idx" ON "readings" USING btree ("user_id","plan_id","day","read_date");