import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, updatedAt } from '@/server/db/columns';
import { FOLD_FROM, FOLD_TO } from '@/shared/accounts/user-search';
import { LANGUAGES } from '@/shared/i18n/language';
import { stores } from '../stores/schema';

/*
 * better-auth's four tables, written by hand (its CLI does not run on Node 20, STACK-NOTES "Auth").
 * The property names are the field names better-auth's Drizzle adapter looks up; columns are
 * snake_case like the rest of the schema.
 */

export const authUser = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** better-auth two-factor: a TOTP app confirmed (decision 089). */
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSession = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const authAccount = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const authVerification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** The users search's folded name and e-mail (decision 047): no locale, the same table as the web's. */
const searchText = sql.raw(
  `translate(coalesce(full_name, '') || ' ' || email, '${FOLD_FROM}', '${FOLD_TO}')`,
);

/** §3.1 the profile of every account, joined to better-auth's user by auth_user_id (§4.1). */
export const usersUnified = pgTable(
  'users_unified',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auth_user_id: text('auth_user_id').references(() => authUser.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    full_name: text('full_name'),
    role: text('role').notNull().default('customer'),
    role_level: integer('role_level').notNull().default(4),
    is_active: boolean('is_active').notNull().default(true),
    is_verified: boolean('is_verified').notNull().default(false),
    is_suspended: boolean('is_suspended').notNull().default(false),
    department: text('department'),
    store_id: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The language her messages are written in when an order does not say (issue 38, decision
     * 086): set at sign-up and when she switches language while signed in. Null: Portuguese.
     */
    preferred_language: text('preferred_language', { enum: LANGUAGES }),
    ...timestamps(),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    /** A user id, or the marker "system-migration" for rows copied from admin_users. */
    created_by: text('created_by'),
    managed_by: text('managed_by'),
    /** Searched with trigram indexes (decision 047); written by the database, never by us. */
    search_text: text('search_text').notNull().generatedAlwaysAs(searchText),
    phone_digits: text('phone_digits')
      .notNull()
      .generatedAlwaysAs(sql.raw(`regexp_replace(coalesce(metadata->>'phone', ''), '[^0-9]', '', 'g')`)),
  },
  (t) => [
    uniqueIndex('users_unified_auth_user_idx').on(t.auth_user_id).where(sql`${t.auth_user_id} is not null`),
    index('users_unified_email_idx').on(t.email),
    index('users_unified_store_idx').on(t.store_id),
    // No pending list (fastupdate off, decision 049): PGlite has no autovacuum to merge it, and
    // every search read all of it — with 50,000 fresh rows 450 index pages instead of 26.
    index('users_unified_search_idx')
      .using('gin', t.search_text.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('users_unified_phone_idx')
      .using('gin', t.phone_digits.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The list's default order and its name order (decision 047).
    index('users_unified_created_idx').on(t.created_at, t.id),
    // The state filters walk only their few rows (decision 049).
    index('users_unified_suspended_idx').on(t.created_at, t.id).where(sql`${t.is_suspended}`),
    index('users_unified_inactive_idx').on(t.created_at, t.id).where(sql`not ${t.is_active}`),
    index('users_unified_name_idx').on(sql`lower(coalesce(${t.full_name}, ${t.email}))`, t.id),
  ],
);

/** §3.1 legacy customer record: read by e-mail when no users_unified row exists (§4.1 step 2). */
export const legacyUsers = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role').notNull().default('customer'),
    is_active: boolean('is_active').notNull().default(true),
    email_verified: boolean('email_verified').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('users_email_idx').on(t.email)],
);

/** §3.1 legacy admin record: migrated into users_unified on first lookup (§4.1 step 3). */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    full_name: text('full_name'),
    user_role: text('user_role').notNull().default('admin'),
    is_active: boolean('is_active').notNull().default(true),
    is_verified: boolean('is_verified').notNull().default(false),
    store_id: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  },
  (t) => [index('admin_users_email_idx').on(t.email)],
);

export type AuthUserRow = typeof authUser.$inferSelect;
export type UsersUnifiedRow = typeof usersUnified.$inferSelect;
export type LegacyUserRow = typeof legacyUsers.$inferSelect;
export type AdminUserRow = typeof adminUsers.$inferSelect;

/**
 * Staff invitations (issue 16, decision 036): an e-mail, the role and (for a manager) the store it
 * gives, who sent it. Only the SHA-256 of the random token is kept; a resend replaces it and renews
 * `expires_at`. The state is read from the columns: accepted, revoked, expired or pending.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    store_id: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** The inviter's auth user id. */
    invited_by: text('invited_by').references(() => authUser.id, { onDelete: 'set null' }),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    /** The account that accepted (new or existing). */
    accepted_user_id: text('accepted_user_id').references(() => authUser.id, { onDelete: 'set null' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** The invitee's language, chosen by the inviter (decision 106): the e-mail and the accept page use it. */
    language: text('language', { enum: LANGUAGES }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_idx').on(t.token_hash),
    index('invitations_email_idx').on(t.email),
    index('invitations_created_idx').on(t.created_at),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;

/**
 * A table of single-use links sent by e-mail: only the SHA-256 of the random token is kept; a link
 * is spent once (`used_at`) and lasts until `expires_at`; `email` is the address it was sent to.
 */
function singleUseLinks<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      user_id: text('user_id')
        .notNull()
        .references(() => authUser.id, { onDelete: 'cascade' }),
      email: text('email').notNull(),
      token_hash: text('token_hash').notNull(),
      expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
      used_at: timestamp('used_at', { withTimezone: true }),
      created_at: createdAt(),
    },
    (t) => [uniqueIndex(`${name}_token_hash_idx`).on(t.token_hash), index(`${name}_user_idx`).on(t.user_id)],
  );
}

/** E-mail confirmation links (issue 18, decision 043); a resend adds a new row. */
export const emailVerifications = singleUseLinks('email_verifications');

export type EmailVerificationRow = typeof emailVerifications.$inferSelect;

/** Unlock links (decision 074): lift an account's sign-in pacing; an hour long. */
export const accountUnlocks = singleUseLinks('account_unlocks');
