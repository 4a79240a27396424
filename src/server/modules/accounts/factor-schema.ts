import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '@/server/db/columns';
import { authUser } from './schema';

/*
 * The sign-in factors (issue 40, decision 089): better-auth's two-factor and passkey plugins'
 * tables, written by hand like its four others (property names are the fields its adapter asks
 * for), and the TOTP codes already spent, so a code is never accepted twice.
 */

/** better-auth two-factor: the TOTP secret and the backup codes, both sealed with the auth secret. */
export const authTwoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    /** False between "enable" and the first code typed from the app. */
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factor_user_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);

/** better-auth passkey: one WebAuthn credential of an account. */
export const authPasskey = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    aaguid: text('aaguid'),
  },
  (t) => [index('passkey_user_idx').on(t.userId), index('passkey_credential_idx').on(t.credentialID)],
);

/**
 * A TOTP code accepted once for an account (replay refused while the code could still be valid:
 * kept a few minutes, purged with the spent links).
 */
export const totpSpentCodes = pgTable(
  'totp_spent_codes',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.code] })],
);
