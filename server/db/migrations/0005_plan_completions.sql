CREATE TABLE "plan_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_completions" ADD CONSTRAINT "plan_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_completions" ADD CONSTRAINT "plan_completions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_completions_user_plan_idx" ON "plan_completions" USING btree ("user_id","plan_id");--> statement-breakpoint
CREATE INDEX "plan_completions_plan_idx" ON "plan_completions" USING btree ("plan_id");--> statement-breakpoint
INSERT INTO "plan_completions" ("user_id", "plan_id", "completed_at") SELECT "user_id", "plan_id", "completed_at" FROM "user_plans" WHERE "completed_at" IS NOT NULL ORDER BY "completed_at", "id";
