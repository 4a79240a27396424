import { isCouponValid } from '@/shared/coupons/validity';
import { messageLanguage } from '@/shared/i18n/message-language';
import { whatsappChatLink } from '@/shared/messaging/chat-link';
import {
  type BulkResult,
  bulkResult,
  type CouponCustomer,
  type CustomerSendOutcome,
  isEligibleForCoupon,
  type SendResult,
} from '@/shared/messaging/coupon-sending';
import { NO_VALID_COUPON_TO_SEND, UNKNOWN_SEND_ERROR } from '@/shared/messaging/errors';
import { type CouponForMessage, couponMessage } from '@/shared/messaging/templates';
import { type Currency, DEFAULT_CURRENCY } from '@/shared/money';
import {
  canSendAutomatically,
  formatPhoneForMessaging,
  INTERNATIONAL_BLOCKED_MESSAGE,
} from '@/shared/phones/rules';
import { smsPhone, smsText } from '@/shared/sms/rules';

/** SPEC §9: bulk sending waits one second between customers. */
export const BULK_PAUSE_MS = 1_000;

export const CUSTOMER_NOT_ELIGIBLE =
  'Cliente não pode receber cupons: é preciso telefone, conta ativa e cadastro verificado';

/** A coupon as the coupons module (issue 8) hands it over: the message fields plus `is_active` and `valid_from`. */
export type CouponToSend = CouponForMessage & { id?: string; isActive: boolean; validFrom: Date | null };

/** §3.6 customer for coupon sending, with the id the outbox row points back to. */
export type CouponRecipient = CouponCustomer & {
  id: string;
  /** Her preferred language (decision 086); Portuguese when none is kept. */
  language?: string | null;
};

/** Delivers one prepared coupon text to a Brazilian number (or a consenting +1 by SMS); queued in the outbox. */
export type CouponSender = (message: {
  customer: CouponRecipient;
  /** Digits with the country code, 55 first (1 first for SMS). */
  phone: string;
  /** WhatsApp for Brazilian numbers; SMS for a +1 phone whose owner consented (decision 077). */
  channel: 'whatsapp' | 'sms';
  text: string;
  coupon: CouponToSend;
}) => Promise<SendResult>;

export type CouponSendResult = SendResult & {
  /** One id per coupon sent (messageId is the first). */
  messageIds?: string[];
  /** The manual international path (force flag): one wa.me link per coupon, to open by hand. */
  chatLinks?: string[];
};

export type BulkProgress = {
  customer: CouponRecipient;
  state: 'sending' | 'success' | 'error';
  error?: string;
};

export type CouponSendingDeps = {
  send: CouponSender;
  brandName: () => Promise<string>;
  /** The shop's currency (decision 042); BRL when left out. */
  currency?: () => Promise<Currency>;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Coupon sending for the admin panel (SPEC §3.6, §4.5, §5.5, §6 force flag): who may receive, which
 * coupons may go, single and bulk sends, and the manual path for numbers outside Brazil.
 */
export function createCouponSending(deps: CouponSendingDeps) {
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? realSleep;

  const validCoupons = (coupons: readonly CouponToSend[]) => {
    const at = now();
    return coupons.filter((coupon) => isCouponValid(coupon, at));
  };

  async function sendValid(
    customer: CouponRecipient,
    coupons: readonly CouponToSend[],
    force: boolean,
  ): Promise<CouponSendResult> {
    if (!isEligibleForCoupon(customer)) return { success: false, error: CUSTOMER_NOT_ELIGIBLE };
    const phone = formatPhoneForMessaging(customer.phone ?? '');
    if (!phone.ok) return { success: false, error: phone.error };
    const brand = await deps.brandName();
    const currency = (await deps.currency?.()) ?? DEFAULT_CURRENCY;
    const bySms =
      !canSendAutomatically(phone.phone) && customer.smsConsent === true && smsPhone(customer.phone) !== null;
    const texts = coupons.map((coupon) => {
      const text = couponMessage(coupon, brand, currency, messageLanguage(null, customer.language));
      return bySms ? smsText(text) : text;
    });

    if (!canSendAutomatically(phone.phone) && !bySms) {
      if (!force) return { success: false, blocked: true, error: INTERNATIONAL_BLOCKED_MESSAGE };
      return {
        success: true,
        message: 'Abra o link para enviar pelo WhatsApp Web',
        chatLinks: texts.map((text) => whatsappChatLink(phone.phone, text)),
      };
    }

    const messageIds: string[] = [];
    for (const [index, coupon] of coupons.entries()) {
      let result: SendResult;
      try {
        result = await deps.send({
          customer,
          phone: phone.phone,
          channel: bySms ? 'sms' : 'whatsapp',
          text: texts[index] ?? '',
          coupon,
        });
      } catch {
        result = { success: false, error: UNKNOWN_SEND_ERROR };
      }
      if (!result.success) return { ...result, error: result.error ?? UNKNOWN_SEND_ERROR, messageIds };
      if (result.messageId) messageIds.push(result.messageId);
    }
    return {
      success: true,
      message: coupons.length === 1 ? 'Cupom enviado' : `${coupons.length} cupons enviados`,
      ...(messageIds[0] ? { messageId: messageIds[0] } : {}),
      messageIds,
    };
  }

  return {
    /**
     * One customer: one message per valid coupon. A number outside Brazil is blocked unless
     * `force` is set; then nothing is sent and the wa.me links come back for staff to open.
     */
    async sendCouponToCustomer(
      customer: CouponRecipient,
      coupons: readonly CouponToSend[],
      options: { force?: boolean } = {},
    ): Promise<CouponSendResult> {
      const valid = validCoupons(coupons);
      if (valid.length === 0) return { success: false, error: NO_VALID_COUPON_TO_SEND };
      return sendValid(customer, valid, options.force ?? false);
    },

    /**
     * Every eligible customer in turn, one second apart (§9), never forced. The result follows
     * §3.6/§4.5; `error` is set when there was no valid coupon and nothing was tried.
     */
    async sendCouponBulk(
      customers: readonly CouponRecipient[],
      coupons: readonly CouponToSend[],
      options: { onProgress?: (progress: BulkProgress) => void } = {},
    ): Promise<BulkResult & { error?: string }> {
      const valid = validCoupons(coupons);
      if (valid.length === 0) return { ...bulkResult([]), error: NO_VALID_COUPON_TO_SEND };
      const eligible = customers.filter(isEligibleForCoupon);
      const outcomes: CustomerSendOutcome[] = [];
      for (const [index, customer] of eligible.entries()) {
        if (index > 0) await sleep(BULK_PAUSE_MS);
        options.onProgress?.({ customer, state: 'sending' });
        const result = await sendValid(customer, valid, false);
        if (result.success) {
          outcomes.push({ customer: customer.name, success: true });
          options.onProgress?.({ customer, state: 'success' });
        } else {
          const error = result.error ?? UNKNOWN_SEND_ERROR;
          outcomes.push({ customer: customer.name, success: false, error });
          options.onProgress?.({ customer, state: 'error', error });
        }
      }
      return bulkResult(outcomes);
    },
  };
}
