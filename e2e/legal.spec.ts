import { expect, test } from './fixtures';

/** Issue 7: the legal viewer (SPEC §2.6, §4.5). */

test.describe('legal viewer on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('terms: counter, previous/next bounds, index jump, Escape, backdrop, scroll lock', async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Termos de Uso' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Termos de Uso' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Atualizado em Janeiro de 2025')).toBeVisible();
    await expect(dialog.getByText('1 de 13')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await axe();

    for (let i = 0; i < 12; i++) await dialog.getByRole('button', { name: 'Próximo' }).click();
    await expect(dialog.getByText('13 de 13')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    await expect(dialog.getByRole('heading', { name: /Contato/ })).toBeVisible();

    await dialog
      .getByRole('navigation')
      .getByRole('button', { name: /Direito de Arrependimento/ })
      .click();
    await expect(dialog.getByText('7 de 13')).toBeVisible();
    await expect(dialog.getByText(/7 dias/).first()).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(page.getByRole('dialog').getByText('1 de 13')).toBeVisible();
    // Radix starts listening for a click outside just after the dialog mounts: on a busy machine a
    // click that early is not heard (seen in CI, 2026-11-29). A person clicks again; so does this.
    await expect(async () => {
      await page.mouse.click(5, 5);
      await expect(page.getByRole('dialog')).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  });

  test('privacy has 10 sections and a script can open either document', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Política de Privacidade' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Política de Privacidade' }).getByText('1 de 10'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('openLegalModal', { detail: { type: 'terms' } })),
    );
    await expect(page.getByRole('dialog', { name: 'Termos de Uso' })).toBeVisible();
    // Exactly one document at a time: the event for the other one replaces it.
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('openLegalModal', { detail: { type: 'privacy' } })),
    );
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(
      page.getByRole('dialog', { name: 'Política de Privacidade' }).getByText('1 de 10'),
    ).toBeVisible();
  });

  test('works with the keyboard alone and speaks English in the English interface', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /English/ }).click();
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Use' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Terms of Use' });
    await expect(dialog.getByText('Updated January 2025')).toBeVisible();
    await expect(dialog.getByText('1 of 13')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Contents' })).toBeVisible();
    const next = dialog.getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('2 of 13')).toBeVisible();
    // Focus stays inside the dialog however far one tabs.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
  });
});

test.describe('legal viewer on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the index is collapsed behind "Mostrar índice" and hides after a choice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Termos de Uso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Termos de Uso' });
    const entry = dialog.getByRole('button', { name: /Propriedade Intelectual/ });
    await expect(entry).toBeHidden();
    await dialog.getByRole('button', { name: 'Mostrar índice' }).click();
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(dialog.getByText('9 de 13')).toBeVisible();
    await expect(entry).toBeHidden();
  });
});
