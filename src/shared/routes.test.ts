import { describe, expect, it } from 'vitest';
import { isKnownPagePath, paths, routePatterns } from './routes';

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

  it('has a router pattern for each path builder, and the panel sections under /admin', () => {
    const asPattern = (path: string) => path.replace(/[^/]+$/, ':slug');
    expect(routePatterns.category).toBe(asPattern(paths.category('x')));
    expect(routePatterns.product).toBe(asPattern(paths.product('x')));
    expect(`${paths.admin}/${routePatterns.adminOrders}`).toBe(paths.adminOrders);
    expect(`${paths.admin}/${routePatterns.adminOrder.replace(':id', 'x')}`).toBe(paths.adminOrder('x'));
  });

  it('builds encoded dynamic paths', () => {
    expect(paths.category('aves e frango')).toBe('/categoria/aves%20e%20frango');
  });
});
