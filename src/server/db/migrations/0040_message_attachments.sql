CREATE TABLE "club_message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid,
	"uploaded_by" text NOT NULL,
	"file_name" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_message_attachments_fileName_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "club_message_attachments" ADD CONSTRAINT "club_message_attachments_message_id_club_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "club_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_message_attachments_message_idx" ON "club_message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "club_message_attachments_uploader_idx" ON "club_message_attachments" USING btree ("uploaded_by","created_at");