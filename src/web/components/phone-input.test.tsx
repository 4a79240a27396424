import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@/shared/phones/countries';
import { phone as phoneEn } from '../locales/en/phone';
import { phone as phonePt } from '../locales/pt-BR/phone';
import { resources } from '../locales/resources';
import { PhoneInput, type PhoneInputProps } from './phone-input';

async function render(props: Partial<PhoneInputProps>, language: 'pt-BR' | 'en' = 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: {
      'pt-BR': { ...resources['pt-BR'], phone: phonePt },
      en: { ...resources.en, phone: phoneEn },
    },
    lng: language,
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PhoneInput value={{ country: 'BR', phone: '' }} onChange={() => {}} id="tel" {...props} />
    </I18nextProvider>,
  );
}

describe('PhoneInput markup', () => {
  it('labels both controls and lists every country with its name and dial code, no emoji flag', async () => {
    const html = await render({});
    expect(html).toContain('<label for="tel-country" class="text-sm font-medium text-ink">País</label>');
    expect(html).toContain('<label for="tel" class="text-sm font-medium text-ink">Telefone</label>');
    expect(html.match(/<option /g)).toHaveLength(COUNTRIES.length);
    expect(html).toContain('<option value="BR" selected="">Brasil (+55)</option>');
    expect(html).toContain('<option value="US">Estados Unidos (+1)</option>');
    // No regional-indicator letters anywhere: they draw as boxes where no emoji font is installed.
    expect(html).not.toMatch(/\p{Regional_Indicator}/u);
  });

  it('is a tel field for the national number, with the country placeholder', async () => {
    const html = await render({ value: { country: 'US', phone: '(404) 555-0123' } });
    const input = html.slice(html.indexOf('<input'));
    for (const attribute of ['type="tel"', 'inputMode="tel"', 'autoComplete="tel-national"']) {
      expect(input).toContain(attribute);
    }
    expect(html).toContain('placeholder="(404) 555-0123"');
    expect(html).toContain('value="(404) 555-0123"');
    expect(html).toContain('<option value="US" selected="">');
  });

  it("draws the chosen country's SVG flag from flag-icons, decorative beside the dial code", async () => {
    const flag = (html: string) => html.match(/<img [^>]*>/)?.[0] ?? '';
    // Small flags are inlined (their SVG carries flag-icons' id), large ones are files of their own.
    const us = flag(await render({ value: { country: 'US', phone: '' } }));
    expect(us).toMatch(/flag-icons-us|us\.svg"/);
    expect(us).toContain('alt=""');
    const bo = flag(await render({ value: { country: 'BO', phone: '' } }));
    expect(bo).toMatch(/flag-icons-bo|bo\.svg"/);
  });

  it('passes aria-invalid and aria-describedby to the number', async () => {
    const html = await render({ 'aria-invalid': true, 'aria-describedby': 'tel-error', name: 'phone' });
    const input = html.slice(html.indexOf('<input'));
    for (const attribute of ['name="phone"', 'aria-invalid="true"', 'aria-describedby="tel-error"']) {
      expect(input).toContain(attribute);
    }
    expect(await render({ 'aria-invalid': false })).not.toContain('aria-invalid');
  });

  it('speaks English and takes custom labels', async () => {
    const html = await render({ labels: { phone: 'Phone (optional)' } }, 'en');
    expect(html).toContain('>Country</label>');
    expect(html).toContain('>Phone (optional)</label>');
    expect(html).toContain('<option value="BR" selected="">Brazil (+55)</option>');
  });
});
