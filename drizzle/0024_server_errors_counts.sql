ALTER TABLE "server_errors" ADD COLUMN "actor" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "server_errors" ADD COLUMN "fingerprint" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "server_errors" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "server_errors" ADD COLUMN "last_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows written before: their last time is their only one (decision 071).
UPDATE "server_errors" SET "last_at" = "at";--> statement-breakpoint
CREATE INDEX "server_errors_actor_idx" ON "server_errors" USING btree ("actor","last_at");