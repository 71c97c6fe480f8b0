CREATE TABLE "reminder_passes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_passes" ADD CONSTRAINT "reminder_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_passes_next_at_idx" ON "reminder_passes" USING btree ("next_at");--> statement-breakpoint
-- Every owner with a loan still out is looked at on the scheduler's next run (it then sets the
-- owner's next send hour); later owners get their row when they lend or restore.
INSERT INTO "reminder_passes" ("user_id", "next_at")
SELECT DISTINCT "user_id", now() FROM "loans" WHERE "returned_at" IS NULL
ON CONFLICT DO NOTHING;
