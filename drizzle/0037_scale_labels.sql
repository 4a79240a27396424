ALTER TABLE "products" ADD COLUMN "shelf_life_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "scale_item_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_scale_item_code_unique" UNIQUE("scale_item_code");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shelf_life_check" CHECK ("products"."shelf_life_days" is null or "products"."shelf_life_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_scale_item_code_check" CHECK ("products"."scale_item_code" ~ '^[0-9]{5}$');