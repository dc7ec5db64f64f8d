ALTER TABLE "courts" ADD COLUMN "distance_miles" integer;--> statement-breakpoint
ALTER TABLE "sub_requests" ADD COLUMN "expiry_noticed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sub_requests_expiry_idx" ON "sub_requests" USING btree ("expires_at") WHERE "sub_requests"."status" = 'open' AND "sub_requests"."expiry_noticed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_distance_check" CHECK ("courts"."distance_miles" >= 0 AND "courts"."distance_miles" <= 500);