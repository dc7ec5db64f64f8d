ALTER TABLE "registrations" ADD COLUMN "family_member_id" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "signed_up_by" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_signed_up_by_idx" ON "registrations" USING btree ("signed_up_by");