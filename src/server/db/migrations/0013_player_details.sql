ALTER TABLE "profiles" ADD COLUMN "rating_type" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_year" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "usta_number" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "usta_expires_on" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "birth_year" integer;