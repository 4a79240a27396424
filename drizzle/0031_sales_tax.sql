CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"zone_id" text DEFAULT '' NOT NULL,
	"general_bp" integer NOT NULL,
	"food_bp" integer NOT NULL,
	"valid_from" date NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_place_valid_from" UNIQUE("store_id","zone_id","valid_from"),
	CONSTRAINT "tax_rates_bp_check" CHECK ("tax_rates"."general_bp" between 0 and 2000 and "tax_rates"."food_bp" between 0 and 2000)
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" text,
	"rounding" text DEFAULT 'invoice' NOT NULL,
	"delivery_fee_class" text DEFAULT 'general' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "tax_class" text DEFAULT 'grocery_food' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_detail" jsonb;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_check" CHECK ("orders"."tax" >= 0);