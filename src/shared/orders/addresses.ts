/**
 * The different addresses among these, in first-seen order (blank ones left out): the addresses a
 * customer used, from their orders' snapshots, for the users area and the privacy download.
 */
export function distinctAddresses<T extends object>(addresses: readonly (T | null | undefined)[]): T[] {
  const seen = new Set<string>();
  return addresses.filter((address): address is T => {
    if (!address) return false;
    const key = JSON.stringify(address);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
