CREATE TABLE "club_message_recipients" (
	"message_id" uuid NOT NULL,
	"email_key" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"user_id" text,
	"outbox_id" uuid,
	"is_skipped" boolean DEFAULT false NOT NULL,
	CONSTRAINT "club_message_recipients_message_id_email_key_pk" PRIMARY KEY("message_id","email_key")
);
--> statement-breakpoint
CREATE TABLE "club_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"audience_kind" text NOT NULL,
	"audience_ref" text DEFAULT '' NOT NULL,
	"audience_option" text DEFAULT '' NOT NULL,
	"audience_label" text NOT NULL,
	"subject" text NOT NULL,
	"body_markdown" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_send_minutes" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "source" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_elsewhere" text;--> statement-breakpoint
ALTER TABLE "club_message_recipients" ADD CONSTRAINT "club_message_recipients_message_id_club_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "club_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_message_recipients" ADD CONSTRAINT "club_message_recipients_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_messages" ADD CONSTRAINT "club_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_message_recipients_user_idx" ON "club_message_recipients" USING btree ("user_id") WHERE "club_message_recipients"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "club_message_recipients_email_idx" ON "club_message_recipients" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "club_messages_due_idx" ON "club_messages" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "club_messages_audience_idx" ON "club_messages" USING btree ("audience_kind","audience_ref","sent_at");--> statement-breakpoint
CREATE INDEX "club_messages_author_idx" ON "club_messages" USING btree ("author_id","created_at");