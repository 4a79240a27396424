import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isMessageKey,
  issueMessage,
  KEYS,
  lookup,
  MESSAGE_KEYS,
  MESSAGES,
  paramsFor,
  placeholdersOf,
  renderMessage,
} from './messages';

/** Texts SPEC §5.2 and §8 give word for word that the API answers with (templates as `{name}`). */
const SPEC_TEXTS = [
  // §5.2
  'Quantidade deve ser maior que zero',
  'Produto não encontrado',
  'Variação não encontrada',
  'Estoque insuficiente',
  'Item não encontrado no carrinho',
  'Extra não encontrado no carrinho',
  'Extra não encontrado',
  // §5.3
  'Slug da categoria é obrigatório',
  'Nenhuma categoria foi atualizada. Verifique as permissões.',
  'Nenhuma categoria foi deletada. Verifique as permissões.',
  // §8.1
  'Muitas tentativas. Tente novamente às {time}',
  'Limite de requisições atingido. Tente novamente às {time}',
  'Muitas tentativas de login falharam. Tente novamente às {time}.',
  // §8.2
  'Erro ao criar conta no sistema de autenticação',
  'Erro ao criar usuário no sistema de autenticação',
  'Erro ao criar perfil do usuário',
  'Erro inesperado ao criar conta',
  // §8.3 service errors the cart answers with
  'Erro ao inicializar sessão do carrinho',
  'Erro ao buscar itens do carrinho',
  // §8.4
  'Categoria criada com sucesso.',
  'Categoria atualizada com sucesso.',
  'Categoria excluída com sucesso.',
  'Erro ao criar categoria. Tente novamente.',
  'Erro ao atualizar categoria: {detail}',
  'Erro ao excluir categoria: {detail}',
  'Categoria não encontrada: {slug}',
];

const ALL_TEXTS = MESSAGE_KEYS.map((key) => lookup(MESSAGES, key));

describe('the message catalogue (decision 023)', () => {
  it.each(SPEC_TEXTS)('holds the SPEC text "%s" word for word', (text) => {
    expect(ALL_TEXTS).toContain(text);
  });

  it('names every text group.name, and KEYS spells each key', () => {
    expect(KEYS.cart.insufficientStock).toBe('cart.insufficientStock');
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
    for (const key of MESSAGE_KEYS) expect(isMessageKey(key)).toBe(true);
    expect(isMessageKey('Estoque insuficiente')).toBe(false);
    expect(isMessageKey('cart.nope')).toBe(false);
    expect(isMessageKey('cart.toString')).toBe(false);
  });

  it('renders the Portuguese text with its parameters', () => {
    expect(renderMessage('cart.insufficientStock')).toBe('Estoque insuficiente');
    expect(renderMessage('order.insufficientStock', { line: 'Picanha', left: 2 })).toBe(
      'Estoque insuficiente para "Picanha": restam 2. Ajuste a quantidade no carrinho.',
    );
    // A "$" in a value is a value, not a replacement pattern.
    expect(renderMessage('category.notFound', { slug: '$&x' })).toBe('Categoria não encontrada: $&x');
  });

  it('shows order statuses in Portuguese words while params keep the codes', () => {
    expect(renderMessage('order.badTransition', { from: 'completed', to: 'preparing' })).toBe(
      'Não é possível mudar o pedido de "Concluído" para "Em preparação".',
    );
  });

  it('keeps only the parameters a text uses', () => {
    expect(paramsFor('cart.insufficientStock', { max: 3 })).toBeUndefined();
    expect(paramsFor('cartLimit.lineMax', { max: 999, min: 1 })).toEqual({ max: 999 });
    expect(placeholdersOf(MESSAGES.order.extraUnavailable)).toEqual(['extra', 'line']);
  });
});

describe('issueMessage', () => {
  const schema = z.object({
    note: z.string().max(3, KEYS.order.noteTooLong),
    qty: z.number().min(1, KEYS.cart.quantityPositive),
    other: z.string(),
  });

  it('reads a key and takes its bound from the issue', () => {
    const issues = schema.safeParse({ note: 'long', qty: 0, other: 1 }).error?.issues ?? [];
    const byField = Object.fromEntries(issues.map((i) => [String(i.path[0]), issueMessage(i)]));
    expect(byField.note).toEqual({ key: 'order.noteTooLong', params: { max: 3 } });
    expect(byField.qty).toEqual({ key: 'cart.quantityPositive' });
    // zod's own text is not ours: the generic key.
    expect(byField.other).toEqual({ key: 'common.invalidValue' });
  });
});
