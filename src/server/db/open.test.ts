import { describe, expect, it } from 'vitest';
import { unreachableMessage } from './open';

describe('a DATABASE_URL that cannot be reached, in one line (issue 34)', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' });
  it.each([
    [
      'a closed port',
      'postgres://shop:s3cret@127.0.0.1:5999/shop',
      refused,
      'DATABASE_URL: could not connect to PostgreSQL at 127.0.0.1:5999 (database "shop", user "shop"): ECONNREFUSED',
    ],
    [
      'a server refusal, by its SQLSTATE and words',
      'postgresql://ana@db.internal/loja',
      Object.assign(new Error('password authentication failed for user "ana"'), { code: '28P01' }),
      'DATABASE_URL: could not connect to PostgreSQL at db.internal:5432 (database "loja", user "ana"): 28P01: password authentication failed for user "ana"',
    ],
    [
      'a timeout (no code)',
      'postgres://shop:s3cret@10.255.255.1:5432/shop',
      new Error('Connection terminated due to connection timeout'),
      'DATABASE_URL: could not connect to PostgreSQL at 10.255.255.1:5432 (database "shop", user "shop"): Connection terminated due to connection timeout',
    ],
  ])('%s', (_, url, error, line) => {
    expect(unreachableMessage(url, error)).toBe(line);
  });

  it('never shows the password, even where an error repeats it', () => {
    const url = 'postgres://shop:p%40ss%3Aw0rd@127.0.0.1:5432/shop';
    const line = unreachableMessage(url, new Error('could not use p@ss:w0rd\nand more'));
    expect(line).not.toContain('p@ss:w0rd');
    expect(line).not.toContain('p%40ss');
    expect(line).toBe(
      'DATABASE_URL: could not connect to PostgreSQL at 127.0.0.1:5432 (database "shop", user "shop"): could not use ***',
    );
  });
});
