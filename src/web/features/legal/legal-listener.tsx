import { lazy, Suspense, useEffect, useReducer, useRef } from 'react';
import type { LegalDocumentType } from '@/shared/legal/types';
import { closedViewer, legalViewerReducer } from '@/shared/legal/viewer-state';
import { OPEN_LEGAL_EVENT } from '@/web/lib/legal-events';

// The documents and the dialog load only when someone opens one.
const LegalViewer = lazy(() => import('./legal-viewer').then((m) => ({ default: m.LegalViewer })));

// Not imported from documents.ts, which would pull every document's text into the first load.
const isDocumentType = (value: unknown): value is LegalDocumentType =>
  value === 'terms' || value === 'privacy';

/**
 * SPEC §2.6: listens for the window event openLegalModal ({ detail: { type: 'terms' | 'privacy' } }),
 * and for clicks on a `data-legal-open` button.
 */
export function LegalListener() {
  const [state, dispatch] = useReducer(legalViewerReducer, closedViewer);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const type = (event as CustomEvent<{ type?: unknown }>).detail?.type;
      if (!isDocumentType(type)) return;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dispatch({ kind: 'open', type });
    };
    // The footer's buttons (`data-legal-open`) work before the footer's code has loaded and
    // hydrated (decision 087): their click is heard here, on the document as it goes down (React
    // stops a click on a part not yet hydrated at its root, so it would never bubble up here).
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('[data-legal-open]') : null;
      const type = button?.getAttribute('data-legal-open');
      if (!button || !isDocumentType(type)) return;
      opener.current = button as HTMLElement;
      dispatch({ kind: 'open', type });
    };
    window.addEventListener(OPEN_LEGAL_EVENT, onOpen);
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      window.removeEventListener(OPEN_LEGAL_EVENT, onOpen);
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, []);

  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <LegalViewer state={state} dispatch={dispatch} returnFocusTo={opener.current} />
    </Suspense>
  );
}
