-- Decision 047: the users search's trigram indexes need pg_trgm (PGlite loads it as an extension
-- at start, src/server/db/client.ts and pglite-thread.ts; PostgreSQL ships it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
