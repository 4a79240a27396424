/**
 * `use-sync-external-store/shim` for the browser build (vite.config.ts aliases it here): React 19
 * has the hook itself, so the shim's fallback for React < 18 is dead weight in every chunk that
 * reaches it — react-i18next on the storefront's first load, recharts on the dashboard's.
 */
export { useSyncExternalStore } from 'react';
