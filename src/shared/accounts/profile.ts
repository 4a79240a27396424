import type { Permission } from '../permissions/permissions';

/** Where a profile came from in the §4.1 lookup order. */
export type ProfileSource = 'users_unified' | 'users' | 'admin_users';

/** The stored profile (§3.1 users_unified), dates as ISO strings. */
export type ProfileRecord = {
  id: string;
  auth_user_id: string | null;
  email: string;
  full_name: string | null;
  role: string;
  role_level: number;
  is_active: boolean;
  is_verified: boolean;
  is_suspended: boolean;
  department: string | null;
  store_id: string | null;
  metadata: Record<string, unknown>;
  preferences: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  created_by: string | null;
  managed_by: string | null;
  /** Top-level contact fields some sources carry (legacy users.phone); metadata is the fallback. */
  phone?: string | null;
};

/** The app-side user of §3.1: the record plus its aliases and contact fields. */
export type AppProfile = Omit<ProfileRecord, 'phone'> & {
  source: ProfileSource;
  name: string | null;
  user_role: string;
  last_login: string | null;
  phone: string | null;
  country: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
};

/** The signed-in auth user (better-auth's `user` row, trimmed to what screens need). */
export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/** GET /api/accounts/me and the web app's session. */
export type SessionPayload = {
  user: SessionUser;
  profile: AppProfile | null;
  permissions: Permission[];
  /** Staff who must set up a second factor first (decision 089): the web sends them there. */
  factorSetupNeeded?: boolean;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * §3.1 aliases: name, user_role and last_login mirror full_name, role and last_login_at; phone,
 * address, city, state and zipCode take the record's own value, else the one kept in metadata.
 */
export function withAliases(record: ProfileRecord, source: ProfileSource): AppProfile {
  const meta = record.metadata ?? {};
  const own = record as Record<string, unknown>;
  const pick = (key: string) => text(own[key]) ?? text(meta[key]);
  return {
    ...record,
    source,
    name: record.full_name,
    user_role: record.role,
    last_login: record.last_login_at,
    phone: pick('phone'),
    country: pick('country'),
    address: pick('address'),
    city: pick('city'),
    state: pick('state'),
    zipCode: pick('zipCode') ?? text(meta.zip_code),
  };
}
