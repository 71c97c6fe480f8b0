CREATE TABLE "mail_daily_counts" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_daily_counts_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "reminder_schedules" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"lead_days" smallint NOT NULL,
	"overdue_days" smallint[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"message" text NOT NULL,
	"reminder_date" date NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"recipient_email" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"is_automatic" boolean DEFAULT false NOT NULL,
	"auto_key" text,
	"generation" integer DEFAULT 1 NOT NULL,
	"queued_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_digests" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"is_sent" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_digests_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "borrower_unsubscribes" (
	"user_id" uuid NOT NULL,
	"email" "citext" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "borrower_unsubscribes_user_id_email_pk" PRIMARY KEY("user_id","email")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "reminder_schedules" ADD CONSTRAINT "reminder_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_digests" ADD CONSTRAINT "weekly_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrower_unsubscribes" ADD CONSTRAINT "borrower_unsubscribes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_user_created_idx" ON "reminders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reminders_loan_idx" ON "reminders" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_auto_key_unique" ON "reminders" USING btree ("auto_key");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("send_at","id") WHERE "reminders"."status" = 'scheduled' and "reminders"."queued_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_key_unique" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_owner_idx" ON "mail_outbox" USING btree ("owner_user_id");