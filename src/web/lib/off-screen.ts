/**
 * Classes for a large block below the fold: the browser skips its style, layout and paint while it
 * is off screen (`content-visibility: auto`), and keeps its last size once drawn (`auto` in the
 * intrinsic size) so the scroll bar does not jump (decision 058). Its text stays in the
 * accessibility tree and in find-in-page.
 */
export const offScreenSkipped = '[content-visibility:auto] [contain-intrinsic-size:auto_36rem]';
