import { describe, expect, it } from 'vitest';
import { getLegalDocument, LEGAL_LANGUAGES } from './documents';
import { contacts, section, text } from './test-support';

describe('SPEC §9 legal text facts', () => {
  // [document, section (pt-BR title), Portuguese phrases, English phrases]
  it.each([
    [
      'terms',
      'Direito de Arrependimento',
      ['7 dias', 'perecíveis', 'carnes frescas', 'congelados'],
      ['7 days', 'perishable', 'fresh meat', 'frozen'],
    ],
    [
      'terms',
      'Pedidos e Pagamentos',
      ['processados somente após a confirmação do pagamento'],
      ['processed only after payment confirmation'],
    ],
    ['terms', 'Produtos e Preços', ['podem ser alterados sem aviso prévio'], ['may change without notice']],
    ['terms', 'Cadastro e Conta do Usuário', ['18 anos'], ['18 years']],
    [
      'privacy',
      'Armazenamento e Segurança',
      ['5 anos', '12 meses', 'enquanto a sua conta estiver ativa', 'até a retirada do seu consentimento'],
      ['5 years', '12 months', 'while your account is active', 'until you withdraw your consent'],
    ],
    ['privacy', 'Seus Direitos de Privacidade', ['15 dias úteis'], ['15 business days']],
    ['privacy', 'Menores de Idade', ['18 anos'], ['18 years']],
  ] as const)('%s › %s', (type, ptTitle, ptPhrases, enPhrases) => {
    const pt = getLegalDocument(type, 'pt-BR', contacts);
    const en = getLegalDocument(type, 'en', contacts);
    const index = pt.content.findIndex((s) => s.title === ptTitle);
    expect(index).toBeGreaterThanOrEqual(0);
    for (const phrase of ptPhrases) expect(text(pt.content[index]!.content)).toContain(phrase);
    // The English section at the same position says the same thing.
    for (const phrase of enPhrases) expect(text(en.content[index]!.content)).toContain(phrase);
  });

  it.each([
    ['pt-BR', [/usuário\s*: qualquer pessoa que visita/i, /cliente\s*: o usuário que realiza uma compra/i]],
    ['en', [/user\s*: any person who visits/i, /customer\s*: a user who makes a purchase/i]],
  ] as const)(
    'terms (%s) defines the user (any visitor) and the customer (a user who buys)',
    (lang, patterns) => {
      const definitions = text(getLegalDocument('terms', lang, contacts).content[1]!.content);
      for (const pattern of patterns) expect(definitions).toMatch(pattern);
    },
  );

  it.each([
    ['pt-BR', ['verdadeiras', 'atuais', 'múltiplas contas', 'compartilhar a sua senha', 'dados falsos']],
    ['en', ['true', 'current', 'multiple accounts', 'share your password', 'false data']],
  ] as const)('terms (%s) lists the registration duties of SPEC §5.1', (lang, phrases) => {
    const registration = text(getLegalDocument('terms', lang, contacts).content[2]!.content);
    for (const phrase of phrases) expect(registration).toContain(phrase);
  });

  it.each([
    ['pt-BR', ['Estado da Geórgia', 'Estados Unidos', 'condado', 'defesa do consumidor']],
    ['en', ['State of Georgia', 'United States', 'county', 'consumer-protection']],
  ] as const)('terms (%s) chooses Georgia law and venue and keeps consumer rights', (lang, phrases) => {
    const law = text(getLegalDocument('terms', lang, contacts).content[11]!.content);
    for (const phrase of phrases) expect(law).toContain(phrase);
  });

  it.each([
    [
      'pt-BR',
      'Dados Coletados',
      [
        'nome completo',
        'cpf',
        'data de nascimento',
        'telefone',
        'e-mail',
        'endereço de entrega',
        'cep',
        'referências de localização',
        'endereço ip',
        'cookies',
        'histórico de navegação',
        'preferências de produtos',
        'informações de pagamento',
        'processadores de pagamento terceirizados',
        'histórico de compras',
      ],
    ],
    [
      'en',
      'Data Collected',
      [
        'full name',
        'cpf',
        'date of birth',
        'phone',
        'e-mail',
        'delivery address',
        'postal code',
        'zip code',
        'location references',
        'ip address',
        'cookies',
        'browsing history',
        'product preferences',
        'payment information',
        'third-party payment processors',
        'purchase history',
      ],
    ],
  ] as const)('privacy (%s) › %s names every item of SPEC §3.8', (lang, title, items) => {
    const collected = text(section(getLegalDocument('privacy', lang, contacts), title).content).toLowerCase();
    for (const item of items) expect(collected).toContain(item);
  });

  it.each(LEGAL_LANGUAGES)('privacy (%s) lists exactly the 14 collected items', (lang) => {
    const collected = getLegalDocument('privacy', lang, contacts).content[1]!.content;
    expect(collected.match(/<li>/g)).toHaveLength(14);
  });
});
