import { asNewVisitor, newEmail, PASSWORD } from './accounts';
import { expect, test } from './fixtures';
import { pickAnyWindow } from './orders';

/**
 * Issue 38, guest checkout (decision 096): a visitor who reads English buys without an account
 * (shop in kg: the journeys' shop is metric), lands on her order's signed link page, creates her
 * account in one click and buys the order again from "My orders".
 */
test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

test('a guest in English buys, opens her order link, creates her account in one click, buys again', async ({
  page,
  axe,
}, testInfo) => {
  await page.goto('/produto/picanha');
  await page.getByRole('button', { name: 'Mudar idioma para English' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByText('Your details')).toBeVisible();

  const email = newEmail('guest');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Full name').fill('Mary Guest');
  await page.getByLabel('Street address').fill('100 Church St');
  await page.getByLabel('City').fill('Marietta');
  await page.getByLabel('ZIP code').fill('30062');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Phone', { exact: true }).fill('4045550123');
  await pickAnyWindow(page);
  // No card for a guest in this round: pay on delivery.
  await expect(page.getByText(/credit or debit card/i)).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('guest-checkout-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await axe();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/pedido\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order received!' })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`sent the confirmation and this link to ${email.replace(/\./g, '\\.')}`)),
  ).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('guest-order-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('guest-order-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The link works on its own (no session), in a fresh load.
  const link = page.url().replace('&novo=1', '');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 2, name: 'Create an account in one click' })).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create an account in one click' }).click();
  await expect(page).toHaveURL(/\/meus-pedidos/);
  await page.getByRole('button', { name: 'Buy again' }).first().click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByText(/Picanha/).first()).toBeVisible();

  // The link no longer opens the order once it is hers.
  await page.goto(link);
  await expect(
    page.getByText('This order link is not valid, or it was already used to create the account.'),
  ).toBeVisible();
});
