import { randomBytes } from 'node:crypto';
import { createSecretBox, type SecretBox } from '@/server/modules/integrations/public';

/** A secret box with a fresh key, for a messaging service built by hand in a test (decision 074). */
export const testLinkBox = (): SecretBox => createSecretBox(randomBytes(32));
