import { describe, expect, it } from 'vitest';
import { smsCardSchema, smsTestSchema } from './sms-schemas';

const card = {
  accountSid: `AC${'a1'.repeat(16)}`,
  authToken: 'f0'.repeat(16),
  from: '+1 (404) 555-0100',
  messagingServiceSid: '',
};
const firstIssue = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.success ? null : [String(result.error?.issues[0]?.path[0]), result.error?.issues[0]?.message]);

describe('the SMS card', () => {
  it('keeps the sending number in E.164', () => {
    expect(smsCardSchema.parse(card).from).toBe('+14045550100');
  });

  it.each([
    [{}, null],
    [{ authToken: '' }, null],
    [{ from: '', messagingServiceSid: `MG${'0'.repeat(32)}` }, null],
    [{ accountSid: 'AC123' }, ['accountSid', 'sms.accountSidInvalid']],
    [{ accountSid: `SK${'a1'.repeat(16)}` }, ['accountSid', 'sms.accountSidInvalid']],
    [{ authToken: 'not a token' }, ['authToken', 'sms.authTokenInvalid']],
    [{ from: '404 555 0100' }, ['from', 'sms.fromInvalid']],
    [{ from: '+0 404' }, ['from', 'sms.fromInvalid']],
    [{ messagingServiceSid: 'MG12' }, ['messagingServiceSid', 'sms.messagingServiceSidInvalid']],
  ])('%j → %j', (change, expected) => {
    expect(firstIssue(smsCardSchema.safeParse({ ...card, ...change }))).toEqual(expected);
  });

  it.each([
    ['+1 404 555 0134', null],
    ['(404) 555-0134', null],
    ['+55 11 98765-4321', ['phone', 'sms.phoneNotUs']],
    ['123', ['phone', 'sms.phoneNotUs']],
  ])('a test to %j → %j', (phone, expected) => {
    expect(firstIssue(smsTestSchema.safeParse({ phone }))).toEqual(expected);
  });
});
