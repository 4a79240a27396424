CREATE TABLE "low_stock_summaries" (
	"local_date" text PRIMARY KEY NOT NULL,
	"low_total" integer NOT NULL,
	"messages" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_low_stock_check" CHECK ("product_variations"."low_stock_threshold" is null or "product_variations"."low_stock_threshold" between 0 and 9999);