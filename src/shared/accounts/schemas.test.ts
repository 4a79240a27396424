import { describe, expect, it } from 'vitest';
import { KEYS } from '../messages';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  phoneFitsCountry,
  profileUpdateSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
} from './schemas';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const validRegister = {
  fullName: '  Maria da Silva ',
  country: 'BR',
  phone: ' (11) 98765-4321 ',
  email: '  Maria@Example.COM ',
  password: 'picanha2024',
  confirmPassword: 'picanha2024',
  acceptTerms: true,
};

describe('login (§5.1)', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(loginSchema.parse({ email: '  Ana@Loja.COM ', password: 'x' })).toEqual({
      email: 'ana@loja.com',
      password: 'x',
    });
  });
  it.each([
    [{ email: '', password: 'x' }, `email: ${KEYS.account.emailRequired}`],
    [{ email: 'not-an-email', password: 'x' }, `email: ${KEYS.account.emailInvalid}`],
    [{ email: 'a@b.co', password: '' }, `password: ${KEYS.account.passwordRequired}`],
    [{ email: 'a@b.co' }, `password: ${KEYS.account.passwordRequired}`],
  ])('%j is refused: %s', (input, message) => {
    expect(firstMessage(loginSchema.safeParse(input))).toEqual([message]);
  });
});

describe('registration (§4.2, §5.1, §2.8)', () => {
  it('trims the name and phone, lower-cases the e-mail', () => {
    const v = registerSchema.parse(validRegister);
    expect(v).toMatchObject({
      fullName: 'Maria da Silva',
      phone: '(11) 98765-4321',
      email: 'maria@example.com',
      country: 'BR',
    });
  });

  it.each([undefined, null, '', '   '])('a missing phone (%j) becomes null', (phone) => {
    expect(registerSchema.parse({ ...validRegister, phone }).phone).toBeNull();
    expect(registerFormSchema.parse({ ...validRegister, phone }).phone).toBeNull();
  });

  it('the server accepts a phone that does not fit the country; the form flags it', () => {
    const input = { ...validRegister, phone: '123' };
    expect(registerSchema.safeParse(input).success).toBe(true);
    expect(firstMessage(registerFormSchema.safeParse(input))).toEqual([
      `phone: ${KEYS.phone.invalidForCountry}`,
    ]);
  });

  it.each([
    [{ fullName: 'A' }, `fullName: ${KEYS.account.nameShort}`],
    [{ fullName: 'x'.repeat(121) }, `fullName: ${KEYS.account.nameLong}`],
    [{ email: 'maria@' }, `email: ${KEYS.account.emailInvalid}`],
    [{ password: 'short1', confirmPassword: 'short1' }, `password: ${KEYS.account.passwordShort}`],
    [{ password: 'onlyletters', confirmPassword: 'onlyletters' }, `password: ${KEYS.account.passwordWeak}`],
    [{ password: '1234567890', confirmPassword: '1234567890' }, `password: ${KEYS.account.passwordWeak}`],
    [{ confirmPassword: 'picanha2025' }, `confirmPassword: ${KEYS.account.passwordsDiffer}`],
    [{ acceptTerms: false }, `acceptTerms: ${KEYS.account.termsRequired}`],
    [{ acceptTerms: undefined }, `acceptTerms: ${KEYS.account.termsRequired}`],
    [{ country: 'XX' }, `country: ${KEYS.phone.countryInvalid}`],
  ])('%j is refused: %s', (patch, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...validRegister, ...patch }))).toEqual([message]);
  });

  it('accepts accented letters in a password', () => {
    expect(
      registerSchema.safeParse({ ...validRegister, password: 'açaí2024', confirmPassword: 'açaí2024' })
        .success,
    ).toBe(true);
  });
});

describe('phoneFitsCountry', () => {
  it.each([
    ['', 'BR', true],
    [null, 'BR', true],
    ['(11) 98765-4321', 'BR', true],
    ['+55 11 98765-4321', 'BR', true],
    ['(404) 555-0123', 'US', true],
    ['11987654321', 'US', false],
    ['12345', 'BR', false],
    ['11 9876a-4321', 'BR', false],
    ['(11) 98765-4321', 'ZZ', false],
  ])('%j for %s: %s', (phone, country, ok) => {
    expect(phoneFitsCountry(phone, country)).toBe(ok);
  });
});

describe('password forms', () => {
  it('forgot password trims the e-mail', () => {
    expect(forgotPasswordSchema.parse({ email: ' X@Y.com ' })).toEqual({ email: 'x@y.com' });
  });
  it.each([
    [
      { token: '', password: 'novaSenha1', confirmPassword: 'novaSenha1' },
      `token: ${KEYS.account.tokenMissing}`,
    ],
    [
      { token: 't', password: 'novaSenha1', confirmPassword: 'outra1234' },
      `confirmPassword: ${KEYS.account.passwordsDiffer}`,
    ],
    [
      { token: 't', password: 'curta1', confirmPassword: 'curta1' },
      `password: ${KEYS.account.passwordShort}`,
    ],
  ])('reset %j is refused: %s', (input, message) => {
    expect(firstMessage(resetPasswordSchema.safeParse(input))).toEqual([message]);
  });
  it.each([
    [
      { currentPassword: '', password: 'novaSenha1', confirmPassword: 'novaSenha1' },
      `currentPassword: ${KEYS.account.passwordRequired}`,
    ],
    [
      { currentPassword: 'novaSenha1', password: 'novaSenha1', confirmPassword: 'novaSenha1' },
      `password: ${KEYS.account.passwordSame}`,
    ],
  ])('change %j is refused: %s', (input, message) => {
    expect(firstMessage(changePasswordSchema.safeParse(input))).toEqual([message]);
  });
});

describe('profile update', () => {
  it('takes the name and phone; the old address fields are not read (the address book holds them, decision 108)', () => {
    expect(
      profileUpdateSchema.parse({
        fullName: ' Ana ',
        country: 'US',
        phone: '',
        address: '100 Church St',
        zipCode: '3030',
      }),
    ).toEqual({ fullName: 'Ana', country: 'US', phone: null });
    expect(
      firstMessage(profileUpdateSchema.safeParse({ fullName: 'Ana', country: 'US', phone: '123' })),
    ).toEqual([`phone: ${KEYS.phone.invalidForCountry}`]);
  });
});
