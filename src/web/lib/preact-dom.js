/**
 * `react-dom` in the browser build (decision 055, vite.config.ts aliases it here): Preact's compat
 * layer, plus the one React DOM 19 resource API the app calls, `preload` (the largest picture of a
 * page drawn in the browser). The server draws with React DOM, which puts it into the head itself.
 * JavaScript, not TypeScript: the app type-checks against React's types, not Preact's.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React DOM's `preload`: one `<link rel="preload">` per resource in the head, added once.
 * @param {string} href
 * @param {import('react-dom').PreloadOptions} options
 */
export function preload(href, options) {
  if (typeof document === 'undefined') return;
  const key = options.imageSrcSet ?? href;
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) {
    if ((link.getAttribute('imagesrcset') ?? link.getAttribute('href')) === key) return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = options.as;
  link.href = href;
  if (options.type) link.type = options.type;
  if (options.imageSrcSet) link.setAttribute('imagesrcset', options.imageSrcSet);
  if (options.imageSizes) link.setAttribute('imagesizes', options.imageSizes);
  if (options.fetchPriority) link.setAttribute('fetchpriority', options.fetchPriority);
  document.head.append(link);
}
