import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC §2.1: every route change scrolls to the top, unless the change is heading for an anchor.
 * Not the first page: the browser placed it (top, or where a reload or "back" left it), and a
 * visitor who scrolled a server-drawn page before it hydrated stays where they are.
 */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const anchor = (state as { anchor?: string } | null)?.anchor;
  const shown = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // At once: the site's smooth scrolling is for anchors, a new page simply starts at its top.
    if (!anchor) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
