import { describe, expect, it } from 'vitest';
import { publicAddressCardSchema } from './public-address-schemas';

/** The shop's public address (decision 121): https, http only on this machine, no path. */
describe('publicAddressCardSchema', () => {
  it.each([
    ['an https address', 'https://loja.example.com', 'https://loja.example.com'],
    ['a trailing slash is dropped', ' https://loja.example.com/ ', 'https://loja.example.com'],
    ['a port is kept', 'https://loja.example.com:8443', 'https://loja.example.com:8443'],
    ['http on localhost', 'http://localhost:3000', 'http://localhost:3000'],
    ['http on 127.0.0.1', 'http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['blank clears it', '', ''],
  ])('takes %s', (_name, url, saved) => {
    expect(publicAddressCardSchema.parse({ url })).toEqual({ url: saved });
  });

  it.each([
    ['http elsewhere', 'http://loja.example.com', 'integrations.publicUrlNotHttps'],
    ['not an address', 'loja.example.com', 'integrations.publicUrlInvalid'],
    ['another scheme', 'ftp://loja.example.com', 'integrations.publicUrlInvalid'],
    ['a path', 'https://loja.example.com/loja', 'integrations.publicUrlHasPath'],
    ['a query', 'https://loja.example.com/?a=1', 'integrations.publicUrlHasPath'],
    ['a user', 'https://eu@loja.example.com', 'integrations.publicUrlHasPath'],
    ['too long', `https://${'a'.repeat(200)}.com`, 'integrations.textTooLong'],
  ])('refuses %s', (_name, url, key) => {
    const result = publicAddressCardSchema.safeParse({ url });
    expect(result.error?.issues.map((i) => i.message)).toEqual([key]);
  });
});
