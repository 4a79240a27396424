/**
 * A store as any visitor sees it in the footer and on the about page (GET /api/stores, decision
 * 037): active stores with an address, oldest first. `hours`/`hoursEn` are the store's hours as
 * written in its settings (the pickup hours), null when none are written.
 */
export type PublicStore = {
  id: string;
  name: string;
  /** The name in English (decision 098); null: English readers see `name`. */
  nameEn: string | null;
  address: string;
  /** Formatted for reading ("+1 (678) 555-0142"); a `tel:` link is its digits. */
  phone: string | null;
  hours: string | null;
  hoursEn: string | null;
};
