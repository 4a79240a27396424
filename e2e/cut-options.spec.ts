import { asNewVisitor, signedUp, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { fillDelivery } from './orders';

/**
 * Cut options (issue 41, decision 091): a customer orders picanha in 3 cm steaks, vacuum packed,
 * sees it on her cart and her order; staff see it on the order desk and its packing slip.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

const CUTS = 'em bifes · espessura 3 cm · embalada a vácuo';
/** The cart and checkout say what each priced value adds, per unit. */
const PRICED =
  /^em bifes \(\+R\$\s2,00\) · espessura 3 cm · embalada a vácuo \(\+R\$\s3,50\) · Obs\.: capa de gordura fina$/;

test('a customer orders picanha in 3 cm steaks, vacuum packed; staff see it on the desk', async ({
  page,
  axe,
}, testInfo) => {
  await signedUp(page, 'Luana Costa', 'cuts');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/produto/picanha');
  // Shop on the hydrated page (as e2e/cart.spec.ts): the quantity field comes alive with it.
  await expect(page.getByRole('spinbutton', { name: 'Quantidade' })).toBeEnabled();
  const picker = page.getByTestId('cut-picker');
  await expect(picker.getByRole('heading', { name: 'Como cortamos' })).toBeVisible();
  await picker.locator('label', { hasText: 'em bifes' }).click();
  await picker.locator('label', { hasText: /^3 cm$/ }).click();
  await picker.locator('label', { hasText: 'embalada a vácuo' }).click();
  await expect(picker.getByRole('radio', { name: /em bifes/ })).toBeChecked();
  await expect(picker.getByRole('radio', { name: '3 cm' })).toBeChecked();
  await picker.getByLabel('Observação para o açougueiro').fill('capa de gordura fina');
  await page.screenshot({ path: testInfo.outputPath('product-cuts-375.png'), fullPage: true });
  await axe();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('product-cuts-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByText('Item adicionado ao carrinho!')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cuts').first()).toHaveText(PRICED);
  await page.getByRole('link', { name: 'Finalizar compra' }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cuts').first()).toHaveText(PRICED);
  await fillDelivery(page);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/order-success\?pedido=/);
  const orderId = new URL(page.url()).searchParams.get('pedido')!;

  // Her order says how it will be cut, and charges the steaks and the vacuum pack.
  await page.goto('/meus-pedidos');
  await page
    .getByRole('link', { name: /BP-\d+/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Andamento' })).toBeVisible();
  await expect(page.getByTestId('cuts').first()).toHaveText(`${CUTS} · Obs.: capa de gordura fina`);
  await expect(page.getByText(/Opções de corte \(R\$\s5,50\)/)).toBeVisible();
  await axe();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('my-order-375.png'), fullPage: true });

  // Staff: the order desk shows the cuts, and so does the packing slip.
  await page.context().clearCookies();
  await signInToPanel(page);
  await page.goto(`/admin/pedidos/${orderId}`);
  await expect(page.getByTestId('cuts').first()).toHaveText(`${CUTS} · Obs.: capa de gordura fina`);
  await axe();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('desk-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('desk-375.png'), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: testInfo.outputPath('slip-print.png'), fullPage: true });
});
