/**
 * Names the server and the browser share for server-drawn pages (decision 017), in a module with
 * no imports: the boot entry and the server's HTML route read them without loading the web app.
 */

/** The id of the `<script type="application/json">` block holding a drawn page's data. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The visitor's language choice as the server sees it: the toggle writes it beside localStorage,
 * so the server draws the next page in that language.
 */
export const LANGUAGE_COOKIE = 'language';

/** Sent on document once a page answers input (hydrated or drawn); boot.ts replays earlier clicks. */
export const APP_READY_EVENT = 'app:ready';
