import { z } from 'zod';

/**
 * Record ids are PostgreSQL uuids made by gen_random_uuid() (RFC 9562, version 4); so are the
 * idempotency keys a browser makes. One schema reads them from every input; `error` is the refusal
 * a request gets for anything else.
 */
export const uuidSchema = (error?: string) => (error === undefined ? z.uuid() : z.uuid({ error }));

/**
 * Whether a string can be compared with a uuid column at all (any 8-4-4-4-12 hex, as PostgreSQL
 * reads it): for lookups where anything else simply finds nothing, with no refusal and no cast error.
 */
export const hasUuidShape = (value: string) => z.regexes.guid.test(value);
