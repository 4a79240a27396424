CREATE TABLE "coupon_send_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"blocked" boolean DEFAULT false NOT NULL,
	"message_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"manual_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_send_items_job_position" UNIQUE("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "coupon_send_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_ids" uuid[] NOT NULL,
	"coupon_codes" text[] NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_by" text NOT NULL,
	"created_by_role" text NOT NULL,
	"cancelled_by" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_send_items" ADD CONSTRAINT "coupon_send_items_job_id_coupon_send_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."coupon_send_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_send_items_job_state_idx" ON "coupon_send_items" USING btree ("job_id","state");--> statement-breakpoint
CREATE INDEX "coupon_send_items_customer_idx" ON "coupon_send_items" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "coupon_send_jobs_status_idx" ON "coupon_send_jobs" USING btree ("status","created_at");