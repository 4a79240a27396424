import { z } from 'zod';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';
import { PRIVACY_REQUEST_STATES } from './rules';

/** The privacy requests' inputs (decision 047): the server validates with them, the screens build with them. */

/** POST /api/accounts/me/privacy/deletion: the person confirmed they want their account deleted. */
export const deletionRequestSchema = z.object({
  confirm: z.literal(true, { message: KEYS.privacy.confirmRequired }),
});
export type DeletionRequestInput = z.input<typeof deletionRequestSchema>;

export const PRIVACY_REQUESTS_PAGE_SIZE = 25;

/** GET /api/accounts/privacy-requests: by state (open by default), paged. */
export const privacyRequestsQuery = z.object({
  state: z.enum([...PRIVACY_REQUEST_STATES, 'all']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PrivacyRequestsQuery = z.output<typeof privacyRequestsQuery>;
export type PrivacyRequestsParams = z.input<typeof privacyRequestsQuery>;

export const privacyRequestParams = z.object({ id: uuidSchema(KEYS.privacy.notFound) });
