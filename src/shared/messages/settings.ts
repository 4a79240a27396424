/** The settings and SEO screens of the admin panel (issue 17). Part of MESSAGES (../messages.ts). */
export const SETTINGS_MESSAGES = {
  /** Site settings (SPEC §3.4) and the SEO group; the four §8.5 texts word for word. */
  settings: {
    keySaved: '{key} atualizado com sucesso!',
    seoSaved: 'Configurações de SEO atualizadas com sucesso!',
    updateFailed: 'Erro ao atualizar: {detail}',
    saveKeyFailed: 'Erro ao salvar {key}: {detail}',
    saved: 'Configurações atualizadas com sucesso!',
    unknownKey: 'Configuração desconhecida.',
    required: 'Preencha este campo.',
    textTooLong: 'Máximo de {max} caracteres.',
    urlInvalid: 'Use um endereço completo, começando com https://',
    imageInvalid: 'Use um endereço completo (https://…) ou um caminho do site começando com /.',
    emailInvalid: 'Informe um e-mail válido.',
    phoneInvalid:
      'Informe o número com o código do país, por exemplo +1 (404) 555-0134 ou +55 11 98765-4321.',
    languageInvalid: 'Escolha pt ou en.',
    colorInvalid: 'Use uma cor no formato #RRGGBB.',
    robotsInvalid:
      '“{directive}” não é uma diretiva de robôs. Use, separadas por vírgula: index ou noindex, follow ou nofollow, all, none, noarchive, nosnippet, noimageindex, max-snippet:N, max-image-preview:none, standard ou large, max-video-preview:N.',
    robotsConflict: '“{directive}” contradiz “{other}”: fique com um dos dois.',
    viewportInvalid: 'Use pares nome=valor separados por vírgula.',
    optionInvalid: 'Escolha uma das opções.',
    handleInvalid: 'Use @ seguido de até 15 letras, números ou _.',
    currencyInvalid: 'Escolha BRL ou USD.',
    unitsInvalid: 'Escolha métrico (kg) ou imperial (lb).',
    countryInvalid: 'Escolha um país da lista.',
    toleranceInvalid: 'Use um número de 0 a 50, inteiro ou com uma casa decimal (por exemplo 10 ou 12,5).',
    lowStockUnitsInvalid: 'Use um número inteiro de 0 a 9999.',
    lowStockKgInvalid: 'Use um peso de 0 a 100 kg, com até 3 casas decimais (por exemplo 2 ou 1,5).',
    hourInvalid: 'Use a hora no formato HH:MM, de 00:00 a 23:59 (por exemplo 07:00).',
  },
} as const;
