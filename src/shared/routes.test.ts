import { describe, expect, it } from 'vitest';
import { isKnownPagePath, paths } from './routes';

describe('isKnownPagePath', () => {
  it.each([
    ['/', true],
    ['/produtos', true],
    ['/produtos/', true],
    ['/CarrinhoExemplo', true],
    ['/categoria/bovinos', true],
    ['/categoria/', false],
    ['/produto/picanha', true],
    ['/admin/orders', true],
    ['/admin', true],
    ['/auth/login', true],
    ['/nao-existe', false],
    ['/produtosx', false],
  ])('%s → %s', (path, known) => {
    expect(isKnownPagePath(path)).toBe(known);
  });

  it('builds encoded dynamic paths', () => {
    expect(paths.category('aves e frango')).toBe('/categoria/aves%20e%20frango');
  });
});
