import { useEffect, useRef, useState } from 'react';
import { CHIME_KEY, chimeOn, playChime } from '../live/chime';

/** The ids in `next` that `previous` did not hold; none on the first read (`previous` null). */
export function newArrivals(previous: ReadonlySet<string> | null, next: readonly string[]): string[] {
  if (!previous) return [];
  return next.filter((id) => !previous.has(id));
}

/**
 * New orders on the desk (issue 18): the list is read again every 30 s; when an order appears that
 * the last read did not have, the desk chimes (unless staff switched the sound off, remembered in
 * localStorage) and says how many arrived.
 */
export function useNewOrderChime(ids: readonly string[] | undefined) {
  const [soundOn, setSoundOn] = useState(chimeOn);
  const [arrived, setArrived] = useState(0);
  const seen = useRef<Set<string> | null>(null);
  const key = ids?.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids' content.
  useEffect(() => {
    if (!ids) return;
    const fresh = newArrivals(seen.current, ids);
    seen.current = new Set([...(seen.current ?? []), ...ids]);
    if (fresh.length === 0) return;
    setArrived(fresh.length);
    if (soundOn) playChime();
  }, [key]);

  const toggle = () => {
    const next = !soundOn;
    setSoundOn(next);
    try {
      globalThis.localStorage?.setItem(CHIME_KEY, next ? 'on' : 'off');
    } catch {
      // Private mode without storage: the switch lasts for this visit.
    }
  };
  return { soundOn, toggle, arrived };
}
