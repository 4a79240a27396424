import type * as React from 'react';
import { Suspense, use, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Progressive hydration of a server-drawn page (decision 058). A part of the page below the fold
 * stays the server's HTML, without React, until it comes near the screen or is touched; then React
 * hydrates it alone, as a small piece of work. The page's first load hydrates only what is on
 * screen: a phone's main thread is not blocked by the hydration of sections nobody has seen yet.
 *
 * How: the part sits in a Suspense boundary whose content suspends on a gate while the page is
 * first hydrated (React keeps a suspended boundary's server HTML as it is). The gate opens when the
 * part is within 300 px of the screen (IntersectionObserver), when an event reaches it (pointer,
 * touch, focus, key, click — heard on the document before React's own listener, so React can then
 * hydrate the part at once and deliver the event to it: no tap is lost), or when the whole page
 * must be live (`hydrateEverything`, before a language switch; a navigation opens every gate). A
 * part first drawn by the browser
 * (after a client-side navigation) has no gate and renders at once.
 *
 * While its gate is closed the part ignores its parent's new children (a boundary that receives an
 * update before it has hydrated is thrown away and drawn again by the browser): it hydrates with
 * what it was drawn with, and follows its parent's next renders once hydrated. Context values above
 * a part must not change before it hydrates either, for the same reason (the session's is a store:
 * lib/session/auth-context.tsx).
 */

type Gate = {
  /** What the part's content waits on while closed (a thenable React's `use` reads synchronously once open). */
  opened: Promise<void> & { status: 'pending' | 'fulfilled'; value?: undefined };
  open: () => void;
  isOpen: boolean;
  /** Resolves once React has hydrated the part. */
  hydrated: Promise<void>;
  markHydrated: () => void;
  isHydrated: boolean;
};

const gates = new Map<string, Gate>();
/** Set by the app's start on a server-drawn page (not in tests that hydrate without it). */
let progressive = false;
/** Events that open the gate of the part they reach (before React's root listener sees them). */
const OPENING_EVENTS = ['pointerdown', 'touchstart', 'mousedown', 'focusin', 'keydown', 'click'] as const;
/** How near the screen a part starts hydrating. */
const MARGIN = '300px';
const ATTRIBUTE = 'data-hydrate';

function createGate(): Gate {
  let resolveOpened: () => void = () => undefined;
  let resolveHydrated: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    resolveOpened = resolve;
  }) as Gate['opened'];
  opened.status = 'pending';
  const gate: Gate = {
    opened,
    isOpen: false,
    open() {
      if (gate.isOpen) return;
      gate.isOpen = true;
      opened.status = 'fulfilled';
      opened.value = undefined;
      resolveOpened();
    },
    hydrated: new Promise<void>((resolve) => {
      resolveHydrated = resolve;
    }),
    isHydrated: false,
    markHydrated() {
      gate.isHydrated = true;
      resolveHydrated();
    },
  };
  return gate;
}

function openGateOf(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const part = target?.closest(`[${ATTRIBUTE}]`);
  const id = part?.getAttribute(ATTRIBUTE);
  if (id) gates.get(id)?.open();
}

/**
 * Called by the app's start before it hydrates a server-drawn page: parts React hydrates wait for
 * their gate (whenever React reaches them: it hydrates nested boundaries in later passes). Listens (capture, on the document: before React's listener on the
 * root) for the events that open the gate of the part they reach.
 */
export function beginProgressiveHydration() {
  progressive = true;
  for (const type of OPENING_EVENTS) {
    document.addEventListener(type, openGateOf, { capture: true, passive: true });
  }
  openEveryGateOnNavigation();
}

/**
 * A navigation changes the router's context above every part. React cannot hand a context change
 * to a part that has not hydrated, and a navigation (a transition) then waits for that part: the
 * new page would never show. So the gates open when the URL is about to change — before the
 * router's own listener hears of it — and React hydrates what is left of the page on its way out.
 */
function openEveryGateOnNavigation() {
  const openAll = () => {
    for (const gate of gates.values()) gate.open();
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      openAll();
      return original.apply(this, args);
    };
  }
  addEventListener('popstate', openAll, { capture: true });
}

/** Undoes `beginProgressiveHydration`'s listeners (tests draw the server's HTML in the same window). */
export function endProgressiveHydration() {
  progressive = false;
  for (const type of OPENING_EVENTS) document.removeEventListener(type, openGateOf, { capture: true });
}

/**
 * Opens every gate and waits (at most `timeoutMs`) until React has hydrated each part: before a
 * change every part must follow at once (the language switch), which a part still holding the
 * server's HTML would not.
 */
export async function hydrateEverything(timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // A part inside another gets its gate when React hydrates the outer one: rounds until none is left.
  for (;;) {
    const waiting = [...gates.values()].filter((gate) => !gate.isHydrated);
    const left = deadline - Date.now();
    if (waiting.length === 0 || left <= 0) return;
    for (const gate of waiting) gate.open();
    await Promise.race([
      Promise.all(waiting.map((gate) => gate.hydrated)),
      new Promise((resolve) => setTimeout(resolve, left)),
    ]);
  }
}

/** Whether the part `id` has a gate that is still closed (for tests and the journeys). */
export function isWaitingToHydrate(id: string): boolean {
  const gate = gates.get(id);
  return Boolean(gate && !gate.isHydrated);
}

function GateContent({ id, children }: { id: string; children: React.ReactNode }) {
  const gate = typeof window === 'undefined' ? undefined : gates.get(id);
  // Read on every render, open or not (React asks that a component which used a thenable keep
  // using it); once open it answers at once.
  if (gate) use(gate.opened as Promise<void>);
  return (
    <>
      {children}
      {gate && !gate.isHydrated && <HydratedMark gate={gate} />}
    </>
  );
}

function HydratedMark({ gate }: { gate: Gate }) {
  useLayoutEffect(() => gate.markHydrated(), [gate]);
  return null;
}

type HydrateWhenSeenProps = {
  /** Names the part's gate; React's `useId` (the same on the server and in the browser) by default. */
  id?: string;
  children: React.ReactNode;
  /** The wrapper's classes; `contents` by default, so the part lays out as if it were not wrapped. */
  className?: string;
  /**
   * Shown while the part's own code loads (a `lazy` component inside) in a page the browser draws.
   * A server-drawn part keeps its HTML meanwhile, and its gate counts as hydrated only once that
   * code has come and React has hydrated it.
   */
  fallback?: React.ReactNode;
};

/** A part of a server-drawn page hydrated when it comes near the screen or is touched (see above). */
export function HydrateWhenSeen({
  id: givenId,
  children,
  className = 'contents',
  fallback = null,
}: HydrateWhenSeenProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const ref = useRef<HTMLDivElement>(null);
  // A part met while React hydrates the server's page gets a gate (React may reach it in a later
  // pass than the page's top); a part the browser draws itself (after a navigation) gets none.
  const hydrating = !useHydrated();
  if (progressive && hydrating && typeof window !== 'undefined' && !gates.has(id))
    gates.set(id, createGate());
  // While the part is still the server's HTML, its boundary is the very same element at every render
  // of this component, so React passes over it: a boundary that receives new props before it has
  // hydrated is thrown away and drawn again. Once hydrated, it follows the latest children.
  const shown = useRef(children);
  const gate = typeof window === 'undefined' ? undefined : gates.get(id);
  if (!gate || gate.isHydrated) shown.current = children;
  const content = shown.current;
  // The fallback is read once: a boundary still holding the server's HTML must not see new props.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const boundary = useMemo(
    () => (
      <Suspense fallback={fallback}>
        <GateContent id={id}>{content}</GateContent>
      </Suspense>
    ),
    [id, content],
  );

  useEffect(() => {
    const gate = gates.get(id);
    const wrapper = ref.current;
    if (!gate || gate.isOpen || !wrapper) return;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          gate.open();
        }
      },
      { rootMargin: `${MARGIN} 0px` },
    );
    // A `contents` wrapper has no box of its own: its children are watched.
    const watched = className.split(/\s+/).includes('contents') ? [...wrapper.children] : [wrapper];
    for (const element of watched) observer.observe(element);
    if (watched.length === 0) gate.open();
    return () => {
      observer.disconnect();
      // The page is left before the part was seen: drawn again later, it renders without a gate.
      if (!gate.isHydrated) {
        gate.open();
        gates.delete(id);
      }
    };
  }, [id, className]);

  return (
    <div ref={ref} {...{ [ATTRIBUTE]: id }} className={className}>
      {boundary}
    </div>
  );
}
