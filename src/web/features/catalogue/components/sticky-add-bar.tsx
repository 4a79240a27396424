import { type RefObject, useEffect, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useMoney } from '@/web/lib/money';

/** Where a phone's toasts rise to while the bar is up (app/toaster.tsx reads it; 88 px otherwise). */
const TOAST_LIFT = '--toast-lift';
const LIFTED = '148px';

/**
 * The product page's add bar on a phone (issue 38, decision 113): once the page's own add button
 * has scrolled up out of sight, a bar above the shop's bottom bar shows the product, the selected
 * total and the same button (same action, same disabled and sold-out words). While the page's
 * button is in sight, or on a wide screen, the bar is hidden from everyone: invisible, inert and
 * aria-hidden, so a screen reader meets one add button at a time.
 */
export function StickyAddBar({
  target,
  name,
  totalCents,
  label,
  disabled,
  onAdd,
  onIntent,
}: {
  /** The page's own add button. */
  target: RefObject<HTMLElement | null>;
  name: string;
  totalCents: number;
  label: string;
  disabled: boolean;
  onAdd: () => void;
  onIntent?: () => void;
}) {
  const money = useMoney();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const node = target.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      // Above the screen's top: she scrolled past it. Below the bottom she has not reached it yet.
      if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [target]);

  // A toast ("Adicionado ao carrinho") rises above the bar instead of covering its button.
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement.style;
    root.setProperty(TOAST_LIFT, LIFTED);
    return () => {
      root.removeProperty(TOAST_LIFT);
    };
  }, [shown]);

  return (
    <div
      aria-hidden={!shown}
      inert={!shown}
      data-testid="sticky-add"
      data-shown={shown}
      className={cn(
        'fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-3 border-t border-line bg-white/95 px-4 py-2.5 shadow-[0_-8px_24px_-16px_rgba(0,0,0,0.25)] backdrop-blur transition-[translate,visibility] duration-200 motion-reduce:transition-none md:hidden',
        shown ? 'visible translate-y-0' : 'pointer-events-none invisible translate-y-full',
      )}
    >
      <p className="min-w-0 flex-1 leading-tight">
        <span className="block truncate text-sm font-medium text-ink">{name}</span>
        <span className="block text-lg font-semibold tabular-nums text-ink">{money(totalCents)}</span>
      </p>
      <Button
        size="lg"
        className="shrink-0 px-5"
        disabled={disabled}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={onAdd}
      >
        {label}
      </Button>
    </div>
  );
}
