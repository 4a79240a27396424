import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/web/lib/cn';

/**
 * A navigation menu in the disclosure pattern (a button that shows a list of links), which WAI-ARIA
 * recommends for site navigation over role="menu". Closes on Escape (focus back on the button),
 * on a click outside and when an entry is chosen. Small enough to keep the first load light.
 */
export function DisclosureMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  align = 'start',
  children,
}: {
  trigger: React.ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onFocus = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onChoose = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      if (panel.current?.contains(target) && target.closest('a,button')) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('click', onChoose);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('click', onChoose);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={triggerLabel}
        className={triggerClassName}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen((v) => !v)}
      >
        {trigger}
      </button>
      <div
        ref={panel}
        id={id}
        hidden={!open}
        className={cn(
          'absolute top-full z-50 mt-2 min-w-44 rounded-2xl border border-line bg-white p-1.5 shadow-card',
          align === 'end' ? 'right-0' : 'left-0',
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}

export const menuItemClass =
  'flex w-full cursor-pointer select-none items-center gap-2 rounded-xl px-3 py-2 text-left text-sm text-ink-soft outline-none hover:bg-parchment hover:text-ink focus-visible:bg-parchment focus-visible:text-ink';
