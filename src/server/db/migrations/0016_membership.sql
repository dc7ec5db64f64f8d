CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" text NOT NULL,
	"full_name" text NOT NULL,
	"birth_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kept_user_id" text,
	"merged_user_id" text,
	"merged_label" text NOT NULL,
	"actor_id" text,
	"moved" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"family_member_id" uuid,
	"full_name" text NOT NULL,
	"birth_year" integer,
	"is_main_contact" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"email_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_seasons" (
	"year" integer PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"grace_days" integer DEFAULT 30 NOT NULL,
	"reminder_days" integer DEFAULT 30 NOT NULL,
	"pro_rata_from_month" integer,
	"pro_rata_percent" integer,
	"payee_instructions" text DEFAULT '' NOT NULL,
	"pay_within_days" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_seasons_dates_check" CHECK ("membership_seasons"."ends_on" > "membership_seasons"."starts_on"),
	CONSTRAINT "membership_seasons_grace_check" CHECK ("membership_seasons"."grace_days" >= 0 and "membership_seasons"."reminder_days" >= 0),
	CONSTRAINT "membership_seasons_pro_rata_check" CHECK (("membership_seasons"."pro_rata_from_month" is null) = ("membership_seasons"."pro_rata_percent" is null)
        and ("membership_seasons"."pro_rata_from_month" is null or "membership_seasons"."pro_rata_from_month" between 1 and 12)
        and ("membership_seasons"."pro_rata_percent" is null or "membership_seasons"."pro_rata_percent" between 1 and 100))
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"max_people" integer DEFAULT 1 NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"is_offered" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_types_price_check" CHECK ("membership_types"."price_cents" >= 0),
	CONSTRAINT "membership_types_people_check" CHECK ("membership_types"."max_people" between 1 and 20),
	CONSTRAINT "membership_types_ages_check" CHECK ("membership_types"."min_age" is null or "membership_types"."max_age" is null or "membership_types"."min_age" <= "membership_types"."max_age")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"payment_choice" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_id" uuid,
	"activated_at" timestamp with time zone,
	"waiver_reason" text,
	"waiver_decided_by" text,
	"waiver_decided_at" timestamp with time zone,
	"emergency_name" text DEFAULT '' NOT NULL,
	"emergency_phone" text DEFAULT '' NOT NULL,
	"accepted_terms_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_price_check" CHECK ("memberships"."price_cents" >= 0),
	CONSTRAINT "memberships_active_check" CHECK (("memberships"."activated_at" is not null) = ("memberships"."payment_status" in ('paid', 'waived')))
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_manager_id_user_id_fk" FOREIGN KEY ("manager_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_merges" ADD CONSTRAINT "member_merges_kept_user_id_user_id_fk" FOREIGN KEY ("kept_user_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_merges" ADD CONSTRAINT "member_merges_merged_user_id_user_id_fk" FOREIGN KEY ("merged_user_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_merges" ADD CONSTRAINT "member_merges_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_people" ADD CONSTRAINT "membership_people_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_people" ADD CONSTRAINT "membership_people_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_year_membership_seasons_year_fk" FOREIGN KEY ("year") REFERENCES "membership_seasons"("year") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_type_id_membership_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "membership_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_year_membership_seasons_year_fk" FOREIGN KEY ("year") REFERENCES "membership_seasons"("year") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_waiver_decided_by_user_id_fk" FOREIGN KEY ("waiver_decided_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_manager_idx" ON "family_members" USING btree ("manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_manager_name_idx" ON "family_members" USING btree ("manager_id",lower("full_name"));--> statement-breakpoint
CREATE INDEX "membership_people_membership_idx" ON "membership_people" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_reminders_once_idx" ON "membership_reminders" USING btree ("user_id","year","kind");--> statement-breakpoint
CREATE INDEX "membership_reminders_sent_idx" ON "membership_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_types_year_name_idx" ON "membership_types" USING btree ("year",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_user_year_idx" ON "memberships" USING btree ("user_id","year") WHERE "memberships"."payment_status" not in ('cancelled', 'waiver_refused');--> statement-breakpoint
CREATE INDEX "memberships_year_idx" ON "memberships" USING btree ("year","payment_status");