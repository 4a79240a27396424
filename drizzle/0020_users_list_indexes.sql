DROP INDEX "users_unified_search_idx";--> statement-breakpoint
DROP INDEX "users_unified_phone_idx";--> statement-breakpoint
CREATE INDEX "users_unified_suspended_idx" ON "users_unified" USING btree ("created_at","id") WHERE "users_unified"."is_suspended";--> statement-breakpoint
CREATE INDEX "users_unified_inactive_idx" ON "users_unified" USING btree ("created_at","id") WHERE not "users_unified"."is_active";--> statement-breakpoint
CREATE INDEX "users_unified_search_idx" ON "users_unified" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_unified_phone_idx" ON "users_unified" USING gin ("phone_digits" gin_trgm_ops) WITH (fastupdate=false);