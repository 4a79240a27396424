import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { HomeAnchor } from '@/shared/routes';
import { paths } from '@/shared/routes';

/** SPEC §9: after navigating home, the header scrolls after 300 ms and the bottom bar after 100 ms. */
export const HEADER_SCROLL_DELAY_MS = 300;
export const BOTTOM_BAR_SCROLL_DELAY_MS = 100;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function scrollToAnchor(anchor: HomeAnchor | 'top', attemptsLeft: number) {
  if (anchor === 'top') {
    window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
    return;
  }
  const target = document.getElementById(anchor);
  if (target) {
    target.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  } else if (attemptsLeft > 0) {
    // The home page may still be loading its code on a slow connection: look again shortly.
    window.setTimeout(() => scrollToAnchor(anchor, attemptsLeft - 1), 100);
  }
}

/** Goes to a home-page section: scrolls at once on the home page, else navigates home first. */
export function useAnchorNavigation(delayMs: number) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (anchor: HomeAnchor | 'top') => {
      if (pathname === paths.home) {
        scrollToAnchor(anchor, 0);
        return;
      }
      navigate(paths.home, { state: { anchor } });
      window.setTimeout(() => scrollToAnchor(anchor, 20), delayMs);
    },
    [navigate, pathname, delayMs],
  );
}
