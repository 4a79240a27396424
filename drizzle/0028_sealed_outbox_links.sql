ALTER TABLE "messages" ADD COLUMN "sealed_links" text;--> statement-breakpoint
-- Decision 074: the links already in the outbox in clear cannot be sealed in SQL (the key lives in
-- the application), so their tokens are withdrawn. A confirmation is sent again from the profile,
-- a reset asked again; an unsent one fails at send time saying the link was withdrawn.
UPDATE "messages"
SET "body" = regexp_replace("body", '([?&]token=)[^&[:space:]]+', '\1••••', 'g')
WHERE "purpose" IN ('password_reset', 'email_verification') AND "body" ~ '[?&]token=[^&[:space:]]';
