/**
 * One `Intl.NumberFormat` per locale and options, made once: building one costs far more than
 * formatting with it (a product list formats a weight per card; at a phone's speed, new formats for
 * each card took ~220 ms of the home page's start, decision 058).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
