// scripts/layers.mjs with the project's rules on small trees written to a temporary folder: a tree
// that keeps every rule passes, each wrong-way import is reported and fails the run, and a run that
// cruised nothing fails instead of passing quietly.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'layers.mjs');
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Writes `files` (path → source) into a new temporary folder and runs the check there. */
function checkTree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  folders.push(root);
  mkdirSync(join(root, 'src'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const run = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

const base = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
  'src/shared/money.ts': 'export const cents = (amount: number) => Math.round(amount * 100);\n',
  'src/server/db.ts': 'export const db = {};\n',
  'src/server/app.ts':
    "import { db } from './db';\nexport const app = { db };\nexport type AppType = typeof app;\n",
};

describe('layers', () => {
  it('passes a tree that keeps the rules: JSX read, the typed client importing AppType as a type', () => {
    const { status, output } = checkTree({
      ...base,
      'src/web/lib/api-client.ts':
        "import type { AppType } from '@/server/app';\nexport type Client = AppType;\n",
      'src/web/features/cart/cart-badge.tsx':
        "import { cents } from '@/shared/money';\nimport { Button } from '@/web/components/button';\n" +
        'export const CartBadge = () => <Button>{cents(1)}</Button>;\n',
      'src/web/components/button.tsx':
        'export const Button = (props: { children: unknown }) => <button type="button">{String(props.children)}</button>;\n',
      // A cycle through `import type` only is erased at build time.
      'src/server/a.ts': "import type { B } from './b';\nexport const a = (b: B) => b;\n",
      'src/server/b.ts': "import { a } from './a';\nexport type B = number;\nexport const b = a(1);\n",
      'src/shared/money.test.ts':
        "import { randomUUID } from 'node:crypto';\nexport const id = randomUUID();\n",
      // The page renderer draws the web app and reads the server's port for its types; the process
      // entry joins the two; a renderer's test may build the real server.
      'src/server/http/pages.ts':
        'export type PageRenderer = { render(url: string): Promise<string | null> };\n',
      'src/ssr/index.ts':
        "import type { PageRenderer } from '../server/http/pages';\nimport { Button } from '../web/components/button';\n" +
        'export const renderer: PageRenderer = { render: async () => String(Button) };\n',
      'src/ssr/index.test.ts':
        "import { db } from '../server/db';\nimport { renderer } from './index';\nexport const drawn = { db, renderer };\n",
      'src/main.ts':
        "import { app } from './server/app';\nimport { renderer } from './ssr/index';\nexport const started = { app, renderer };\n",
    });
    expect(output).toContain('layers: 14 modules'); // the 13 files and node:crypto
    expect(output).toContain('0 errors');
    expect(status).toBe(0);
  });

  it('reports each wrong-way import under its rule and fails', () => {
    const { status, output } = checkTree({
      ...base,
      'src/shared/price.ts': "import { db } from '../server/db';\nexport const price = db;\n",
      'src/shared/id.ts': "import { randomUUID } from 'node:crypto';\nexport const id = randomUUID();\n",
      'src/web/lib/api-client.ts':
        "import { app } from '@/server/app';\nimport { db } from '@/server/db';\nexport const client = { app, db };\n",
      'src/web/lib/format.ts':
        "import { list } from '../features/orders/list';\nexport const format = list;\n",
      'src/web/app/router.tsx':
        "import { factory } from '@/testing/orders';\nexport const Router = () => <p>{factory}</p>;\n",
      'src/web/features/orders/list.ts':
        "import { badge } from '../cart/badge';\nexport const list = badge;\n",
      'src/web/features/cart/badge.ts':
        "import { Router } from '@/web/app/router';\nexport const badge = Router;\n",
      'src/web/features/cart/page.ts': "import { db } from '@/server/db';\nexport const page = db;\n",
      'src/testing/orders.ts': 'export const factory = 1;\n',
      'src/server/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
      'src/server/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
    });
    const expected = [
      'shared-is-pure (1):\n  src/shared/price.ts → src/server/db.ts',
      'shared-no-node (1):\n  src/shared/id.ts → crypto',
      'web-not-server (1):\n  src/web/features/cart/page.ts → src/server/db.ts',
      'web-api-client-reads-app-type-only (1):\n  src/web/lib/api-client.ts → src/server/db.ts',
      'web-api-client-app-import-is-type-only (1):\n  src/web/lib/api-client.ts → src/server/app.ts',
      'features-not-each-other (1):\n  src/web/features/orders/list.ts → src/web/features/cart/badge.ts',
      'features-not-app (1):\n  src/web/features/cart/badge.ts → src/web/app/router.tsx',
      'components-lib-not-features-app (1):\n  src/web/lib/format.ts → src/web/features/orders/list.ts',
      'production-not-test-code (1):\n  src/web/app/router.tsx → src/testing/orders.ts',
      'no-runtime-cycle',
    ];
    for (const text of expected) expect(output).toContain(text);
    expect(output).toContain('src/server/cycle-a.ts → src/server/cycle-b.ts → src/server/cycle-a.ts');
    expect(status).toBe(1);
  });

  /** Two server modules with doors, the way src/server/modules is laid out (decision 067). */
  const modules = {
    ...base,
    'src/server/modules/catalogue/schema.ts': 'export const products = { id: 1 };\n',
    'src/server/modules/catalogue/reads.ts':
      "import { products } from './schema';\nexport const productName = (id: number) => products.id === id;\n",
    'src/server/modules/catalogue/public.ts': "export { productName } from './reads';\n",
    'src/server/modules/orders/schema.ts':
      "import { products } from '../catalogue/schema';\nexport const orderItems = { product: products.id };\n",
    'src/server/modules/orders/service.ts':
      "import { productName } from '../catalogue/public';\nimport { orderItems } from './schema';\n" +
      'export const lineName = () => productName(orderItems.product);\n',
    'src/server/modules/orders/public.ts': "export { lineName } from './service';\n",
    'src/server/services.ts':
      "import { productName } from './modules/catalogue/public';\nimport { lineName } from './modules/orders/public';\n" +
      'export const services = { productName, lineName };\n',
    'src/server/db/schema.ts':
      "export * from '../modules/catalogue/schema';\nexport * from '../modules/orders/schema';\n",
    // A test may reach into a module: factories insert rows straight into its tables.
    'src/server/modules/orders/service.test.ts':
      "import { products } from '../catalogue/schema';\nexport const seeded = products;\n",
  };

  it('passes modules that meet only through their doors, with foreign keys between their schemas', () => {
    const { status, output } = checkTree(modules);
    expect(output).toContain('0 errors');
    expect(status).toBe(0);
  });

  it("fails a planted import of another module's table, file or door from outside, and a loop of modules", () => {
    const { status, output } = checkTree({
      ...modules,
      // orders reads catalogue's table instead of asking its door
      'src/server/modules/orders/report.ts':
        "import { products } from '../catalogue/schema';\nexport const count = products.id;\n",
      // a schema reaching past another module's schema
      'src/server/modules/catalogue/schema.ts':
        "import { lineName } from '../orders/service';\nexport const products = { id: 1, lineName };\n",
      // the composition root skipping the door
      'src/server/app.ts':
        "import { productName } from './modules/catalogue/reads';\nexport const app = { productName };\nexport type AppType = typeof app;\n",
      // catalogue asks orders' door back: a cycle of modules, though no file imports itself
      'src/server/modules/catalogue/sold.ts':
        "import type { lineName } from '../orders/public';\nexport type Sold = typeof lineName;\n",
    });
    const expected = [
      'module-door (1):\n  src/server/modules/orders/report.ts → src/server/modules/catalogue/schema.ts',
      'schema-references-schema-only (1):\n  src/server/modules/catalogue/schema.ts → src/server/modules/orders/service.ts',
      'outside-through-door (1):\n  src/server/app.ts → src/server/modules/catalogue/reads.ts',
      'no-module-cycle (1):\n  catalogue ⇄ orders',
    ];
    for (const text of expected) expect(output).toContain(text);
    expect(status).toBe(1);
  });

  it('keeps the server and the web app apart: neither imports the other or src/ssr but through the port', () => {
    const { status, output } = checkTree({
      ...base,
      'src/server/http/pages.ts':
        'export type PageRenderer = { render(url: string): Promise<string | null> };\n' +
        'export const pageReads = () => ({});\n',
      // The server reading a name of the web app, and building the renderer itself.
      'src/server/http/spa.ts':
        "import { LANGUAGE_COOKIE } from '@/web/lib/names';\nexport const cookie = LANGUAGE_COOKIE;\n",
      'src/server/main.ts': "import { renderer } from '../ssr/index';\nexport const pages = renderer;\n",
      'src/web/lib/names.ts': "export const LANGUAGE_COOKIE = 'language';\n",
      'src/web/app/start.tsx':
        "import { renderer } from '@/ssr/index';\nexport const Start = () => <p>{String(renderer)}</p>;\n",
      // The renderer calling the server's code instead of being handed it, and reading a table.
      'src/ssr/index.ts':
        "import { pageReads } from '../server/http/pages';\nexport const renderer = pageReads;\n",
      'src/ssr/page-data.ts': "import { db } from '../server/db';\nexport const read = db;\n",
    });
    for (const text of [
      'server-not-web (2):',
      '  src/server/http/spa.ts → src/web/lib/names.ts',
      '  src/server/main.ts → src/ssr/index.ts',
      'web-not-ssr (1):\n  src/web/app/start.tsx → src/ssr/index.ts',
      'ssr-reads-server-port-only (1):\n  src/ssr/page-data.ts → src/server/db.ts',
      'ssr-server-port-import-is-type-only (1):\n  src/ssr/index.ts → src/server/http/pages.ts',
    ])
      expect(output).toContain(text);
    expect(output).toContain('5 errors');
    expect(status).toBe(1);
  });

  it('reads the @/ alias of tsconfig.json, and fails an import that climbs two folders instead', () => {
    const feature = 'src/web/features/cart/components/';
    const aliased = checkTree({
      ...base,
      [`${feature}total.ts`]: "import { cents } from '@/shared/money';\nexport const total = cents(1);\n",
      // The alias resolves, so the layering rules still see where it leads.
      [`${feature}wrong.ts`]: "import { db } from '@/server/db';\nexport const wrong = db;\n",
    });
    expect(aliased.output).toContain(`web-not-server (1):\n  ${feature}wrong.ts → src/server/db.ts`);
    expect(aliased.output).not.toContain('alias-over-climbs');

    const climbing = checkTree({
      ...base,
      [`${feature}total.ts`]:
        "import { cents } from '../../../../shared/money';\nimport { db } from '../../../../server/db';\n" +
        'export const total = [cents(1), db];\n',
      'src/web/features/cart/money.ts': "export { cents } from '@/shared/money';\n",
      [`${feature}near.ts`]:
        "import { total } from './total';\nimport { cents } from '../money';\nexport const near = [total, cents];\n",
    });
    expect(climbing.output).toContain('alias-over-climbs (2):');
    expect(climbing.output).toContain(
      `${feature}total.ts → src/shared/money.ts (written '../../../../shared/money': use '@/…')`,
    );
    expect(climbing.status).toBe(1);
  });

  it("keeps a feature's staff half out of its customer half: only admin code imports admin/", () => {
    const { status, output } = checkTree({
      ...base,
      'src/web/features/catalogue/api/keys.ts': "export const keys = ['catalogue'];\n",
      'src/web/features/catalogue/admin/products-page.tsx':
        "import { keys } from '../api/keys';\nexport const ProductsPage = () => <p>{keys}</p>;\n",
      'src/web/features/catalogue/admin/section.tsx':
        "export const load = () => import('./products-page');\n",
      'src/web/app/routes/admin/admin-screens.tsx':
        "import { load } from '@/web/features/catalogue/admin/section';\nexport const screens = [load];\n",
      'src/web/features/catalogue/pages/home-page.tsx':
        "import { ProductsPage } from '../admin/products-page';\nexport const HomePage = ProductsPage;\n",
      'src/ssr/render.tsx':
        "import { ProductsPage } from '@/web/features/catalogue/admin/products-page';\nexport const render = ProductsPage;\n",
    });
    expect(output).toContain('storefront-not-admin (2):');
    expect(output).toContain(
      'src/web/features/catalogue/pages/home-page.tsx → src/web/features/catalogue/admin/products-page.tsx',
    );
    expect(output).toContain('src/ssr/render.tsx → src/web/features/catalogue/admin/products-page.tsx');
    expect(output).toContain('2 errors');
    expect(status).toBe(1);
  });

  it('fails when it cruised no module, instead of passing with nothing checked', () => {
    const { status, output } = checkTree({ 'src/README.md': '# nothing to read\n' });
    expect(output).toContain('cruised 0 modules');
    expect(status).toBe(1);
  });
});
