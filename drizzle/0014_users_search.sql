ALTER TABLE "users_unified" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce(full_name, '') || ' ' || email, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝABCDEFGHIJKLMNOPQRSTUVWXYZáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyabcdefghijklmnopqrstuvwxyzaaaaaaeeeeiiiiooooouuuucnyy')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users_unified" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce(metadata->>'phone', ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_unified_search_idx" ON "users_unified" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_unified_phone_idx" ON "users_unified" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_unified_created_idx" ON "users_unified" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_unified_name_idx" ON "users_unified" USING btree (lower(coalesce("full_name", "email")),"id");--> statement-breakpoint
CREATE INDEX "orders_customer_profile_idx" ON "orders" USING btree ("customer_profile_id");