import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_EVENTS } from '../src/shared/payments/webhook-events';

/** Issue 38: the README stands on its own — no link or path that leaves the repository. */
const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');

describe('README.md is self-contained', () => {
  it('has no link or path that climbs out of the repository, and none into /work/', () => {
    const links = [...readme.matchAll(/\]\(([^)]+)\)|<a [^>]*href="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
    expect(links.filter((href) => href.startsWith('../') || href.startsWith('/'))).toEqual([]);
    expect(readme).not.toMatch(/\/work\//);
    // A path out of the repository: "../" starting a path (not the "../x" import rule quoted in code).
    const lines = readme.split('\n').filter((line) => /(^|[\s(`"'])\.\.\/(?!x`)/.test(line));
    expect(lines).toEqual([]);
  });
});

describe("README.md's Stripe webhook", () => {
  it('names the events the shop asks Stripe for (decision 133), no more', () => {
    const line = readme.split('\n').find((l) => l.includes('/api/payments/stripe/webhook'))!;
    const named = [...line.matchAll(/`([a-z_]+(?:\.[a-z_]+)+)`/g)].map((m) => m[1]);
    expect(named).toEqual([...STRIPE_WEBHOOK_EVENTS]);
  });
});
