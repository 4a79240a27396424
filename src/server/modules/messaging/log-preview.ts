import { previewForLog } from '@/shared/messaging/templates';
import type { MessagePurpose } from './schema';

/** Purposes whose body carries a one-time link (a password reset, an invitation, a confirmation, an unlock). */
export const LINK_PURPOSES: readonly MessagePurpose[] = [
  'password_reset',
  'invitation',
  'email_verification',
  'account_unlock',
];

/**
 * The part of a message the logs may show: its first 100 characters (SPEC §9). A one-time link in
 * a reset or invitation would let anyone who reads the logs take over the account, so those links
 * are masked here; only the development log of an unsent e-mail shows them (transports/email.ts).
 */
export function logPreview(message: { purpose: MessagePurpose; body: string }): string {
  const body = LINK_PURPOSES.includes(message.purpose)
    ? message.body.replace(/https?:\/\/\S+/g, '[link]')
    : message.body;
  return previewForLog(body);
}
