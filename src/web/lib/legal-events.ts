/** SPEC §2.6: any code opens the legal viewer by dispatching this window event. */
export const OPEN_LEGAL_EVENT = 'openLegalModal';
export type LegalType = 'terms' | 'privacy';

export function openLegal(type: LegalType) {
  window.dispatchEvent(new CustomEvent(OPEN_LEGAL_EVENT, { detail: { type } }));
}
