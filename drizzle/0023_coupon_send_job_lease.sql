ALTER TABLE "coupon_send_jobs" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "coupon_send_jobs" ADD COLUMN "lease_until" timestamp with time zone;