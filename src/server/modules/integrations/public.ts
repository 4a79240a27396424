// The integrations module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export {
  type EffectiveConfig,
  envOnlyConfig,
  type IntegrationEnv,
  type SmtpServer,
  type WhatsAppDelivery,
} from './config';
export type { GooglePlaceAccess } from './google-config';
export { fetchPlace, type PlaceDetails, type PlaceReview } from './google-places';
export type { GoogleSignInClient } from './google-sign-in-config';
export { type ResealCount, resealSecrets } from './reseal';
export { integrationsStaffRoutes } from './routes';
export { createSecretBox, type SecretBox, secretBoxFor, secretsKeyFor } from './secret-box';
export {
  createIntegrations,
  type IntegrationsService,
  type IntegrationTester,
  type ProviderResult,
  TEST_TIMEOUT_MS,
} from './service';
export type { SmsDelivery } from './sms-config';
export type { StripeAccountCheck } from './stripe-card';
export type { StripeKeys } from './stripe-config';
