ALTER TABLE "payments" DROP CONSTRAINT "payments_money_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_intent_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_captured_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_deposit_intent_id_unique" UNIQUE("deposit_intent_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_money_check" CHECK ("payments"."hold_cents" >= 0 and "payments"."deposit_refunded_cents" >= 0 and "payments"."deposit_refunded_cents" <= "payments"."deposit_captured_cents" and "payments"."captured_cents" >= 0 and "payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."captured_cents" and "payments"."captured_cents" <= greatest("payments"."authorized_cents", "payments"."hold_cents"));