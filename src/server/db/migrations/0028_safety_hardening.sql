CREATE TABLE "credential_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text,
	"state" text DEFAULT 'requested' NOT NULL,
	"stripe_refund_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_refund_requests_amount_check" CHECK ("card_refund_requests"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_expiries" (
	"session_id" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payments_live_purpose_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_twice_of_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "credential_versions" ADD CONSTRAINT "credential_versions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refund_requests" ADD CONSTRAINT "card_refund_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refund_requests" ADD CONSTRAINT "card_refund_requests_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_expiries" ADD CONSTRAINT "checkout_expiries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_refund_requests_payment_idx" ON "card_refund_requests" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_expiries_due_idx" ON "checkout_expiries" USING btree ("next_attempt_at") WHERE "checkout_expiries"."done_at" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_received_twice_of_payment_id_payments_id_fk" FOREIGN KEY ("received_twice_of_payment_id") REFERENCES "payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_received_twice_idx" ON "payments" USING btree ("received_twice_of_payment_id") WHERE "payments"."received_twice_of_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_live_purpose_idx" ON "payments" USING btree ("purpose","purpose_id") WHERE "payments"."state" in ('pending', 'paid', 'waived') and "payments"."refund_of_payment_id" is null and "payments"."received_twice_of_payment_id" is null;--> statement-breakpoint
-- A Checkout session to expire wakes the expiry worker of every process (on commit).
CREATE TRIGGER "checkout_expiries_notify" AFTER INSERT ON "checkout_expiries"
  FOR EACH ROW EXECUTE FUNCTION "njtc_notify_change"('checkout-expiry', 'session_id');
--> statement-breakpoint
-- Money is never left pointing at nothing: a registration that any payment names (its fee,
-- paid, refunded or cancelled) is cancelled, never deleted — by the app, a cascade or plain SQL.
CREATE FUNCTION "njtc_keep_registrations_with_money"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "payments"
    WHERE "purpose" IN ('event_fee', 'tournament_fee') AND "purpose_id" = OLD."id"::text
  ) THEN
    RAISE EXCEPTION 'registration % has payments: cancel it instead of deleting it', OLD."id"
      USING ERRCODE = '23503';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "registrations_keep_money" BEFORE DELETE ON "registrations"
  FOR EACH ROW EXECUTE FUNCTION "njtc_keep_registrations_with_money"();
--> statement-breakpoint
-- Team-success photos in use were recorded as uploads but not as used by their story: record
-- the use, so the sweep of unattached uploads (24 h) never takes a story's photo.
INSERT INTO "upload_uses" ("file_name", "holder_type", "holder_id", "field")
SELECT u."file_name", 'team_success', s."id"::text, 'photo'
FROM "team_success_stories" s
JOIN "uploads" u ON s."photo_url" = '/api/uploads/' || u."file_name"
ON CONFLICT DO NOTHING;
