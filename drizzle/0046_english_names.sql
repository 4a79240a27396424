ALTER TABLE "order_item_extras" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_name_en" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;