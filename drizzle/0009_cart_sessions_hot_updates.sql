-- Every add slides its cart's expiry: without an index on expires_at those updates are HOT (no new
-- index entries, no index bloat). The 15-minute cleanup scans the table instead.
DROP INDEX "cart_sessions_expires_idx";