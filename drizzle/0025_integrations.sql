CREATE TABLE "integrations" (
	"id" text PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_success_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_error" text,
	"last_error_key" text,
	"last_error_params" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "last_error_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "last_error_params" jsonb;