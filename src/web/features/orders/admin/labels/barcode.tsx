import { useEffect, useState } from 'react';
import { cn } from '@/web/lib/cn';

/**
 * An EAN-13 drawn by bwip-js as SVG (issue 41, decision 092). The library is imported when a label
 * is shown, so it stays out of every other bundle (admin only, lazy). The SVG has only a viewBox:
 * it takes the width the label gives it and prints as sharp vector bars.
 */
export function Ean13Barcode({
  code,
  heightMm,
  label,
  className,
}: {
  code: string;
  heightMm: number;
  label: string;
  className?: string;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('bwip-js/browser').then(({ toSVG }) => {
      if (!live) return;
      // Digits only (validated by the server's EAN-13 rule), so the SVG text is safe to insert.
      setSvg(
        toSVG({ bcid: 'ean13', text: code, includetext: true, height: heightMm, guardwhitespace: true }),
      );
    });
    return () => {
      live = false;
    };
  }, [code, heightMm]);
  return (
    <div
      role="img"
      aria-label={label}
      data-barcode={code}
      className={cn('[&_svg]:block [&_svg]:h-auto [&_svg]:w-full', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: bwip-js's SVG of 13 validated digits
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
