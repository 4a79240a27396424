import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { LiveEvent } from '@/shared/live/events';
import { i18n } from '@/web/lib/i18n';
import { contactKeys } from '../api/contact-messages';
import { staffKeys } from '../api/staff-orders';
import { chimeOn, playChime } from './chime';
import { type LiveState, openLiveStream } from './live-stream';
import './i18n';

export const DESK_STREAM_URL = '/api/orders/staff/live';
/** localStorage: the notification question was answered (or put off) once: not asked again. */
export const NOTIFY_ASKED_KEY = 'orders-desk-notify-asked';

/** What the desk screens read of the live stream. */
export type DeskLive = {
  state: LiveState;
  /** Orders that arrived through the stream while the desk was open: highlighted at the top. */
  fresh: ReadonlySet<string>;
  /**
   * New orders not seen yet (issue 39, decision 099): heard while the desk's list was not in front
   * of staff (another admin page, the tab hidden or not in focus). The tab title and the menu's
   * "Pedidos" badge count them; opening the desk (or coming back to it) clears them.
   */
  unread: number;
  /** The latest change of each order heard, with who made it (the detail's "Updated by Ana"). */
  changes: ReadonlyMap<string, { actor: LiveEvent['actor']; at: number }>;
};

let snapshot: DeskLive = { state: 'connecting', fresh: new Set(), unread: 0, changes: new Map() };
const listeners = new Set<() => void>();
let users = 0;
/** Desk screens (the list, an order) on screen now: their own chime rings, and they clear the count. */
let deskScreens = 0;
let stop: (() => void) | null = null;
let closing: ReturnType<typeof setTimeout> | undefined;

function set(next: Partial<DeskLive>) {
  snapshot = { ...snapshot, ...next };
  if ('unread' in next) applyTitle();
  for (const listener of listeners) listener();
}

const PREFIX = /^\(\d+\) /;
/** "(2) Pedidos | Casa Brasil": the unread count before the page's own title. */
export function titleWithUnread(title: string, unread: number): string {
  const base = title.replace(PREFIX, '');
  return unread > 0 ? `(${unread}) ${base}` : base;
}

function applyTitle() {
  if (typeof document === 'undefined') return;
  const next = titleWithUnread(document.title, snapshot.unread);
  if (next !== document.title) document.title = next;
}

const looking = () => document.visibilityState === 'visible' && document.hasFocus();
/** Staff have the desk in front of them: a new order there is seen, not counted. */
const onDesk = () => deskScreens > 0 && looking();

function seen() {
  if (snapshot.unread > 0 && onDesk()) set({ unread: 0 });
}

/** A browser notification when the tab is hidden, if staff allowed them. */
function notify(event: LiveEvent) {
  if (document.visibilityState !== 'hidden') return;
  const Notice = globalThis.Notification;
  if (Notice?.permission !== 'granted') return;
  try {
    new Notice(i18n.t('live:notify.title', { number: event.number ?? '' }), {
      body: i18n.t('live:notify.body'),
      tag: `order-${event.orderId}`,
    });
  } catch {
    // Some mobile browsers only notify through a service worker: the title's count still tells.
  }
}

function onEvent(queryClient: QueryClient, event: LiveEvent) {
  // A contact message came in or was answered: the desk's contact panel reads its list again.
  if (event.kind === 'contact_message') {
    void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    return;
  }
  // The lists are read again (a new order at the top, a status moved); the order's detail too.
  void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'list'] });
  if (!event.orderId) return;
  void queryClient.invalidateQueries({ queryKey: staffKeys.one(event.orderId) });
  const changes = new Map(snapshot.changes);
  changes.set(event.orderId, { actor: event.actor, at: Date.now() });
  if (event.kind === 'order_placed') {
    notify(event);
    // Away from the desk the shell rings (the desk rings for the list it reads again).
    if (deskScreens === 0 && chimeOn()) playChime();
    set({
      changes,
      fresh: new Set([...snapshot.fresh, event.orderId]),
      unread: onDesk() ? snapshot.unread : snapshot.unread + 1,
    });
  } else set({ changes });
}

/** Pages write their own title (and put the previous back on leaving): the count is put back each time. */
let titleWatch: MutationObserver | null = null;

function start(queryClient: QueryClient) {
  if (typeof MutationObserver !== 'undefined') {
    titleWatch = new MutationObserver(() => applyTitle());
    titleWatch.observe(document.head, { subtree: true, childList: true, characterData: true });
  }
  document.addEventListener('visibilitychange', seen);
  window.addEventListener('focus', seen);
  stop = openLiveStream(DESK_STREAM_URL, {
    onEvent: (event) => onEvent(queryClient, event),
    onState: (state) => set({ state }),
    // At each opening the lists are read again: nothing made before it (or during a cut) is lost.
    onOpen: () => void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'list'] }),
  });
}

function end() {
  stop?.();
  stop = null;
  titleWatch?.disconnect();
  titleWatch = null;
  document.removeEventListener('visibilitychange', seen);
  window.removeEventListener('focus', seen);
  snapshot = { state: 'connecting', fresh: new Set(), unread: 0, changes: new Map() };
  applyTitle();
}

/** The live state as it is now, without opening the stream (the menu's badge). */
export function useLiveSnapshot(): DeskLive {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}

/**
 * The panel's one live stream (decisions 088, 099): the admin shell holds it on every page of a
 * person who may see orders, and the desk's screens subscribe to the same one (`desk: true`), so a
 * tab never opens two. Closed a moment after the last user leaves.
 */
export function useLiveDesk({ desk = false }: { desk?: boolean } = {}): DeskLive {
  const queryClient = useQueryClient();
  useEffect(() => {
    users++;
    clearTimeout(closing);
    if (!stop) start(queryClient);
    return () => {
      users--;
      if (users === 0) closing = setTimeout(end, 2_000);
    };
  }, [queryClient]);
  useEffect(() => {
    if (!desk) return;
    deskScreens++;
    seen();
    return () => {
      deskScreens--;
      // Highlights last while the desk is open; orders heard away from it are highlighted on return.
      if (deskScreens === 0) set({ fresh: new Set() });
    };
  }, [desk]);
  const live = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
  // The page's own title may be written after the count (its brand loads): put the count back.
  useEffect(() => applyTitle());
  return live;
}

/** "agora", "há 3 minutos": how long ago a change was heard. */
export function sinceText(at: number, now: number): string {
  const minutes = Math.floor((now - at) / 60_000);
  return minutes < 1 ? i18n.t('live:justNow') : i18n.t('live:minutesAgo', { count: minutes });
}
