import type { ExternalToast } from 'sonner';

/**
 * Toasts (SPEC §8, §9) load their library on first use: no toast is needed for the first paint,
 * and this keeps it out of the home page's initial JavaScript.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

const load = () => import('sonner');

export function notify(kind: Kind, message: string, options?: ExternalToast) {
  void load().then(({ toast }) => toast[kind](message, options));
}
