// The accounts module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.

export {
  accountOfEmail,
  type ClaimedAccountInput,
  createGuestUser,
  GUEST_EMAIL_DOMAIN,
  isGuestUser,
} from './actions/guest-accounts';
export {
  describeUpsert,
  UpsertUserError,
  type UpsertUserInput,
  upsertUser,
  upsertUserSchema,
} from './actions/upsert-user';
export {
  listUsers,
  phoneOf,
  type StaffViewer,
  usersWhere,
} from './actions/users';
export { savedAddressesOf, saveOrderAddress } from './address-book';
export {
  type CustomerRecipientRow,
  customerRecipientsByIds,
  type RecipientSql,
  searchCustomerRecipients,
} from './coupon-recipients';
export type { CustomerOrder, CustomerOrderSql, CustomerOrders } from './customer-orders';
export {
  anonymiseAccount,
  isAnonymisedCustomer,
  isProfileInScope,
  isProfileOfAuthUser,
  lockProfile,
  type ProfileRow,
  profileNames,
  profileOfAuthUser,
} from './data-subjects';
export { GOOGLE_AUTH_PATHS, googleCallbackRoutes, googleSignInRoutes } from './google/routes';
export { invitationPublicRoutes, invitationStaffRoutes } from './invitation-routes';
export { preferredLanguageOf, setPreferredLanguage } from './preferred-language';
export { accountsRecordNames, auditActorNames } from './record-names';
export { type CustomerExportRow, customerExportPage } from './report-reads';
export { AUTH_CLASS_PATHS, accountsRoutes } from './routes';
export { type AccountsService, createAccountsService, shopBaseUrl } from './service';
export { recordSmsConsent, smsConsentFor, smsConsentOf } from './sms-consent';
export { purgeSpentLinks, SPENT_LINK_RETENTION_DAYS, type SpentLinkCounts } from './spent-links';
