CREATE TABLE "mail_list_opt_outs" (
	"list" text NOT NULL,
	"email_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_list_opt_outs_list_email_key_pk" PRIMARY KEY("list","email_key")
);
