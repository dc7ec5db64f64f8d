CREATE TABLE "imported_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"password_state" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reset_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "imported_accounts" ADD CONSTRAINT "imported_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;