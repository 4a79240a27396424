/**
 * Names the page renderer (src/ssr) and the browser share for server-drawn pages (decision 017), in
 * a module with no imports: the boot entry reads them without loading the web app. The language
 * cookie, which the server's HTML route reads too, is in shared/i18n/language.ts.
 */

/** The id of the `<script type="application/json">` block holding a drawn page's data. */
export const SSR_STATE_ID = 'ssr-state';

/** Sent on document once a page answers input (hydrated or drawn); boot.ts replays earlier clicks. */
export const APP_READY_EVENT = 'app:ready';
