import { describe, expect, it } from 'vitest';
import { logPreview } from './log-preview';

describe('logPreview', () => {
  it.each<[Parameters<typeof logPreview>[0], string]>([
    [{ purpose: 'welcome', body: 'b'.repeat(120) }, 'b'.repeat(100)],
    [{ purpose: 'order_update', body: 'Veja https://loja.example/p/1' }, 'Veja https://loja.example/p/1'],
    [{ purpose: 'password_reset', body: 'Link: https://loja.example/r?token=secret ok' }, 'Link: [link] ok'],
    [{ purpose: 'invitation', body: 'Convite http://x.example/i/abc' }, 'Convite [link]'],
  ])('%j → %j', (message, expected) => {
    expect(logPreview(message)).toBe(expected);
  });
});
