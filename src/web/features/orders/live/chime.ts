/** The new-order chime and its switch, shared by the desk and the admin shell (decisions 021, 099). */

/** localStorage key of the desk's sound switch (on unless switched off). */
export const CHIME_KEY = 'orders-desk-sound';

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
