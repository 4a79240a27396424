import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC §2.1: every route change scrolls to the top, unless the change is heading for an anchor. */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const anchor = (state as { anchor?: string } | null)?.anchor;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => {
    if (!anchor) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
