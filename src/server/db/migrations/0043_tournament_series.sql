ALTER TABLE "tournaments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "series_date" date;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_series_date_idx" ON "tournaments" USING btree ("series_id","series_date");