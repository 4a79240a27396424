import type { ExternalToast } from 'sonner';

/**
 * Toasts (SPEC §8, §9) load their library on first use: no toast is needed for the first paint,
 * and this keeps it out of the home page's initial JavaScript. The toaster itself mounts then too
 * (app/toaster.tsx): sonner adds its stylesheet when it loads, and a new stylesheet makes the
 * browser restyle the whole page, a long task better spent when a toast is due (decision 017).
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

const load = () => import('sonner');

let wanted = false;
const listeners = new Set<() => void>();
let mounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  mounted = resolve;
});

/** For the toaster: whether a toast has been asked for yet, and news when it is. */
export const toasterWanted = () => wanted;
export function onToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** The toaster has mounted and listens: toasts sent from now on are shown. */
export const toasterMounted = () => mounted();

export function notify(kind: Kind, message: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([load(), toasterReady]).then(([{ toast }]) => toast[kind](message, options));
}
