import { useEffect, useRef, useState } from 'react';

/** localStorage key of the desk's sound switch (on unless switched off). */
export const CHIME_KEY = 'orders-desk-sound';

/** The ids in `next` that `previous` did not hold; none on the first read (`previous` null). */
export function newArrivals(previous: ReadonlySet<string> | null, next: readonly string[]): string[] {
  if (!previous) return [];
  return next.filter((id) => !previous.has(id));
}

/** The sound switch (on unless staff switched it off on the desk). */
export function chimeOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(CHIME_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** A short two-note chime through Web Audio (no sound file to download); silent where unsupported. */
export function playChime() {
  try {
    const Ctx = globalThis.AudioContext;
    if (!Ctx) return;
    const audio = new Ctx();
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      const start = audio.currentTime + i * 0.18;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
      osc.connect(gain).connect(audio.destination);
      osc.start(start);
      osc.stop(start + 0.32);
    }
    setTimeout(() => void audio.close().catch(() => undefined), 1000);
  } catch {
    // A browser that refuses audio before a click: the on-screen notice still tells.
  }
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
