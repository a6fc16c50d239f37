CREATE TABLE "marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"book_index" integer NOT NULL,
	"chapter" integer NOT NULL,
	"verse_start" integer NOT NULL,
	"verse_end" integer NOT NULL,
	"first_verse" integer NOT NULL,
	"last_verse" integer NOT NULL,
	"color" text,
	"note" text,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"reference" text,
	"first_verse" integer,
	"last_verse" integer,
	"asked_on" date NOT NULL,
	"answered_on" date,
	"answer_note" text,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marks" ADD CONSTRAINT "marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayers" ADD CONSTRAINT "prayers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marks_user_client_idx" ON "marks" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marks_user_same_verses_idx" ON "marks" USING btree ("user_id","kind","first_verse","last_verse") WHERE "marks"."kind" <> 'note';--> statement-breakpoint
CREATE INDEX "marks_user_verses_idx" ON "marks" USING btree ("user_id","first_verse");--> statement-breakpoint
CREATE INDEX "marks_user_created_idx" ON "marks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prayers_user_client_idx" ON "prayers" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "prayers_user_answered_idx" ON "prayers" USING btree ("user_id","answered_on");--> statement-breakpoint
-- Hand-written (decision 164): what a mark is, held by the database whatever writes it.
ALTER TABLE "marks" ADD CONSTRAINT "marks_kind_check" CHECK (
  ("kind" = 'highlight' AND "color" IN ('yellow', 'green', 'blue', 'pink') AND "note" IS NULL)
  OR ("kind" = 'bookmark' AND "color" IS NULL AND "note" IS NULL)
  OR ("kind" = 'note' AND "color" IS NULL AND "note" IS NOT NULL)
);--> statement-breakpoint
ALTER TABLE "marks" ADD CONSTRAINT "marks_verses_check" CHECK (
  "verse_start" >= 1 AND "verse_end" >= "verse_start" AND "last_verse" >= "first_verse"
);--> statement-breakpoint
ALTER TABLE "prayers" ADD CONSTRAINT "prayers_answer_check" CHECK (
  "answer_note" IS NULL OR "answered_on" IS NOT NULL
);
