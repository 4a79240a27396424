import { describe, expect, it } from 'vitest';
import { firstName } from './names';

describe('firstName: how a greeting calls a person', () => {
  it.each([
    ['Joana Silva', 'Joana'],
    ['  Joana   Silva ', 'Joana'],
    ['Dona Lúcia Ferreira', 'Lúcia'],
    ['dona lúcia', 'lúcia'],
    ['D. Maria', 'Maria'],
    ['Seu Jorge', 'Jorge'],
    ['Sr. Antônio', 'Antônio'],
    ['Dra. Paula Reis', 'Paula'],
    ['Mrs. Ana Smith', 'Ana'],
    ['Mr Smith', 'Smith'],
    ['Dona', 'Dona'],
    ['Donato Alves', 'Donato'],
    ['Seuza Lima', 'Seuza'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, expected) => {
    expect(firstName(name)).toBe(expected);
  });
});
