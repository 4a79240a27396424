import { createHash } from 'node:crypto';

/**
 * How better-auth keeps a verification identifier with `storeIdentifier: 'hashed'` (its
 * `defaultKeyHasher`: SHA-256 of the whole identifier, `reset-password:<token>` included, in
 * base64url without padding). Our own reads of its table hash the same way, and so does the
 * migration `hash_verification_identifiers` in SQL (decision 074); a test holds the three together.
 */
export const storedIdentifier = (identifier: string): string =>
  createHash('sha256').update(identifier, 'utf8').digest('base64url');
