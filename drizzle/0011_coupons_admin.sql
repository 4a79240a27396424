CREATE TABLE "coupon_customer_uses" (
	"coupon_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_customer_uses_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id"),
	CONSTRAINT "coupon_customer_uses_count_check" CHECK ("coupon_customer_uses"."used_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "coupon_customer_uses" ADD CONSTRAINT "coupon_customer_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_customer_limit_check" CHECK ("coupons"."per_customer_limit" is null or "coupons"."per_customer_limit" >= 1);--> statement-breakpoint
-- Hand-added: the uses customers made before this table existed (orders not cancelled), so a per-customer limit set later counts them.
INSERT INTO "coupon_customer_uses" ("coupon_id", "user_id", "used_count")
SELECT "coupon_id", "customer_user_id", count(*)::int FROM "orders"
WHERE "coupon_id" IS NOT NULL AND "status" <> 'cancelled'
GROUP BY "coupon_id", "customer_user_id";
