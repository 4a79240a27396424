CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"label" text NOT NULL,
	"street" text NOT NULL,
	"unit" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "takes_prep_notes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_profile_id_users_unified_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."users_unified"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_profile_idx" ON "customer_addresses" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_idx" ON "customer_addresses" USING btree ("profile_id") WHERE "customer_addresses"."is_default";--> statement-breakpoint
-- Custom (decision 097): the demo shop's meat categories take a preparation note, as the seed now sets them.
UPDATE "categories" SET "takes_prep_notes" = true WHERE "slug" IN ('bovinos', 'suinos', 'aves', 'linguicas');--> statement-breakpoint
-- Custom (decision 097): the seed banner's fixed calendar claim goes where staff never changed it;
-- a claim that depends on the calendar is not made by a fixed text.
UPDATE "banners" SET "subtitle_pt" = 'Cortada à moda brasileira no nosso balcão na Geórgia.' WHERE "subtitle_pt" = 'Cortada à moda brasileira no nosso balcão na Geórgia. Peça hoje e receba amanhã.';--> statement-breakpoint
UPDATE "banners" SET "subtitle_en" = 'Cut the Brazilian way at our counter in Georgia.' WHERE "subtitle_en" = 'Cut the Brazilian way at our counter in Georgia. Order today, get it tomorrow.';
