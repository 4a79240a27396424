/**
 * A `tel:` link for a phone however it is written: its "+" and digits only. A module of its own,
 * without the country table: the footer of every page uses it.
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
