ALTER TABLE "product_variations" ADD COLUMN "price_per_kg" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_per_kg" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "final_weight_kg" numeric(8, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighing" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighing_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_weighed_check" CHECK ("product_variations"."price_per_kg" is null or ("product_variations"."price_per_kg" > 0 and "product_variations"."weight_kg" > 0));