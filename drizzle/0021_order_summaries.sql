CREATE TABLE "server_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_customer_totals" (
	"store_id" uuid NOT NULL,
	"customer_user_id" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_customer_totals_store_id_customer_user_id_pk" PRIMARY KEY("store_id","customer_user_id")
);
--> statement-breakpoint
CREATE TABLE "order_day_totals" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"coupon_code" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_day_totals_store_id_day_status_coupon_code_pk" PRIMARY KEY("store_id","day","status","coupon_code")
);
--> statement-breakpoint
CREATE TABLE "order_product_day_totals" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"lines" integer NOT NULL,
	"quantity" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	"kg" numeric(14, 3) NOT NULL,
	CONSTRAINT "order_product_day_totals_key" UNIQUE NULLS NOT DISTINCT("store_id","day","product_id","product_name")
);
--> statement-breakpoint
CREATE INDEX "server_errors_at_idx" ON "server_errors" USING btree ("at");