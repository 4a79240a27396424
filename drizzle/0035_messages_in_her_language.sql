ALTER TABLE "users_unified" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text;