import { describe, expect, it } from 'vitest';
import { formatRetryTime, rateLimitMessages } from './messages';
import { type ProfileRecord, withAliases } from './profile';

describe('the retry time is on the shop clock (America/New_York)', () => {
  it.each([
    ['2025-01-15T19:05:00Z', '14:05'], // EST, UTC−5
    ['2025-07-15T18:05:00Z', '14:05'], // EDT, UTC−4
    ['2025-03-09T07:30:00Z', '03:30'], // just after the spring-forward jump
    ['2025-07-16T03:59:00Z', '23:59'],
  ])('%s → %s', (iso, time) => {
    expect(formatRetryTime(new Date(iso))).toBe(time);
  });

  it('fills the §8.1 texts', () => {
    const at = new Date('2025-01-15T19:05:00Z');
    expect(rateLimitMessages.login(at)).toBe(
      'Muitas tentativas de login falharam. Tente novamente às 14:05.',
    );
    expect(rateLimitMessages.blocked(at)).toBe('Muitas tentativas. Tente novamente às 14:05');
    expect(rateLimitMessages.limited(at)).toBe('Limite de requisições atingido. Tente novamente às 14:05');
  });
});

describe('§3.1 app-side aliases', () => {
  const record: ProfileRecord = {
    id: 'p1',
    auth_user_id: 'a1',
    email: 'ana@example.com',
    full_name: 'Ana Souza',
    role: 'customer',
    role_level: 4,
    is_active: true,
    is_verified: false,
    is_suspended: false,
    department: null,
    store_id: null,
    metadata: {
      phone: '+5511987654321',
      country: 'BR',
      address: 'Rua A, 1',
      city: 'Marietta',
      zip_code: '30060',
    },
    preferences: {},
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    last_login_at: '2025-02-01T00:00:00.000Z',
    created_by: null,
    managed_by: null,
  };

  it('mirrors full_name, role and last_login_at, and falls back to metadata', () => {
    expect(withAliases(record, 'users_unified')).toMatchObject({
      name: 'Ana Souza',
      user_role: 'customer',
      last_login: '2025-02-01T00:00:00.000Z',
      phone: '+5511987654321',
      country: 'BR',
      address: 'Rua A, 1',
      city: 'Marietta',
      state: null,
      zipCode: '30060',
      source: 'users_unified',
    });
  });

  it('prefers the record’s own phone over metadata, and ignores blank values', () => {
    const p = withAliases(
      { ...record, phone: '+14045550123', metadata: { ...record.metadata, city: '  ' } },
      'users',
    );
    expect(p.phone).toBe('+14045550123');
    expect(p.city).toBeNull();
  });
});
