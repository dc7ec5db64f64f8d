ALTER TABLE "payments" DROP CONSTRAINT "payments_refund_check";--> statement-breakpoint
ALTER TABLE "owed_back" ADD COLUMN "kept_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stripe_refund_id" text;--> statement-breakpoint
CREATE INDEX "payments_stripe_refund_idx" ON "payments" USING btree ("stripe_refund_id") WHERE "payments"."stripe_refund_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_check" CHECK (("payments"."refund_of_payment_id" is null) or ("payments"."state" in ('refunded', 'failed') and "payments"."corrects_payment_id" is null));--> statement-breakpoint
-- Card refunds recorded before this migration kept Stripe's refund id in their notes only.
UPDATE "payments" SET "stripe_refund_id" = substring("notes" from 'Stripe: (re_[A-Za-z0-9_]+)') WHERE "refund_of_payment_id" IS NOT NULL AND "stripe_refund_id" IS NULL;
