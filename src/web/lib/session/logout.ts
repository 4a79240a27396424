import { call, client } from '../api-client';

/** Ends this device's session (SPEC §7.1: a refusal from the server does not keep anyone signed in). */
export async function logout(): Promise<void> {
  try {
    await call(client.accounts.logout.$post());
  } catch {
    // The cookie may already be gone (expired, revoked); the page still shows the visitor.
  }
}

/** Ends every session of the account, this one included. */
export const logoutAll = () => call(client.accounts['logout-all'].$post());
