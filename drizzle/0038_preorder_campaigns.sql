CREATE TABLE "campaign_order_lines" (
	"order_id" uuid NOT NULL,
	"variation_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "campaign_order_lines_order_id_variation_id_pk" PRIMARY KEY("order_id","variation_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_slots" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"variation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_slots_campaign_id_day_variation_id_pk" PRIMARY KEY("campaign_id","day","variation_id"),
	CONSTRAINT "campaign_slots_taken_check" CHECK ("campaign_slots"."taken" >= 0 and "campaign_slots"."taken" <= "campaign_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"orders_from" date NOT NULL,
	"orders_until" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deposit_kind" text DEFAULT 'none' NOT NULL,
	"deposit_value" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug"),
	CONSTRAINT "campaigns_period_check" CHECK ("campaigns"."orders_until" >= "campaigns"."orders_from")
);
--> statement-breakpoint
ALTER TABLE "campaign_order_lines" ADD CONSTRAINT "campaign_order_lines_order_id_campaign_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."campaign_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_orders" ADD CONSTRAINT "campaign_orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_slots" ADD CONSTRAINT "campaign_slots_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_slots" ADD CONSTRAINT "campaign_slots_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_slots" ADD CONSTRAINT "campaign_slots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_orders_day_idx" ON "campaign_orders" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "campaign_slots_variation_idx" ON "campaign_slots" USING btree ("variation_id");