ALTER TABLE "stores" ADD COLUMN "notify_phone" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "notify_email" text;