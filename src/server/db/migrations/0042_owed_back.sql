CREATE TABLE "owed_back" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"card_refund_error" text,
	"settled_at" timestamp with time zone,
	"settled_by" text,
	"refund_payment_id" uuid,
	"card_refund_request_id" uuid,
	"settled_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "owed_back_amount_check" CHECK ("owed_back"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "owed_back" ADD CONSTRAINT "owed_back_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_back" ADD CONSTRAINT "owed_back_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_back" ADD CONSTRAINT "owed_back_settled_by_user_id_fk" FOREIGN KEY ("settled_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_back" ADD CONSTRAINT "owed_back_refund_payment_id_payments_id_fk" FOREIGN KEY ("refund_payment_id") REFERENCES "payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_back" ADD CONSTRAINT "owed_back_card_refund_request_id_card_refund_requests_id_fk" FOREIGN KEY ("card_refund_request_id") REFERENCES "card_refund_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owed_back_open_idx" ON "owed_back" USING btree ("created_at") WHERE "owed_back"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "owed_back_payment_idx" ON "owed_back" USING btree ("payment_id");