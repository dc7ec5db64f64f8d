CREATE TABLE "payment_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"by_user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"purpose_id" text NOT NULL,
	"user_id" text,
	"payer_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"stripe_checkout_session_id" text,
	"stripe_payment_intent_id" text,
	"checkout_attempts" integer DEFAULT 0 NOT NULL,
	"cheque_number" text,
	"received_by" text,
	"received_on" date,
	"recorded_by" text,
	"verified_by" text,
	"verified_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"corrects_payment_id" uuid,
	"refund_of_payment_id" uuid,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'usd'),
	CONSTRAINT "payments_waiver_check" CHECK (("payments"."method" = 'waiver') = ("payments"."state" = 'waived')),
	CONSTRAINT "payments_refund_check" CHECK (("payments"."refund_of_payment_id" is null) or ("payments"."state" = 'refunded' and "payments"."corrects_payment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_verified_by_user_id_fk" FOREIGN KEY ("verified_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_corrects_payment_id_payments_id_fk" FOREIGN KEY ("corrects_payment_id") REFERENCES "payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payment_id_payments_id_fk" FOREIGN KEY ("refund_of_payment_id") REFERENCES "payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_history_payment_idx" ON "payment_history" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "payments_purpose_idx" ON "payments" USING btree ("purpose","purpose_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_refund_of_idx" ON "payments" USING btree ("refund_of_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_session_idx" ON "payments" USING btree ("stripe_checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_live_purpose_idx" ON "payments" USING btree ("purpose","purpose_id") WHERE "payments"."state" in ('pending', 'paid', 'waived') and "payments"."refund_of_payment_id" is null;