import { setAutoFreeze } from 'immer';

/**
 * recharts keeps the elements it draws (labels, legend entries) in its Redux store, and Redux
 * Toolkit's immer freezes what goes into a store. Preact writes its bookkeeping into the elements
 * it draws, so a frozen one throws ("Cannot assign to read only property '__'") and the dashboard
 * stops redrawing (decision 055). Imported before recharts by the charts, the admin's only user.
 */
setAutoFreeze(false);
