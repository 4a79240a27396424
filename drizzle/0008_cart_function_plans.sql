-- Custom SQL migration: the cart functions always look up one cart by its keys, so the plans they
-- keep (PL/pgSQL caches a plan per statement for the connection's life) must use the indexes
-- whatever the table statistics said when the plan was made. On the embedded database the
-- server vacuums and analyses the cart tables itself (src/server/db/maintenance.ts); a round at
-- a quiet moment records near-empty tables, and a plan made then (sequential scans, hash joins)
-- stayed in use as the carts grew: measured 486 instead of ~1,300 adds/s in the bench.
ALTER FUNCTION cart_read(uuid) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION cart_read(uuid) SET enable_hashjoin = off;
--> statement-breakpoint
ALTER FUNCTION cart_read(uuid) SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION cart_owned(uuid, text) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION cart_add_line(uuid, text, uuid, uuid, integer, timestamptz, timestamptz, integer) SET enable_seqscan = off;
