import { onlineManager } from '@tanstack/react-query';
import { APP_READY_EVENT } from './ssr-names';

/** Longest wait for the page to hydrate before the held queries go ahead anyway. */
const HOLD_MAX_MS = 10_000;

let holding = false;
let ready = false;

/**
 * While React hydrates a server-drawn page (in slices, between which the browser stays free), a
 * query that starts or lands (the session, the cart) changes a store the page reads, and React
 * then redoes the work at once in one long blocking task. So the queries wait, as if offline,
 * until hydration has finished (`pageReady`), then run as usual (decision 017).
 */
export function holdQueriesWhileHydrating() {
  holding = true;
  onlineManager.setOnline(false);
  setTimeout(releaseQueries, HOLD_MAX_MS);
}

function releaseQueries() {
  if (!holding) return;
  holding = false;
  onlineManager.setOnline(true);
}

/** The page is hydrated, or drawn by the browser (HydrationMark's effect): it answers from now on. */
export function pageReady() {
  releaseQueries();
  if (ready) return;
  ready = true;
  // After the next frame: the updates hydration's effects asked for (a choice made before the app
  // answered, product-purchase.tsx) are drawn before boot.ts replays the clicks made meanwhile.
  requestAnimationFrame(() => setTimeout(() => document.dispatchEvent(new Event(APP_READY_EVENT)), 0));
}
