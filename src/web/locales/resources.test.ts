import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { lazyNamespaces, namespaces, resources } from './resources';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

/** A namespace's file: `productsAdmin` lives in `products-admin.ts`. */
const fileOf = (ns: string) => ns.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

// Namespaces registered by their feature's lazy code are checked like the others.
const lazy = await Promise.all(
  lazyNamespaces.map(async (ns) => ({
    ns,
    pt: (await import(`./pt-BR/${fileOf(ns)}.ts`))[ns] as Tree,
    en: (await import(`./en/${fileOf(ns)}.ts`))[ns] as Tree,
  })),
);
const allNamespaces = [...namespaces, ...lazyNamespaces];
const pt = {
  ...resources['pt-BR'],
  ...Object.fromEntries(lazy.map((l) => [l.ns, l.pt])),
} as unknown as Record<string, Tree>;
const en = { ...resources.en, ...Object.fromEntries(lazy.map((l) => [l.ns, l.en])) } as unknown as Record<
  string,
  Tree
>;

describe('dictionaries', () => {
  it.each(allNamespaces)('namespace %s has the same keys in pt-BR and en', (ns) => {
    expect(leaves(en[ns] ?? {}).sort()).toEqual(leaves(pt[ns] ?? {}).sort());
  });

  it.each(allNamespaces)('namespace %s has no empty text', (ns) => {
    for (const language of [pt, en]) {
      const tree = language[ns] ?? {};
      for (const key of leaves(tree)) {
        const value = key
          .split('.')
          .reduce<string | Tree | undefined>((node, part) => (node as Tree)?.[part], tree);
        expect(typeof value === 'string' && value.trim().length > 0, `${ns}:${key}`).toBe(true);
      }
    }
  });

  it('defines every literal key the code uses with t("…")', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) files.push(path);
      }
    };
    walk(join(import.meta.dirname, '..'));
    const known = new Set(
      allNamespaces.flatMap((ns) =>
        leaves(pt[ns] ?? {}).map((key) => `${ns}:${key.replace(/_(zero|one|other)$/, '')}`),
      ),
    );
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const defaultNs =
        /useTranslation\(\s*'(\w+)'/.exec(source)?.[1] ??
        /useTranslation\(\s*\[\s*'(\w+)'/.exec(source)?.[1] ??
        'common';
      for (const match of source.matchAll(/\bt\(\s*'([\w.:-]+)'/g)) {
        const raw = match[1]!;
        const key = raw.includes(':') ? raw : `${defaultNs}:${raw}`;
        if (!known.has(key)) missing.push(`${file}: ${raw}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('counted texts', () => {
  const translator = async (lng: 'pt-BR' | 'en') => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { 'pt-BR': pt, en }, lng, interpolation: { escapeValue: false } });
    return i18n.t.bind(i18n) as (key: string, options: { count: number }) => string;
  };

  it.each([
    ['pt-BR', 0, 'Nenhum produto'],
    ['pt-BR', 1, '1 produto'],
    ['pt-BR', 2, '2 produtos'],
    ['en', 0, 'No products'],
    ['en', 1, '1 product'],
    ['en', 38, '38 products'],
  ] as const)(
    '%s: %i results → "%s" (Portuguese counts 0 as one: the zero form says it)',
    async (lng, count, text) => {
      expect((await translator(lng))('catalogue:list.results', { count })).toBe(text);
    },
  );
});
