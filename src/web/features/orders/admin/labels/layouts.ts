/**
 * Label sizes (issue 41, decision 092): a 58 mm thermal roll cut every 60 mm, and the common
 * 2 × 1 in die-cut label. One label per printed page: the page's `@page size` is the label's.
 */
export const LABEL_LAYOUTS = {
  roll58: { width: '58mm', height: '60mm', barcodeMm: 13 },
  in2x1: { width: '2in', height: '1in', barcodeMm: 7 },
} as const;
export type LabelLayout = keyof typeof LABEL_LAYOUTS;
export const isLabelLayout = (value: unknown): value is LabelLayout =>
  typeof value === 'string' && value in LABEL_LAYOUTS;

/** The print rules of a layout: only the labels print, each on its own page of the label's size. */
export function labelPrintCss(layout: LabelLayout): string {
  const { width, height } = LABEL_LAYOUTS[layout];
  return `@media print {
  @page { size: ${width} ${height}; margin: 0; }
  html, body { background: #fff; }
  body * { visibility: hidden; }
  .scale-labels, .scale-labels * { visibility: visible; }
  .scale-labels { position: absolute; inset: 0 auto auto 0; margin: 0; padding: 0; display: block; }
  .scale-label { box-shadow: none !important; border: 0 !important; border-radius: 0 !important; break-after: page; margin: 0 !important; }
}`;
}
