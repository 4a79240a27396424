import { describe, expect, it } from 'vitest';
import * as errors from './errors';

describe('messaging texts (SPEC §8.6)', () => {
  it('are exactly the spec texts', () => {
    const texts = Object.values(errors).filter((v) => typeof v === 'string');
    expect(texts.sort()).toEqual(
      [
        'Configuração do WhatsApp incompleta',
        'Erro interno do serviço de WhatsApp',
        'Erro de conexão com a API do WhatsApp',
        'Nenhum cupom válido encontrado para envio',
        'Nenhum cupom válido encontrado',
        'Não foi possível criar mensagem',
        'Não foi possível criar mensagem para este cliente',
        'Erro desconhecido no envio',
        'Chaves de API não configuradas',
        'Telefone inválido: {phone}. O telefone deve ter entre 10-15 dígitos.',
      ].sort(),
    );
  });

  it.each([
    ['123', 'Telefone inválido: 123. O telefone deve ter entre 10-15 dígitos.'],
    ['', 'Telefone inválido: . O telefone deve ter entre 10-15 dígitos.'],
    ["$' $& $1", "Telefone inválido: $' $& $1. O telefone deve ter entre 10-15 dígitos."],
  ])('invalidPhoneMessage(%j)', (phone, expected) => {
    expect(errors.invalidPhoneMessage(phone)).toBe(expected);
  });
});
