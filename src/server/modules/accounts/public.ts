// The accounts module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export {
  describeUpsert,
  UpsertUserError,
  type UpsertUserInput,
  upsertUser,
  upsertUserSchema,
} from './actions/upsert-user';
export { listUsers, orderCount, phoneOf, usersWhere } from './actions/users';
export {
  type CustomerRecipientRow,
  customerRecipientsByIds,
  type RecipientSql,
  searchCustomerRecipients,
} from './coupon-recipients';
export { invitationPublicRoutes, invitationStaffRoutes } from './invitation-routes';
export { privacyOwnRoutes, privacyStaffRoutes } from './privacy-routes';
export { startPurchasePurge } from './purchase-purge';
export { AUTH_CLASS_PATHS, accountsRoutes } from './routes';
export { createAccountsService, shopBaseUrl } from './service';
