-- An order event's time is when its row was written (clock_timestamp), not when its transaction began
-- (now()): of two staff weighing one order at once, the one that waited for the lock began first but
-- wrote second, and the timeline (ordered by created_at) showed them the wrong way round.
ALTER TABLE "order_events" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();