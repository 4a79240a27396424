import { describe, expect, it } from 'vitest';
import { pickChatNumber, whatsappChatLink } from './chat-link';

describe('whatsappChatLink (SPEC §7.3)', () => {
  it.each([
    ['5511987654321', undefined, 'https://wa.me/5511987654321'],
    ['+55 (11) 98765-4321', undefined, 'https://wa.me/5511987654321'],
    ['14045550123', '', 'https://wa.me/14045550123'],
    ['5511987654321', 'Olá', 'https://wa.me/5511987654321?text=Ol%C3%A1'],
    [
      '5511987654321',
      'Quero picanha e linguiça',
      'https://wa.me/5511987654321?text=Quero%20picanha%20e%20lingui%C3%A7a',
    ],
    ['5511987654321', 'arroz & feijão?', 'https://wa.me/5511987654321?text=arroz%20%26%20feij%C3%A3o%3F'],
    ['5511987654321', 'a=1#b', 'https://wa.me/5511987654321?text=a%3D1%23b'],
    ['5511987654321', '*Cupom*\nVálido', 'https://wa.me/5511987654321?text=*Cupom*%0AV%C3%A1lido'],
    ['595981123456', '🎁 10%', 'https://wa.me/595981123456?text=%F0%9F%8E%81%2010%25'],
  ])('%j with text %j → %s', (phone, text, expected) => {
    expect(whatsappChatLink(phone, text)).toBe(expected);
  });
});

describe('pickChatNumber (SPEC §9: hero, then header, then footer)', () => {
  it.each([
    [{ hero: '111', header: '222', footer: '333' }, '111'],
    [{ hero: '', header: '222', footer: '333' }, '222'],
    [{ hero: '  ', header: null, footer: '333' }, '333'],
    [{ header: '222' }, '222'],
    [{ hero: ' 111 ', footer: '333' }, '111'],
    [{ hero: '', header: '', footer: '' }, null],
    [{}, null],
  ])('%j → %j', (numbers, expected) => {
    expect(pickChatNumber(numbers)).toBe(expected);
  });
});
