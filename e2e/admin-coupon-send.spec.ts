import { asNewVisitor, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './page-width';

/**
 * Sending coupons by WhatsApp (issue 18, decision 044). The journey server's outbox talks to a
 * local fake provider (scripts/e2e-server.mjs) and its database holds five customers
 * (e2e/seed-journeys.ts): an admin previews BEMVINDO10, sends it to one verified customer
 * at once, opens the chat link for the customer in Georgia ("Envio Internacional", never counted
 * as reached by a bulk send), and sends it in bulk to three customers after confirming how many
 * messages go out, following the progress bar to 3/3 and the result.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
  // The manual path opens wa.me in a new window; the machine has no internet, so it answers here.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title><p>chat</p>' }),
  );
});

test('an admin sends a coupon to one customer, by hand abroad, and in bulk to three with a live progress bar', async ({
  page,
  context,
  axe,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToPanel(page);
  await page.goto('/admin/cupons');
  await page.getByRole('link', { name: 'Enviar cupons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enviar cupons pelo WhatsApp' })).toBeVisible({
    timeout: 30_000,
  });

  // Each step's heading is said once (no hidden legend repeating it).
  await expect(page.getByText('1. Cupons', { exact: true })).toHaveCount(1);
  await expect(page.getByText('2. Clientes', { exact: true })).toHaveCount(1);

  // Only Diego, in Georgia: eligible, but only by hand; the bulk send says why it cannot start.
  await page.getByRole('checkbox', { name: /BEMVINDO10/ }).check();
  await page.getByLabel('Buscar cliente').fill('Diego');
  await expect(page.locator('[data-counts]')).toHaveText(
    '1 cliente · nenhum recebe automaticamente · 1 só por envio manual (internacional)',
  );
  await expect(page.getByRole('button', { name: 'Enviar para todos os elegíveis (0)' })).toBeDisabled();
  await expect(page.getByText(/Ninguém nesta lista recebe automaticamente/)).toBeVisible();
  await page.getByRole('checkbox', { name: /BEMVINDO10/ }).uncheck();

  // Step 1: only valid coupons; the preview is §9's text.
  await expect(page.getByText('VERAO2025')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /BEMVINDO10/ }).check();
  const preview = page.locator('[data-preview="BEMVINDO10"]');
  await expect(preview).toContainText('Cupom: *BEMVINDO10*');
  await expect(preview).toContainText('Válido até:');

  // Step 2: who may receive, and why the others may not.
  await page.getByLabel('Buscar cliente').fill('Envio');
  const row = (name: string) => page.locator(`li[data-customer="${name}"]`);
  await expect(row('Eva Envio')).toContainText('Cadastro não verificado');
  await expect(row('Diego Envio')).toContainText('Internacional: só envio manual');
  await expect(row('Ana Envio')).toContainText('Pode receber');
  // Four may receive, but a bulk send reaches three by itself: Diego is by hand only.
  await expect(page.locator('[data-counts]')).toHaveText(
    '5 clientes · 3 recebem automaticamente · 1 só por envio manual (internacional)',
  );
  await expect(page.getByRole('button', { name: 'Enviar para 0 selecionados' })).toBeDisabled();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('send-1280.png'), fullPage: true });

  // Single send: the result at once.
  await row('Ana Envio').getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(row('Ana Envio').getByText('Cupom enviado para Ana Envio.')).toBeVisible();

  // International: the chat link with the prepared text opens in a new window.
  const popup = context.waitForEvent('page');
  await row('Diego Envio').getByRole('button', { name: 'Envio Internacional' }).click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\/14045550142\?text=/);
  expect(decodeURIComponent(chat.url())).toContain('BEMVINDO10');
  await chat.close();
  await expect(row('Diego Envio').getByText('Link aberto para envio manual.')).toBeVisible();

  // "Every eligible" asks first, saying how many messages go out and who is left for a manual send.
  await page.getByRole('button', { name: 'Enviar para todos os elegíveis (3)' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Enviar cupons para 3 clientes?' });
  await expect(ask).toContainText('Serão enviadas 3 mensagens pelo WhatsApp');
  await expect(ask).toContainText('1 cliente com número internacional não recebe automaticamente');
  await axe();
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/cupons\/enviar/);

  // Bulk: three customers, on the server, one per second, once confirmed.
  for (const name of ['Ana Envio', 'Bruno Envio', 'Carla Envio'])
    await row(name).getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: 'Enviar para 3 selecionados' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Enviar cupons para 3 clientes?' });
  await expect(confirm).toContainText('Serão enviadas 3 mensagens pelo WhatsApp');
  await page.screenshot({ path: testInfo.outputPath('send-confirm-1280.png') });
  await confirm.getByRole('button', { name: 'Enviar agora' }).click();
  await expect(page).toHaveURL(/\/admin\/cupons\/envios\/[0-9a-f-]{36}$/);
  const bar = page.getByRole('progressbar', { name: 'Progresso do envio' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemax', '3');
  await expect(bar).toHaveAttribute('aria-valuenow', '3', { timeout: 20_000 });
  await expect(page.locator('[data-progress]')).toHaveText('3 de 3 clientes');
  await expect(page.locator('[data-item-state="success"]')).toHaveCount(3);
  await expect(page.getByText('Envio concluído com sucesso.')).toBeVisible();
  await expect(page.getByText('Total: 3 · Enviados: 3 · Falhas: 0')).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('job-1280.png'), fullPage: true });

  // The send is reachable again by its address, and from the coupons list.
  const jobUrl = page.url();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.locator('[data-job-status="done"]')).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('job-375.png'), fullPage: true });
  await page.goto('/admin/cupons');
  await expect(page.getByRole('heading', { name: 'Envios em massa' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(`a[href="${new URL(jobUrl).pathname}"]`)).toBeVisible();

  await page.goto('/admin/cupons/enviar?q=Envio');
  await page.getByRole('checkbox', { name: /BEMVINDO10/ }).check();
  await expect(page.locator('li[data-customer="Eva Envio"]')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('send-375.png'), fullPage: true });
});
