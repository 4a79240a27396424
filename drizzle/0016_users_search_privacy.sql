CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" text DEFAULT 'deletion' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"due_date" date NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users_unified" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce(full_name, '') || ' ' || email, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝABCDEFGHIJKLMNOPQRSTUVWXYZáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyabcdefghijklmnopqrstuvwxyzaaaaaaeeeeiiiiooooouuuucnyy')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users_unified" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce(metadata->>'phone', ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_profile_id_users_unified_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."users_unified"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_completed_by_user_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_open_idx" ON "privacy_requests" USING btree ("profile_id") WHERE "privacy_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "privacy_requests_state_due_idx" ON "privacy_requests" USING btree ("state","due_date");--> statement-breakpoint
CREATE INDEX "users_unified_search_idx" ON "users_unified" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_unified_phone_idx" ON "users_unified" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_unified_created_idx" ON "users_unified" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_unified_name_idx" ON "users_unified" USING btree (lower(coalesce("full_name", "email")),"id");--> statement-breakpoint
CREATE INDEX "orders_customer_profile_idx" ON "orders" USING btree ("customer_profile_id");