import type { LegalDocumentType } from './types';

/** SPEC §4.5 legal viewer: closed, or open on exactly one document at one section. */
export type LegalViewerState = { open: false } | { open: true; type: LegalDocumentType; index: number };

export type LegalViewerEvent =
  | { kind: 'open'; type: LegalDocumentType }
  | { kind: 'close' }
  | { kind: 'next'; total: number }
  | { kind: 'previous' }
  | { kind: 'jump'; index: number; total: number };

export const closedViewer: LegalViewerState = { open: false };

const clamp = (index: number, total: number) => Math.min(Math.max(0, index), Math.max(0, total - 1));

/** Opening starts at the first section; moves stay within the first and last section. */
export function legalViewerReducer(state: LegalViewerState, event: LegalViewerEvent): LegalViewerState {
  switch (event.kind) {
    case 'open':
      return { open: true, type: event.type, index: 0 };
    case 'close':
      return closedViewer;
    case 'next':
      return state.open ? { ...state, index: clamp(state.index + 1, event.total) } : state;
    case 'previous':
      return state.open ? { ...state, index: clamp(state.index - 1, Number.POSITIVE_INFINITY) } : state;
    case 'jump':
      return state.open ? { ...state, index: clamp(Math.trunc(event.index), event.total) } : state;
  }
}
