import { createSecretBox, secretsKeyFor } from '@/server/modules/integrations/public';
import { openLinks } from '@/server/modules/messaging/public';
import type { MessageRow } from '@/server/modules/messaging/schema';
import type { TestApp } from '../test-app';

/**
 * An outbox row's body with its sealed links opened, as the transport sends it (decision 074): how
 * a test reads the link a person receives without an SMTP server.
 */
export function sentBody(
  t: TestApp,
  row: Pick<MessageRow, 'id' | 'body' | 'purpose' | 'sealed_links' | 'channel' | 'recipient' | 'subject'>,
): string {
  const opened = openLinks(createSecretBox(secretsKeyFor(t.env)), row);
  if (!opened.ok) throw new Error(`the links of message ${row.id} do not open: ${opened.problem}`);
  return opened.body;
}
