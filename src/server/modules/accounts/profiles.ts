import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '@/server/db/client';
import { type ChangeNotices, sharedClear } from '@/server/lib/change-notices';
import { type AppProfile, type ProfileRecord, withAliases } from '@/shared/accounts/profile';
import { normalizeRole, roleLevel } from '@/shared/permissions/roles';
import { ProfileCache } from './profile-cache';
import {
  type AdminUserRow,
  adminUsers,
  authUser,
  type LegacyUserRow,
  legacyUsers,
  type UsersUnifiedRow,
  usersUnified,
} from './schema';

/** The created_by marker of rows copied from admin_users (§3.1). */
export const SYSTEM_MIGRATION = 'system-migration';
/** §4.1 / §9: a profile lookup gives up after 10 s, silently (the user then has no profile). */
export const PROFILE_LOOKUP_TIMEOUT_MS = 10_000;
export const PROFILE_CACHE_MS = 30_000;

/** What the lookup found: the profile (or none) and whether the account may hold a session. */
export type ProfileState = { profile: AppProfile | null; blocked: boolean };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function unifiedRecord(row: UsersUnifiedRow): ProfileRecord {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_login_at: iso(row.last_login_at),
  };
}

function legacyRecord(row: LegacyUserRow): ProfileRecord {
  return {
    id: row.id,
    auth_user_id: null,
    email: row.email,
    full_name: row.name,
    role: row.role,
    role_level: roleLevel(row.role),
    is_active: row.is_active,
    is_verified: row.email_verified,
    is_suspended: false,
    department: null,
    store_id: null,
    metadata: {},
    preferences: {},
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_login_at: null,
    created_by: null,
    managed_by: null,
    phone: row.phone,
  };
}

const blockedRow = (row: { is_active: boolean; is_suspended?: boolean }) =>
  !row.is_active || row.is_suspended === true;

/**
 * §4.1 profile lookup with its cache. An inactive users_unified row blocks the account instead of
 * falling through to the legacy tables: otherwise deactivating a migrated admin would let its old
 * admin_users row back in.
 */
export function createProfiles(
  db: Db,
  options: { logger: Logger; now?: () => Date; notices?: ChangeNotices },
) {
  const now = options.now ?? (() => new Date());
  const cache = new ProfileCache<ProfileState>(PROFILE_CACHE_MS, 10_000, () => now().getTime());

  async function migrateAdmin(tx: Executor, authUserId: string, admin: AdminUserRow) {
    const role = normalizeRole(admin.user_role) ?? admin.user_role;
    const [row] = await tx
      .insert(usersUnified)
      .values({
        auth_user_id: authUserId,
        email: admin.email.toLowerCase(),
        full_name: admin.full_name,
        role,
        role_level: roleLevel(role),
        is_active: admin.is_active,
        is_verified: admin.is_verified,
        store_id: admin.store_id,
        metadata: {
          origin: 'admin_users',
          migrated_at: now().toISOString(),
          original_permissions: admin.permissions,
          admin_user_id: admin.id,
        },
        created_by: SYSTEM_MIGRATION,
        last_login_at: now(),
      })
      // Two first requests at once: the second finds the row the first inserted.
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  async function lookup(authUserId: string): Promise<ProfileState> {
    const [unified] = await db.select().from(usersUnified).where(eq(usersUnified.auth_user_id, authUserId));
    if (unified) {
      if (!unified.is_active) return { profile: null, blocked: true };
      const [touched] = await db
        .update(usersUnified)
        .set({ last_login_at: now() })
        .where(eq(usersUnified.id, unified.id))
        .returning();
      const row = touched ?? unified;
      return { profile: withAliases(unifiedRecord(row), 'users_unified'), blocked: blockedRow(row) };
    }

    const [user] = await db
      .select({ email: authUser.email })
      .from(authUser)
      .where(eq(authUser.id, authUserId));
    if (!user) return { profile: null, blocked: false };
    const email = user.email.toLowerCase();

    const [legacy] = await db
      .select()
      .from(legacyUsers)
      .where(eq(sql`lower(${legacyUsers.email})`, email))
      .limit(1);
    if (legacy) return { profile: withAliases(legacyRecord(legacy), 'users'), blocked: !legacy.is_active };

    const [admin] = await db
      .select()
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.email})`, email))
      .limit(1);
    if (admin) {
      const row = await db.transaction((tx) => migrateAdmin(tx, authUserId, admin));
      if (!row) return { profile: null, blocked: !admin.is_active };
      options.logger.info(
        { authUserId, adminUserId: admin.id },
        'accounts: admin_users row migrated to users_unified',
      );
      return row.is_active
        ? { profile: withAliases(unifiedRecord(row), 'users_unified'), blocked: blockedRow(row) }
        : { profile: null, blocked: true };
    }
    return { profile: null, blocked: false };
  }

  async function lookupWithTimeout(authUserId: string): Promise<ProfileState | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), PROFILE_LOOKUP_TIMEOUT_MS);
    });
    try {
      const state = await Promise.race([lookup(authUserId), timeout]);
      if (!state) options.logger.warn({ authUserId }, 'accounts: profile lookup timed out');
      return state;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Lookups under way, per account: requests that arrive together (a page's first calls after a
   * sign-in, or after the cache has expired) share one lookup — what §4.1's 200 ms debounce of
   * profile lookups is for, done on the server where the lookup runs.
   */
  const pending = new Map<string, Promise<ProfileState>>();

  /** The cached state, else a fresh lookup (which also stamps last_login_at). */
  function load(authUserId: string): Promise<ProfileState> {
    const hit = cache.get(authUserId);
    if (hit) return Promise.resolve(hit);
    const running = pending.get(authUserId);
    if (running) return running;
    const lookup: Promise<ProfileState> = lookupWithTimeout(authUserId).then(
      (state) => {
        // A lookup overtaken by `forget` (a write, a sign-out) answers its callers but is not kept.
        const current = pending.get(authUserId) === lookup;
        if (current) pending.delete(authUserId);
        // A timed-out lookup is not cached either: the next request tries again.
        if (!state) return { profile: null, blocked: false };
        if (current) cache.set(authUserId, state);
        return state;
      },
      (error: unknown) => {
        if (pending.get(authUserId) === lookup) pending.delete(authUserId);
        throw error;
      },
    );
    pending.set(authUserId, lookup);
    return lookup;
  }

  /**
   * The next load looks again, even if a lookup is under way — here, and with notices on every
   * other instance too (a role change or suspension made here holds there at once; decision 048).
   * No id: everyone.
   */
  const forgetHere = (authUserId?: string) => {
    if (authUserId === undefined) {
      cache.clear();
      pending.clear();
      return;
    }
    cache.delete(authUserId);
    pending.delete(authUserId);
  };
  const forgetEverywhere = sharedClear(options.notices, 'profile', forgetHere);
  const forget = (authUserId: string) => forgetEverywhere(authUserId);

  return {
    load,
    /** Forgets one account's cached profile (sign-out, refresh, a write to the profile). */
    invalidate: forget,
    clear: () => forgetEverywhere(),
    /** For the session hook: a fresh look, so a suspension always stops a new sign-in. */
    async isBlocked(authUserId: string): Promise<boolean> {
      // Only this instance's copy: nothing changed, so the others need not hear of it.
      forgetHere(authUserId);
      return (await load(authUserId)).blocked;
    },
    async activeUnifiedRow(authUserId: string) {
      const [row] = await db
        .select()
        .from(usersUnified)
        .where(and(eq(usersUnified.auth_user_id, authUserId), eq(usersUnified.is_active, true)));
      return row ?? null;
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
