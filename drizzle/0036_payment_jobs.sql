CREATE TABLE "payment_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"order_id" uuid,
	"target_cents" integer,
	"actor" jsonb,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_jobs_key" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "payment_jobs_due_idx" ON "payment_jobs" USING btree ("due_at") WHERE "payment_jobs"."done_at" is null;