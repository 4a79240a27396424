import { APP_READY_EVENT, SSR_STATE_ID } from './lib/ssr-names';
import './styles.css';

/**
 * The entry of index.html (decision 017). A page the server drew is already on screen, complete:
 * the app (React, then hydration) starts once that page has loaded (its pictures included) and
 * painted, so its code never competes with the first paint for the network or the main thread.
 * The shell of a browser-drawn page has nothing to show yet: the app starts at once.
 */
const drawn = document.getElementById(SSR_STATE_ID);

let started = false;

function start() {
  if (started) return;
  started = true;
  void import('./main');
  // The page's own chunk (the server names it), fetched in parallel with the app's code; the
  // app's import of it later gets the same module.
  const page = drawn?.dataset.page;
  if (page) void import(/* @vite-ignore */ page).catch(() => undefined);
}

/**
 * A click on a button of the drawn page before the app answers is kept, starts the app at once,
 * and is made again once the page is hydrated: nothing the visitor does is lost. Links work as
 * plain links meanwhile, and text typed into a field stays in it.
 */
const early: HTMLElement[] = [];
/** Marks a button whose click waits for the app (styles.css draws it as working on it). */
const EARLY_TAP = 'data-early-tap';
function keepEarlyClick(event: MouseEvent) {
  // Form fields are disabled until then (lib/use-hydrated.ts); buttons are what is left.
  const target = (event.target as Element | null)?.closest<HTMLElement>('button, [role="button"]');
  if (!target) return;
  event.preventDefault();
  event.stopPropagation();
  early.push(target);
  // Seen at once (decision 060): on a slow phone the app may answer a second later, and a tap
  // that shows nothing is tapped again.
  target.setAttribute(EARLY_TAP, '');
  target.setAttribute('aria-busy', 'true');
  start();
}

/**
 * The kept clicks, in order, each one after the last one's update has been drawn: React renders a
 * click's state change after the clicking script has finished, so clicks made in one go would all
 * read the state from before the first ("+", "+", "Adicionar" would add 1 instead of 3).
 */
async function replay(targets: HTMLElement[]) {
  for (const target of new Set(targets)) {
    target.removeAttribute(EARLY_TAP);
    target.removeAttribute('aria-busy');
  }
  for (const target of targets) {
    if (target.isConnected) target.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

if (drawn) {
  document.addEventListener('click', keepEarlyClick, true);
  document.addEventListener(
    APP_READY_EVENT,
    () => {
      document.removeEventListener('click', keepEarlyClick, true);
      void replay(early.splice(0));
    },
    { once: true },
  );
}

if (!drawn || document.readyState === 'complete') start();
else {
  // After the load event's frame has painted; a page whose pictures never finish still starts.
  setTimeout(start, 3000);
  addEventListener('load', () => requestAnimationFrame(() => setTimeout(start, 0)), { once: true });
}
