CREATE TABLE "review_summaries" (
	"source" text PRIMARY KEY NOT NULL,
	"rating_tenths" smallint,
	"review_count" integer DEFAULT 0 NOT NULL,
	"url" text,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "author_url" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "staff_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_external_id_unique" UNIQUE("external_id");