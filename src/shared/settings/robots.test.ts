import { describe, expect, it } from 'vitest';
import { checkRobots } from './robots';
import { SEO_SCHEMAS } from './schemas';

describe('checkRobots: a comma-separated list of robots directives', () => {
  it.each([
    ['index, follow', 'index, follow'],
    ['noindex,nofollow', 'noindex, nofollow'],
    ['NoIndex , NoFollow', 'noindex, nofollow'],
    ['none', 'none'],
    ['all', 'all'],
    [
      'index, follow, noarchive, nosnippet, noimageindex',
      'index, follow, noarchive, nosnippet, noimageindex',
    ],
    ['index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1', null],
    ['max-snippet : 50', 'max-snippet:50'],
    ['max-image-preview:Standard', 'max-image-preview:standard'],
    ['noindex, unavailable_after: 2026-12-31', 'noindex, unavailable_after:2026-12-31'],
    ['unavailable_after:2026-12-31T15:00:00Z', 'unavailable_after:2026-12-31T15:00:00Z'],
    ['notranslate, indexifembedded, nocache', null],
    ['index, follow,', 'index, follow'],
    ['index, index, follow', 'index, follow'],
    ['all, index', 'all, index'],
  ])('accepts %j', (value, written) => {
    expect(checkRobots(value)).toEqual({ ok: true, value: written ?? value });
  });

  it.each([
    ['blah', 'blah'],
    ['index; follow', 'index; follow'],
    ['index, blah', 'blah'],
    ['index follow', 'index follow'],
    ['max-snippet', 'max-snippet'],
    ['max-snippet:many', 'max-snippet:many'],
    ['max-image-preview:huge', 'max-image-preview:huge'],
    ['max-video-preview:-2', 'max-video-preview:-2'],
    ['unavailable_after: 25 Jun 2010', 'unavailable_after: 25 Jun 2010'],
    ['noindex:1', 'noindex:1'],
    [',', ','],
  ])('refuses %j, naming %j', (value, directive) => {
    expect(checkRobots(value)).toEqual({ ok: false, reason: 'invalid', directive });
  });

  it.each([
    ['index, noindex', 'noindex', 'index'],
    ['nofollow, follow', 'follow', 'nofollow'],
    ['none, index', 'index', 'none'],
    ['all, nofollow', 'nofollow', 'all'],
    ['noindex, all', 'all', 'noindex'],
  ])('refuses %j: %j contradicts %j', (value, directive, other) => {
    expect(checkRobots(value)).toEqual({ ok: false, reason: 'conflict', directive, other });
  });
});

describe('the site_robots schema (server and form)', () => {
  const schema = SEO_SCHEMAS.site_robots;

  it('keeps blank and writes a list the usual way', () => {
    expect(schema.parse('')).toBe('');
    expect(schema.parse(' NOINDEX,nofollow ')).toBe('noindex, nofollow');
  });

  it('refuses a word that is not a directive with its own message naming it', () => {
    const issue = schema.safeParse('blah').error?.issues[0];
    expect(issue).toMatchObject({ message: 'settings.robotsInvalid', params: { directive: 'blah' } });
  });

  it('refuses a contradiction naming both directives', () => {
    const issue = schema.safeParse('index, noindex').error?.issues[0];
    expect(issue).toMatchObject({
      message: 'settings.robotsConflict',
      params: { directive: 'noindex', other: 'index' },
    });
  });

  it('refuses more than 200 characters', () => {
    const issue = schema.safeParse(Array(40).fill('noarchive').join(', ')).error?.issues[0];
    expect(issue?.message).toBe('settings.textTooLong');
  });
});
