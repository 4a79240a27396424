import type { authMessages, rateLimitTemplates } from '../../../shared/accounts/messages';
import { type accountMessages, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/accounts/schemas';
import type { CART_FAILURES, CART_LIMIT_MESSAGES, CART_MESSAGES } from '../../../shared/cart/rules';
import type {
  CATEGORY_MESSAGES,
  CATEGORY_TEMPLATES,
  PRODUCT_MESSAGES,
} from '../../../shared/catalogue/schemas';
import type { CONTACT_MESSAGES } from '../../../shared/contact/schemas';
import type { COUPON_MESSAGES } from '../../../shared/coupons/rules';
import type { WINDOW_MESSAGES } from '../../../shared/delivery/windows';
import type { DEFAULT_MESSAGES, HTTP_MESSAGES } from '../../../shared/errors';
import type { ORDER_MESSAGES } from '../../../shared/orders/schemas';
import { auth } from './auth';
import { cart } from './cart';
import { common } from './common';

/**
 * English for every text the API answers with (decision 018). The Portuguese side is the shared
 * constant itself (SPEC §8 wording, never copied here): each group below is typed with the keys of
 * its constant, so a new server message without English does not compile. `{{name}}` is filled
 * from the `{name}` of the Portuguese template.
 */
/** English for the plain texts of a constant (its functions fill a template listed separately). */
export type English<T> = { readonly [K in keyof T as T[K] extends string ? K : never]: string };

export const serverMessages = {
  defaults: {
    bad_request: 'Invalid request.',
    unauthorized: 'Please sign in to continue.',
    forbidden: 'You do not have permission to do this.',
    not_found: 'Not found.',
    conflict: 'This conflicts with the current state. Refresh and try again.',
    validation_failed: 'Please check the highlighted fields.',
    rate_limited: 'Request limit reached.',
    internal: 'Unexpected error. Please try again.',
    unavailable: 'Service temporarily unavailable.',
  } satisfies English<typeof DEFAULT_MESSAGES>,
  http: {
    originRefused: 'Request origin not allowed.',
    storeMissing: 'No store given.',
    malformedJson: 'Invalid request body (malformed JSON).',
    tooLarge: 'Content too large.',
    tooLargeLimit: 'Content too large (at most 1 MB).',
    apiRouteNotFound: 'API route not found.',
  } satisfies English<typeof HTTP_MESSAGES>,
  cart: cart.rules satisfies English<typeof CART_MESSAGES>,
  cartFailures: {
    session: 'Error starting the cart session',
    items: 'Error reading the cart items',
    add: 'Error adding the item to the cart',
    update: 'Error updating the item',
    remove: 'Error removing the item',
    addExtra: 'Error adding the extra',
    updateExtra: 'Error updating the extra',
    removeExtra: 'Error removing the extra',
    clear: 'Error clearing the cart',
  } satisfies English<typeof CART_FAILURES>,
  cartLimits: {
    addMax: 'The maximum quantity is {{max}}.',
    lineMax: 'The maximum quantity per item is {{max}}.',
    tooManyExtras: 'Too many extras.',
    stepOnly: 'Use 1 or -1.',
  } satisfies English<typeof CART_LIMIT_MESSAGES>,
  orders: {
    emptyCart: 'Your cart is empty. Add products before checking out.',
    productUnavailable: '"{{line}}" is no longer for sale. Remove it from the cart to continue.',
    extraUnavailable: 'The extra "{{extra}}" of "{{line}}" is no longer available.',
    insufficientStock: 'Not enough stock for "{{line}}": {{left}} left. Adjust the quantity in the cart.',
    noDelivery: 'We do not deliver to this ZIP code yet. Choose pickup at the store or another address.',
    belowZoneMinimum: 'The minimum order for delivery in this area is {{minimum}}.',
    fulfilmentClosed: 'This way of receiving the order is not available right now.',
    noStore: 'The store is not taking orders right now.',
    notFound: 'Order not found.',
    badTransition: 'The order cannot go from "{{from}}" to "{{to}}".',
    paymentAlreadyConfirmed: 'The payment of this order has already been confirmed.',
    paymentCancelled: 'This order was cancelled.',
    idempotencyKey: 'Refresh the checkout page and try again.',
    addressRequired: 'Please enter the delivery address.',
    cityRequired: 'Please enter the city.',
    stateRequired: 'Please enter the state.',
    zipInvalid: 'Please enter a valid ZIP code (5 digits).',
    windowRequired: 'Choose the date and time.',
    paymentRequired: 'Choose how to pay.',
    noteTooLong: 'Use at most {{max}} characters.',
    couponRequired: 'Please enter the coupon code.',
  } satisfies English<typeof ORDER_MESSAGES>,
  windows: {
    unknown_window: 'Choose a time from the list.',
    closed_day: 'We are closed on this day. Choose another date.',
    too_soon: 'There is not enough time to prepare the order for this slot. Choose a later time.',
    past_cutoff: 'Orders for this day have closed. Choose another date.',
    too_far: 'This date is too far ahead. Choose a nearer date.',
    full: 'This time slot has just filled up. Choose another time.',
  } satisfies English<typeof WINDOW_MESSAGES>,
  coupons: {
    unknown: 'Coupon not found. Check the code you typed.',
    inactive: 'This coupon is no longer active.',
    expired: 'This coupon has expired.',
    not_yet_valid: 'This coupon is not valid yet.',
    used_up: 'This coupon has reached its usage limit.',
    below_minimum: 'The minimum order for this coupon is {{minimum}}.',
  } satisfies English<typeof COUPON_MESSAGES>,
  auth: {
    invalidCredentials: 'Wrong e-mail or password.',
    accountBlocked: 'This account cannot sign in. Please contact the shop for more information.',
    sessionMissing: 'Please sign in to continue.',
    emailTaken: 'This e-mail is already registered. Sign in or reset your password.',
    registerAuthAccount: auth.register.errors.authAccount,
    registerAuthUser: auth.register.errors.authUser,
    registerProfile: auth.register.errors.profile,
    registerUnexpected: auth.register.errors.unexpected,
    forgotSent: auth.forgot.sent,
    resetInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
    resetDone: auth.reset.done,
    wrongCurrentPassword: 'Wrong current password.',
    passwordChanged: auth.profile.passwordChanged,
    storeForbidden: 'You do not have access to this store.',
  } satisfies English<typeof authMessages>,
  rateLimit: {
    login: auth.login.rateLimited,
    blocked: common.rateLimit.blocked,
    limited: common.rateLimit.limited,
  } satisfies English<typeof rateLimitTemplates>,
  accounts: {
    emailRequired: 'Please enter your e-mail',
    emailInvalid: 'Please enter a valid e-mail',
    passwordRequired: 'Please enter your password',
    passwordShort: `The password must have at least ${PASSWORD_MIN} characters`,
    passwordLong: `The password can have at most ${PASSWORD_MAX} characters`,
    passwordWeak: 'The password must have letters and numbers',
    passwordsDiffer: 'The passwords do not match',
    passwordSame: 'The new password must differ from the current one',
    nameShort: 'Please enter your full name',
    nameLong: `The name can have at most ${NAME_MAX} characters`,
    termsRequired: 'You need to accept the Terms of Use and the Privacy Policy',
    tokenMissing: 'Invalid or incomplete reset link',
    zipInvalid: 'Invalid ZIP code (e.g. 30301 or 30301-1234)',
    tooLong: 'Text too long',
  } satisfies English<typeof accountMessages>,
  contact: {
    nameRequired: 'Please enter your name',
    emailInvalid: 'Please enter a valid e-mail',
    phoneInvalid: 'Invalid phone number',
    messageTooShort: 'Please write a message of at least 10 characters',
    messageTooLong: 'The message can have at most 2000 characters',
    spam: 'The message could not be sent.',
  } satisfies English<typeof CONTACT_MESSAGES>,
  products: {
    notFound: 'Product not found',
    idRequired: 'Please give the product slug or id.',
  } satisfies English<typeof PRODUCT_MESSAGES>,
  categories: {
    slugRequired: 'The category slug is required',
    createFailed: 'Error creating the category. Please try again.',
    noneUpdated: 'No category was updated. Check the permissions.',
    noneDeleted: 'No category was deleted. Check the permissions.',
    slugTaken: 'A category with this slug already exists.',
    created: 'Category created.',
    updated: 'Category updated.',
    deleted: 'Category deleted.',
  } satisfies English<typeof CATEGORY_MESSAGES>,
  categoryTemplates: {
    notFound: 'Category not found: {{slug}}',
    updateFailed: 'Error updating the category: {{detail}}',
    deleteFailed: 'Error deleting the category: {{detail}}',
    slugTooLong: 'The slug can have at most {{max}} characters.',
  } satisfies English<typeof CATEGORY_TEMPLATES>,
  phones: {
    invalidForCountry: 'Invalid phone number for the selected country',
    countryInvalid: 'Choose a country from the list',
    internationalBlocked:
      'International numbers are not sent automatically. Use the "International sending" option to send it by hand through WhatsApp Web.',
  },
} as const;
