import type { Page } from '@playwright/test';
import { asNewVisitor, newEmail, registerThroughApi } from './accounts';
import { expect, test } from './fixtures';
import { ok, pickAnyWindow } from './orders';

/**
 * Issue 38, the checkout on a phone (decision 104): how many screens it takes at 375×812.
 */
test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

const PHONE = { width: 375, height: 812 };

async function addPicanha(page: Page) {
  await page.goto('/produto/picanha');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByText('Item adicionado ao carrinho!')).toBeVisible({ timeout: 30_000 });
}

/**
 * Screens of the whole page (header and footer included), and from the page's top to the end of the
 * checkout (the bottom of the order summary, which ends the form on a phone).
 */
async function screens(page: Page) {
  return page.evaluate(() => {
    const h = window.innerHeight;
    const summary = document.querySelector('section[aria-labelledby="summary-title"]');
    const bottom = summary ? summary.getBoundingClientRect().bottom + window.scrollY : 0;
    return {
      page: +(document.documentElement.scrollHeight / h).toFixed(2),
      toEnd: +(bottom / h).toFixed(2),
    };
  });
}

test('measure: screens of the checkout at 375×812 (signed in with a saved address; a guest)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await registerThroughApi(page.request, 'Ana Medida', newEmail('measure'));
  await ok(
    await page.request.post('/api/accounts/me/addresses', {
      data: { label: 'Casa', street: '100 Church St', city: 'Marietta', state: 'GA', zip: '30062' },
    }),
  );
  await addPicanha(page);
  await page.goto('/checkout');
  await expect(page.getByTestId('zone-line').first()).toBeVisible({ timeout: 30_000 });
  const signedIn = await screens(page);
  await pickAnyWindow(page);
  const signedInFilled = await screens(page);
  await page.getByTestId('step-delivery').getByRole('button', { name: 'Continuar' }).click();
  const signedInNext = await screens(page);

  await page.context().clearCookies();
  await asNewVisitor(page.context());
  await addPicanha(page);
  await page.goto('/checkout');
  await expect(page.getByTestId('step-delivery')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const guest = await screens(page);
  const measured = JSON.stringify({ signedIn, signedInFilled, signedInNext, guest });
  testInfo.annotations.push({ type: 'screens', description: measured });
  await testInfo.attach('screens.json', { body: measured, contentType: 'application/json' });
});

const SHOTS = '/work/shots/phone-checkout';

/** The sticky bar's total and button are inside the screen. */
async function barInView(page: Page) {
  for (const target of [
    page.getByTestId('phone-bar-total'),
    page.getByTestId('phone-bar').getByRole('button'),
  ]) {
    const box = await target.boundingBox();
    expect(box, 'the sticky bar is on screen').not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  }
}

test('on a phone: three steps that fold, the total and the button in sight, what is missing named', async ({
  page,
  axe,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await registerThroughApi(page.request, 'Bia Celular', newEmail('phone'));
  await ok(
    await page.request.post('/api/accounts/me/addresses', {
      data: { label: 'Casa', street: '100 Church St', city: 'Marietta', state: 'GA', zip: '30062' },
    }),
  );
  await addPicanha(page);
  await page.goto('/checkout');
  await expect(page.getByTestId('zone-line').first()).toBeVisible({ timeout: 30_000 });
  const bar = page.getByTestId('phone-bar');
  const place = bar.getByRole('button', { name: 'Confirmar pedido' });
  // One step open: the delivery, her default address chosen; the others folded to one line.
  await expect(page.getByTestId('step-delivery')).toHaveAttribute('data-collapsed', 'false');
  await expect(page.getByTestId('step-contact')).toHaveAttribute('data-collapsed', 'true');
  await expect(page.getByTestId('step-review')).toHaveAttribute('data-collapsed', 'true');
  await expect(page.getByTestId('step-contact-summary')).toHaveText('Falta: o telefone.');
  await barInView(page);
  await expect(bar.getByTestId('phone-bar-missing')).toHaveText('Falta: o dia e horário e o telefone.');
  await page.screenshot({ path: `${SHOTS}/pt-375-1-delivery.png` });
  await page.screenshot({ path: `${SHOTS}/pt-375-1-delivery-full.png`, fullPage: true });

  // Pressed early: it says what is missing, opens that step and fields say why; nothing is sent.
  await place.click();
  await expect(bar.getByRole('alert')).toHaveText('Falta: o dia e horário e o telefone.');
  // The first missing field takes the focus (and the screen): the day.
  await expect(page.locator('input[name="date"]:focus')).toHaveCount(1);
  await expect(page.getByText('Escolha a data e o horário.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.screenshot({ path: `${SHOTS}/pt-375-early-press.png` });

  await pickAnyWindow(page);
  await page.getByTestId('step-delivery').getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('step-delivery')).toHaveAttribute('data-collapsed', 'true');
  await expect(page.getByTestId('step-delivery-summary')).toContainText('100 Church St, Marietta ·');
  await expect(page.getByRole('heading', { level: 2, name: 'Contato e pagamento' })).toBeFocused();
  await page.getByLabel('País').selectOption('US');
  await page.getByLabel('Telefone', { exact: true }).fill('4045550123');
  await page.screenshot({ path: `${SHOTS}/pt-375-2-contact.png` });
  await page.getByTestId('step-contact').getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('step-contact-summary')).toHaveText(
    '(404) 555-0123 · Pagar na entrega ou retirada',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Revisão' })).toBeFocused();
  await expect(bar.getByTestId('phone-bar-missing')).toHaveText('');
  await page.getByLabel(/Preparo de Picanha/).fill('Bifes de 3 cm');
  await page.screenshot({ path: `${SHOTS}/pt-375-3-review.png` });
  await page.screenshot({ path: `${SHOTS}/pt-375-3-review-full.png`, fullPage: true });

  // Scrolled to the end and back: the total and the button stay in view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await barInView(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await barInView(page);

  // A folded step keeps what was chosen: opened again, the window and the phone are still there.
  await page.getByRole('button', { name: 'Alterar Entrega' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Entrega' })).toBeFocused();
  await expect(page.locator('input[name="windowId"]:checked')).toHaveCount(1);
  await expect(page.getByLabel('Endereço (número e rua)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Alterar Contato e pagamento' }).click();
  await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(404) 555-0123');
  await expect(page.getByLabel(/Preparo de Picanha/)).toHaveValue('Bifes de 3 cm');
  await axe();

  // The card on a day more than 6 days ahead: saved now, held 2 days before (decision 101).
  await page.getByRole('radio', { name: /Cartão de crédito ou débito/ }).check();
  await expect(page.getByTestId('card-timing-note')).toHaveCount(0);
  await page.locator('label:has(input[name="date"])').last().click();
  await page.locator('label:has(input[name="windowId"])').first().click();
  await expect(page.getByTestId('card-timing-note')).toContainText(
    'Seu dia está a mais de 6 dias: salvamos o cartão agora, sem reservar nenhum valor',
  );
  await page.getByTestId('card-timing-note').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/pt-375-card-later.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/pt-1280-all-steps.png`, fullPage: true });
  await expect(bar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toHaveCount(1);

  // The same steps in English.
  await page.getByRole('button', { name: 'Mudar idioma para English' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact and payment' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/en-1280-all-steps.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.getByRole('radio', { name: /Pay on delivery or pickup/ }).check();
  await page.screenshot({ path: `${SHOTS}/en-375-2-contact.png` });
  await page.getByTestId('step-contact').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/en-375-3-review.png` });
  await page.getByRole('heading', { level: 2, name: 'Delivery' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/en-375-1-delivery.png` });

  await page.getByTestId('phone-bar').getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-success\?pedido=/, { timeout: 30_000 });
  await expect(
    page.getByText('Preparation: Bifes de 3 cm').or(page.getByText('Bifes de 3 cm')),
  ).toBeVisible();
});

test('a guest on a phone: her details in the contact step, named when missing (English)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/produto/picanha');
  await page.getByRole('button', { name: 'Mudar idioma para English' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await page.goto('/checkout');
  const bar = page.getByTestId('phone-bar');
  await expect(bar.getByTestId('phone-bar-missing')).toHaveText(
    'Still missing: the address, the day and time, the e-mail, the name, and the phone.',
    { timeout: 30_000 },
  );
  await page.screenshot({ path: `${SHOTS}/en-375-guest-1-delivery.png` });
  await page.getByLabel('Street address').fill('100 Church St');
  await page.getByLabel('City').fill('Marietta');
  await page.getByLabel('ZIP code').fill('30062');
  await expect(page.getByTestId('zone-line').first()).toBeVisible();
  await pickAnyWindow(page);
  await page.getByTestId('step-delivery').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact and payment' })).toBeFocused();
  await page.getByLabel('E-mail').fill(newEmail('phone-guest'));
  await page.screenshot({ path: `${SHOTS}/en-375-guest-2-contact.png` });
  await bar.getByRole('button', { name: 'Place order' }).click();
  await expect(bar.getByRole('alert')).toHaveText('Still missing: the name and the phone.');
  await expect(page.getByLabel('Street address')).toBeHidden();
  await page.getByRole('button', { name: 'Change Delivery' }).click();
  await expect(page.getByLabel('Street address')).toHaveValue('100 Church St');
});
