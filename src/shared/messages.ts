import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './accounts/limits';
import { PRODUCT_SORTS } from './catalogue/limits';
import { DEFAULT_MESSAGES } from './errors';
import { STATUS_LABELS_PT } from './orders/messages';
import type { OrderStatus } from './orders/status';

/**
 * Every text the API can answer with, in Portuguese as SPEC §5.2 and §8 word them, under a stable
 * key (`group.name`, decision 023). The server throws keys (AppError) and renders the Portuguese
 * `message` from here; the web app renders the key from its own dictionaries in the interface
 * language (src/web/locales/<language>/errors.ts), so a new key without English does not compile.
 * `{name}` is a parameter the refusal carries in `params`.
 */
export const MESSAGES = {
  /** The default text of each error code, plus zod's own refusals (wrong type, …). */
  common: {
    ...DEFAULT_MESSAGES,
    invalidValue: 'Valor inválido.',
    invalidCharacters: 'O texto contém caracteres inválidos.',
  },
  /** What the HTTP layer answers when no service refused. */
  http: {
    originRefused: 'Origem da requisição não permitida.',
    storeMissing: 'Loja não informada.',
    storeInvalid: 'Loja inválida.',
    malformedJson: 'Corpo da requisição inválido (JSON malformado).',
    tooLarge: 'Conteúdo grande demais.',
    tooLargeLimit: 'Conteúdo grande demais (máximo 1 MB).',
    apiRouteNotFound: 'Rota da API não encontrada.',
  },
  /**
   * The account API. The §8.2 registration failures are the spec's own words; the others are ours
   * and never say whether an e-mail has an account (except registration, which cannot avoid it).
   */
  auth: {
    invalidCredentials: 'E-mail ou senha incorretos.',
    accountBlocked: 'Não foi possível entrar com esta conta. Fale com a loja para mais informações.',
    sessionMissing: 'Faça login para continuar.',
    emailTaken: 'Este e-mail já está cadastrado. Entre na sua conta ou recupere sua senha.',
    /** §8.2, in the order of the registration steps that can fail. */
    registerAuthAccount: 'Erro ao criar conta no sistema de autenticação',
    registerAuthUser: 'Erro ao criar usuário no sistema de autenticação',
    registerProfile: 'Erro ao criar perfil do usuário',
    registerUnexpected: 'Erro inesperado ao criar conta',
    forgotSent:
      'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira sua caixa de entrada.',
    resetInvalid: 'Este link de redefinição é inválido ou expirou. Peça um novo.',
    resetDone: 'Senha redefinida. Entre com a nova senha.',
    wrongCurrentPassword: 'Senha atual incorreta.',
    passwordChanged: 'Senha alterada. As outras sessões foram encerradas.',
    storeForbidden: 'Você não tem acesso a esta loja.',
  },
  /** §8.1: `{time}` is when the caller may try again (formatRetryTime, the shop's clock). */
  rateLimit: {
    login: 'Muitas tentativas de login falharam. Tente novamente às {time}.',
    blocked: 'Muitas tentativas. Tente novamente às {time}',
    limited: 'Limite de requisições atingido. Tente novamente às {time}',
  },
  /**
   * The account forms (shared schemas). The forms validate with zodResolver, which keeps only the
   * key, so these carry no parameters: the bounds are written in.
   */
  account: {
    emailRequired: 'Informe seu e-mail',
    emailInvalid: 'Informe um e-mail válido',
    passwordRequired: 'Informe sua senha',
    passwordShort: `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres`,
    passwordLong: `A senha deve ter no máximo ${PASSWORD_MAX} caracteres`,
    passwordWeak: 'A senha deve ter letras e números',
    passwordsDiffer: 'As senhas não conferem',
    passwordSame: 'A nova senha deve ser diferente da atual',
    nameShort: 'Informe seu nome completo',
    nameLong: `O nome deve ter no máximo ${NAME_MAX} caracteres`,
    termsRequired: 'Você precisa aceitar os Termos de Uso e a Política de Privacidade',
    tokenMissing: 'Link de redefinição inválido ou incompleto',
    zipInvalid: 'CEP/ZIP inválido (ex.: 30301 ou 30301-1234)',
    tooLong: 'Texto longo demais',
  },
  /** SPEC §5.2 cart rules. */
  cart: {
    quantityPositive: 'Quantidade deve ser maior que zero',
    productNotFound: 'Produto não encontrado',
    variationNotFound: 'Variação não encontrada',
    insufficientStock: 'Estoque insuficiente',
    extraNotFound: 'Extra não encontrado',
    itemNotInCart: 'Item não encontrado no carrinho',
    extraNotInCart: 'Extra não encontrado no carrinho',
  },
  /** SPEC §8.3 service errors: what a 500 says when a cart step breaks (never the internals). */
  cartFailure: {
    session: 'Erro ao inicializar sessão do carrinho',
    items: 'Erro ao buscar itens do carrinho',
    add: 'Erro ao adicionar item ao carrinho',
    update: 'Erro ao atualizar item',
    remove: 'Erro ao remover item',
    addExtra: 'Erro ao adicionar extra',
    updateExtra: 'Erro ao atualizar extra',
    removeExtra: 'Erro ao remover extra',
    clear: 'Erro ao limpar carrinho',
  },
  /** Limits of one request or one line; `{max}` is the limit (ADD_QUANTITY_MAX, LINE_QUANTITY_MAX). */
  cartLimit: {
    addMax: 'A quantidade máxima é {max}.',
    lineMax: 'A quantidade máxima por item é {max}.',
    tooManyExtras: 'Extras demais.',
    stepOnly: 'Use 1 ou -1.',
  },
  /** Checkout and orders. `{from}` and `{to}` are order status codes, shown in each language's words. */
  order: {
    emptyCart: 'Seu carrinho está vazio. Adicione produtos antes de finalizar.',
    productUnavailable: '"{line}" não está mais à venda. Remova-o do carrinho para continuar.',
    extraUnavailable: 'O adicional "{extra}" de "{line}" não está mais disponível.',
    insufficientStock: 'Estoque insuficiente para "{line}": restam {left}. Ajuste a quantidade no carrinho.',
    noDelivery: 'Ainda não entregamos neste ZIP code. Escolha retirada na loja ou outro endereço.',
    belowZoneMinimum: 'O pedido mínimo para entrega nesta região é {minimum}.',
    fulfilmentClosed: 'Esta forma de recebimento não está disponível no momento.',
    noStore: 'A loja não está recebendo pedidos no momento.',
    notFound: 'Pedido não encontrado.',
    badTransition: 'Não é possível mudar o pedido de "{from}" para "{to}".',
    paymentAlreadyConfirmed: 'O pagamento deste pedido já foi confirmado.',
    paymentCancelled: 'Este pedido foi cancelado.',
    idempotencyKey: 'Atualize a página de finalização e tente novamente.',
    addressRequired: 'Informe o endereço de entrega.',
    cityRequired: 'Informe a cidade.',
    stateRequired: 'Informe o estado.',
    zipInvalid: 'Informe um ZIP code válido (5 dígitos).',
    windowRequired: 'Escolha a data e o horário.',
    paymentRequired: 'Escolha a forma de pagamento.',
    noteTooLong: 'Use no máximo {max} caracteres.',
    couponRequired: 'Informe o código do cupom.',
    phoneRequired: 'Informe um telefone para contato na entrega.',
  },
  /** Why a delivery or pickup window was refused (by WindowRefusal). */
  window: {
    unknown_window: 'Escolha um horário da lista.',
    closed_day: 'Não atendemos neste dia. Escolha outra data.',
    too_soon: 'Este horário não dá tempo de preparar o pedido. Escolha um horário mais adiante.',
    past_cutoff: 'O prazo para pedidos neste dia já encerrou. Escolha outra data.',
    too_far: 'Esta data está longe demais. Escolha uma data mais próxima.',
    full: 'Este horário acabou de lotar. Escolha outro horário.',
  },
  /** Why a coupon was refused (by CouponRefusal); `{minimum}` is an amount already formatted. */
  coupon: {
    unknown: 'Cupom não encontrado. Confira o código digitado.',
    inactive: 'Este cupom não está mais ativo.',
    expired: 'Este cupom expirou.',
    not_yet_valid: 'Este cupom ainda não está válido.',
    used_up: 'Este cupom já atingiu o limite de usos.',
    below_minimum: 'O pedido mínimo para este cupom é {minimum}.',
  },
  /** SPEC §2.7 contact form (validated with zodResolver too: no parameters). */
  contact: {
    nameRequired: 'Informe seu nome',
    emailInvalid: 'Informe um e-mail válido',
    phoneInvalid: 'Telefone inválido',
    messageTooShort: 'Escreva uma mensagem com pelo menos 10 caracteres',
    messageTooLong: 'A mensagem pode ter no máximo 2000 caracteres',
    spam: 'Não foi possível enviar a mensagem.',
  },
  product: {
    notFound: 'Produto não encontrado',
    idRequired: 'Informe o slug ou o id do produto.',
    nameRequired: 'Nome é obrigatório.',
    textTooLong: 'Máximo de {max} caracteres.',
    slugRequired: 'Slug do produto é obrigatório.',
    slugPattern: 'Use só letras minúsculas sem acento, números e hífens (ex.: picanha-premium).',
    slugTaken: 'Já existe um produto com este slug.',
    priceInvalid: 'Informe um preço válido, zero ou mais.',
    previousPriceRequired: 'Informe o preço anterior da oferta.',
    previousPriceNotAbove: 'O preço anterior deve ser maior que o preço atual.',
    stockInvalid: 'Estoque deve ser um número inteiro, zero ou mais (vazio = não controlado).',
    weightInvalid: 'Peso deve ser um número maior que zero, em kg.',
    variationNameRequired: 'Nome da variação é obrigatório.',
    tooMany: 'No máximo {max} itens.',
    variationUnknown: 'Esta variação não pertence ao produto. Recarregue a página.',
    categoryUnknown: 'Categoria não encontrada.',
    extraUnknown: 'Adicional não encontrado.',
    extraDuplicate: 'Cada adicional pode ser escolhido só uma vez.',
    pictureInvalid: 'Use uma imagem enviada pelo painel.',
    listItemInvalid: 'Cada item deve ter de 1 a 40 caracteres.',
    orderInvalid: 'Ordem deve ser um número inteiro, zero ou mais.',
    flagInvalid: 'Use true ou false.',
    idInvalid: 'Id inválido.',
    stale:
      'Este produto foi alterado por outra pessoa depois que você abriu o formulário. Recarregue e refaça a alteração.',
    staleVersion: 'Versão do produto inválida. Recarregue a página.',
    categoryForbidden: 'Só administradores podem mudar a categoria de um produto.',
    inUse:
      'Este produto está em carrinhos abertos ou em pedidos e não pode ser excluído. Desative-o para tirá-lo da loja.',
    variationInUse:
      'A variação "{name}" está em carrinhos abertos ou em pedidos e não pode ser removida. Deixe o estoque em 0 para parar de vendê-la.',
    createFailed: 'Erro ao criar produto. Tente novamente.',
    updateFailed: 'Erro ao atualizar produto. Tente novamente.',
    deleteFailed: 'Erro ao excluir produto. Tente novamente.',
  },
  /** The shop's extras (seasoning, gift wrap) as staff manage them. */
  extra: {
    nameRequired: 'Nome do adicional é obrigatório.',
    nameTaken: 'Já existe um adicional com este nome.',
    notFound: 'Adicional não encontrado.',
    inUse: 'Este adicional está em carrinhos abertos ou em pedidos e não pode ser excluído. Desative-o.',
    stale: 'Este adicional foi alterado por outra pessoa. Recarregue e refaça a alteração.',
  },
  /** SPEC §5.3 and §8.4 category rules, and the staff category form. */
  category: {
    slugRequired: 'Slug da categoria é obrigatório',
    notFound: 'Categoria não encontrada: {slug}',
    createFailed: 'Erro ao criar categoria. Tente novamente.',
    updateFailed: 'Erro ao atualizar categoria: {detail}',
    deleteFailed: 'Erro ao excluir categoria: {detail}',
    noneUpdated: 'Nenhuma categoria foi atualizada. Verifique as permissões.',
    noneDeleted: 'Nenhuma categoria foi deletada. Verifique as permissões.',
    slugTaken: 'Já existe uma categoria com este slug.',
    created: 'Categoria criada com sucesso.',
    updated: 'Categoria atualizada com sucesso.',
    deleted: 'Categoria excluída com sucesso.',
    slugTooLong: 'O slug deve ter no máximo {max} caracteres.',
    slugPattern: 'Use só letras minúsculas sem acento, números e hífens (ex.: kits-churrasco).',
    nameRequired: 'Nome é obrigatório.',
    textTooLong: 'Máximo de {max} caracteres.',
    flagInvalid: 'Use true ou false.',
    orderNotNumber: 'Ordem deve ser um número.',
    idInvalid: 'Id inválido.',
    stale:
      'Esta categoria foi alterada por outra pessoa depois que você abriu o formulário. Recarregue e refaça a alteração.',
    staleVersion: 'Versão da categoria inválida. Recarregue a página.',
    reorderDuplicate: 'Cada categoria pode aparecer só uma vez na nova ordem.',
  },
  /** The home carousel's banners (staff screen /admin/banners). */
  banner: {
    titleRequired: 'O título em português é obrigatório.',
    textTooLong: 'Máximo de {max} caracteres.',
    linkInvalid: 'Use um endereço da loja começando com / (ex.: /produtos) ou um endereço https://.',
    imageInvalid: 'Use uma imagem enviada para a loja ou uma imagem de /images/.',
    flagInvalid: 'Use true ou false.',
    orderNotNumber: 'Posição deve ser um número inteiro de 0 a 10000.',
    idInvalid: 'Id inválido.',
    reorderDuplicate: 'Cada banner pode aparecer só uma vez na nova ordem.',
    notFound: 'Banner não encontrado.',
    stale:
      'Este banner foi alterado por outra pessoa depois que você abriu o formulário. Recarregue e refaça a alteração.',
    staleVersion: 'Versão do banner inválida. Recarregue a página.',
    createFailed: 'Erro ao criar o banner. Tente novamente.',
    updateFailed: 'Erro ao atualizar o banner: {detail}',
    deleteFailed: 'Erro ao excluir o banner: {detail}',
  },
  /** The home page's sections and the about text (staff screens /admin/secoes and /admin/sobre). */
  homeSection: {
    textTooLong: 'Máximo de {max} caracteres.',
    flagInvalid: 'Use true ou false.',
    keyInvalid: 'Seção inválida.',
    reorderDuplicate: 'Cada seção pode aparecer só uma vez na nova ordem.',
    notFound: 'Seção não encontrada.',
    stale:
      'Esta seção foi alterada por outra pessoa depois que você abriu o formulário. Recarregue e refaça a alteração.',
    staleVersion: 'Versão da seção inválida. Recarregue a página.',
    updateFailed: 'Erro ao atualizar a seção: {detail}',
  },
  /** Customer testimonials (staff screen /admin/depoimentos). */
  testimonial: {
    authorRequired: 'Informe o nome de quem escreveu.',
    textRequired: 'Escreva o depoimento.',
    textTooLong: 'Máximo de {max} caracteres.',
    ratingInvalid: 'A nota vai de 1 a 5 estrelas.',
    dateInvalid: 'Informe uma data válida (aaaa-mm-dd).',
    dateInFuture: 'A data não pode estar no futuro.',
    flagInvalid: 'Use true ou false.',
    notFound: 'Depoimento não encontrado.',
    stale:
      'Este depoimento foi alterado por outra pessoa depois que você abriu o formulário. Recarregue e refaça a alteração.',
    staleVersion: 'Versão do depoimento inválida. Recarregue a página.',
    createFailed: 'Erro ao criar o depoimento. Tente novamente.',
    updateFailed: 'Erro ao atualizar o depoimento: {detail}',
    deleteFailed: 'Erro ao excluir o depoimento: {detail}',
    searchTooLong: 'A busca deve ter no máximo {max} caracteres.',
    sortInvalid: 'Ordenação inválida.',
    pageInvalid: 'Página inválida.',
  },
  /** The product list's query string. */
  catalogue: {
    flagInvalid: 'Use true ou false.',
    categoryTooLong: 'Categoria deve ter no máximo {max} caracteres.',
    searchTooLong: 'A busca deve ter no máximo {max} caracteres.',
    pageNotInteger: 'Página deve ser um número inteiro.',
    pageTooSmall: 'Página deve ser no mínimo {min}.',
    pageTooLarge: 'Página deve ser no máximo {max}.',
    pageSizeNotInteger: 'Itens por página deve ser um número inteiro.',
    pageSizeTooSmall: 'Itens por página deve ser no mínimo {min}.',
    pageSizeTooLarge: 'Itens por página deve ser no máximo {max}.',
    sortInvalid: `Ordenação deve ser uma de: ${PRODUCT_SORTS.join(', ')}.`,
  },
  /** Uploaded pictures (issue 15): why an upload was refused. The limits are written in (forms keep no params). */
  media: {
    fileMissing: 'Escolha uma foto para enviar.',
    empty: 'O arquivo está vazio.',
    tooLarge: 'A foto passa de 10 MB. Envie uma foto menor.',
    typeRefused: 'Formato não aceito. Envie uma foto JPEG, PNG ou WebP.',
    tooManyPixels: 'A foto tem pixels demais (máximo de 40 megapixels). Reduza a resolução e envie de novo.',
    unreadable: 'Não foi possível ler esta imagem: o arquivo parece corrompido.',
    storageFailed: 'Não foi possível guardar a foto agora. Tente novamente.',
  },
  /** Phone numbers (§5.4) and §8.6's blocked international number. */
  phone: {
    invalidForCountry: 'Telefone inválido para o país selecionado',
    countryInvalid: 'Selecione um país da lista',
    internationalBlocked:
      'Números internacionais não são enviados automaticamente. Use a opção "Envio Internacional" para enviar manualmente pelo WhatsApp Web.',
  },
  /** The users area of the admin panel (issue 16). */
  staffUsers: {
    notFound: 'Usuário não encontrado.',
    searchTooLong: 'A busca deve ter no máximo {max} caracteres.',
    departmentTooLong: 'O departamento deve ter no máximo {max} caracteres.',
    nothingToChange: 'Nada para alterar.',
    stale:
      'Este usuário foi alterado por outra pessoa depois que você abriu a página. Recarregue e refaça a alteração.',
    self: 'Você não pode alterar o seu próprio papel nem suspender a sua própria conta.',
    outranked: 'Você não pode alterar uma conta do mesmo nível que o seu ou acima.',
    roleNotAllowed: 'Você não pode dar este papel.',
    lastSuperAdmin:
      'Esta é a última conta super_admin ativa: ela não pode ser rebaixada, suspensa nem desativada.',
    storeRequired: 'Escolha a loja do gerente.',
    operatorFixed: 'O papel de operador não é alterado pelo painel.',
    storeUnknown: 'Loja não encontrada.',
  },
  /** The stores area of the admin panel and the fulfilment settings it edits (issue 16). */
  stores: {
    notFound: 'Loja não encontrada.',
    stale:
      'Esta loja foi alterada por outra pessoa depois que você abriu a página. Recarregue e refaça a alteração.',
    staleVersion: 'Versão da loja inválida. Recarregue a página.',
    nameRequired: 'Informe o nome.',
    textTooLong: 'Máximo de {max} caracteres.',
    phoneInvalid: 'Use só números, espaços e + ( ) - .',
    flagInvalid: 'Use true ou false.',
    timeFormat: 'Use o formato HH:MM.',
    windowEndsBeforeStart: 'A janela termina antes de começar.',
    windowsOverlap: 'Esta janela se sobrepõe a outra do mesmo tipo.',
    duplicateId: 'Este identificador já está em uso.',
    idInvalid: 'Identificador inválido: letras minúsculas, números e hífens.',
    capacityRange: 'A capacidade deve ser um número inteiro de 1 a 1000.',
    weekdayInvalid: 'Dia da semana inválido.',
    tooManyWindows: 'No máximo {max} janelas.',
    zipInvalid: 'ZIP inválido: use 5 dígitos.',
    prefixInvalid: 'Prefixo inválido: de 1 a 5 dígitos.',
    tooManyZips: 'No máximo {max} códigos.',
    tooManyZones: 'No máximo {max} zonas.',
    amountInvalid: 'Informe um valor, por exemplo 7,99.',
    amountNegative: 'O valor não pode ser negativo.',
    amountTooLarge: 'Valor alto demais.',
    leadTimeRange: 'A antecedência deve ser um número inteiro de 0 a 336 horas.',
    horizonRange: 'O horizonte deve ser um número inteiro de 1 a 60 dias.',
    timeZoneInvalid: 'Fuso horário inválido.',
    dateInvalid: 'Use uma data válida (AAAA-MM-DD).',
    dateDuplicate: 'Esta data já está na lista.',
    tooManyDates: 'No máximo {max} datas.',
    requiredWhenPickup: 'Obrigatório com a retirada ligada.',
  },
} as const;

type Catalogue = typeof MESSAGES;
export type MessageGroup = keyof Catalogue;
type NameOf<G extends MessageGroup> = Extract<keyof Catalogue[G], string>;

/** `group.name` for every text of the catalogue. */
export type MessageKey = { [G in MessageGroup]: `${G}.${NameOf<G>}` }[MessageGroup];

/** Values a message carries for its `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A dictionary for one language: every group and name of the catalogue, nothing else. */
export type MessageDictionary = { readonly [G in MessageGroup]: { readonly [N in NameOf<G>]: string } };

type Keys = { readonly [G in MessageGroup]: { readonly [N in NameOf<G>]: `${G}.${N}` } };

const keysOf = (catalogue: Catalogue) =>
  Object.fromEntries(
    Object.entries(catalogue).map(([group, texts]) => [
      group,
      Object.fromEntries(Object.keys(texts).map((name) => [name, `${group}.${name}`])),
    ]),
  ) as Keys;

/**
 * Each key as a constant (`KEYS.cart.insufficientStock === 'cart.insufficientStock'`), for schemas
 * and tests. Marked pure so a bundle that imports this file only for a type or one function drops it.
 */
export const KEYS = /* @__PURE__ */ keysOf(MESSAGES);

const allKeys = (keys: Keys) => Object.values(keys).flatMap((group) => Object.values(group)) as MessageKey[];

/** Every key of the catalogue. */
export const MESSAGE_KEYS = /* @__PURE__ */ allKeys(KEYS);

/** The text of `key` in a dictionary shaped like the catalogue (undefined for an unknown key). */
export function lookup(dictionary: MessageDictionary, key: string): string | undefined {
  const dot = key.indexOf('.');
  if (dot < 0) return undefined;
  const group = (dictionary as Record<string, Record<string, string> | undefined>)[key.slice(0, dot)];
  const text = group && Object.hasOwn(group, key.slice(dot + 1)) ? group[key.slice(dot + 1)] : undefined;
  return typeof text === 'string' ? text : undefined;
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && lookup(MESSAGES, value) !== undefined;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders of a Portuguese text, in order. */
export const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);

/**
 * Parameters that are order status codes: each language shows them in its own words (the
 * Portuguese ones are the customer messages' labels).
 */
export const STATUS_PARAMS: Partial<Record<MessageKey, readonly string[]>> = {
  'order.badTransition': ['from', 'to'],
};

/** The Portuguese text of `key` with its parameters filled (the `message` of an error body). */
export function renderMessage(key: MessageKey, params?: MessageParams): string {
  const template = lookup(MESSAGES, key) ?? key;
  if (!params) return template;
  const statuses = STATUS_PARAMS[key] ?? [];
  // A replacer function, so a "$" in a value is never read as a replacement pattern.
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return statuses.includes(name)
      ? (STATUS_LABELS_PT[value as OrderStatus] ?? String(value))
      : String(value);
  });
}

/** The parameters `key`'s text uses, taken from `params` (others are dropped); undefined when none. */
export function paramsFor(key: MessageKey, params: MessageParams | undefined): MessageParams | undefined {
  const names = placeholdersOf(lookup(MESSAGES, key) ?? '');
  if (!params || names.length === 0) return undefined;
  const used = Object.fromEntries(names.filter((n) => params[n] !== undefined).map((n) => [n, params[n]]));
  return Object.keys(used).length ? (used as MessageParams) : undefined;
}

/** What a zod issue says, as a key and its parameters. */
export type IssueMessage = { key: MessageKey; params?: MessageParams };

/**
 * A zod issue as a message key: the shared schemas' messages are keys; a bound (`{max}`, `{min}`)
 * comes from the issue itself, a refinement's values from its `params`. Zod's own texts (wrong
 * type and the like) become `common.invalidValue`.
 */
export function issueMessage(issue: { readonly message: string }): IssueMessage {
  const fields = issue as { message: string; params?: unknown; maximum?: unknown; minimum?: unknown };
  if (!isMessageKey(issue.message)) return { key: 'common.invalidValue' };
  const found: Record<string, string | number> = {
    ...((fields.params as Record<string, string | number> | undefined) ?? {}),
  };
  if (typeof fields.maximum === 'number' || typeof fields.maximum === 'bigint')
    found.max = Number(fields.maximum);
  if (typeof fields.minimum === 'number' || typeof fields.minimum === 'bigint')
    found.min = Number(fields.minimum);
  const params = paramsFor(issue.message, found);
  return params ? { key: issue.message, params } : { key: issue.message };
}

/**
 * A zod issue in Portuguese, for operator commands that print it (`npm run user:create`): a key is
 * rendered; any other text (zod's own, a command's inline text) is kept as it is.
 */
export function issueText(issue: { readonly message: string }): string {
  if (!isMessageKey(issue.message)) return issue.message;
  const { key, params } = issueMessage(issue);
  return renderMessage(key, params);
}
