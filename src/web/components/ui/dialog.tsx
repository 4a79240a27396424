import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/web/lib/cn';

/**
 * The shop's one modal dialog (Radix: focus kept inside and given back, Escape and the overlay
 * close it, the page behind hidden from screen readers). Every dialog, sheet and confirmation is
 * built from these parts; only the panel's placement differs (`layout`).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayVariants = cva('fixed inset-0 backdrop-blur-[2px]', {
  variants: {
    layer: {
      base: 'z-50 bg-charcoal/50',
      /** Above the shop's other layers (a document opened from inside a dialog or the header). */
      top: 'z-[60] bg-charcoal/60',
    },
  },
  defaultVariants: { layer: 'base' },
});

export const dialogContentVariants = cva('fixed bg-cream shadow-2xl outline-none', {
  variants: {
    layout: {
      /** A small centred card (a confirmation). */
      center:
        'top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl p-6',
      /** Rises from the bottom on a phone, a centred card from `sm` up (choices for one product). */
      drawer:
        'inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-3xl p-5 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-7',
      /** Slides over the page from the right; the caller sets the width. */
      sheet: 'inset-y-0 right-0 z-50 flex flex-col',
      /** Nearly the whole screen (a long document). */
      full: 'inset-2 z-[60] flex flex-col overflow-hidden rounded-3xl sm:inset-6 lg:inset-x-[max(2rem,calc((100vw-72rem)/2))] lg:inset-y-8',
    },
  },
  defaultVariants: { layout: 'center' },
});

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Props for the dimmed overlay behind the panel (e.g. a test id). */
    overlayProps?: React.ComponentProps<typeof DialogPrimitive.Overlay>;
  };

/** The panel, in a portal, over its overlay. */
export function DialogContent({ className, layout, overlayProps, ...props }: DialogContentProps) {
  const { className: overlayClassName, ...overlay } = overlayProps ?? {};
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cn(overlayVariants({ layer: layout === 'full' ? 'top' : 'base' }), overlayClassName)}
        {...overlay}
      />
      <DialogPrimitive.Content className={cn(dialogContentVariants({ layout }), className)} {...props} />
    </DialogPrimitive.Portal>
  );
}

const dialogTitleVariants = cva('font-display text-ink', {
  variants: { size: { md: 'text-xl', lg: 'text-2xl' } },
  defaultVariants: { size: 'lg' },
});

export function DialogTitle({
  className,
  size,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title> & VariantProps<typeof dialogTitleVariants>) {
  return <DialogPrimitive.Title className={cn(dialogTitleVariants({ size }), className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-2 text-ink-soft', className)} {...props} />;
}

/** The round × that closes a dialog; `label` names it for screen readers. */
export function DialogCloseButton({
  label,
  className,
  ...props
}: Omit<React.ComponentProps<typeof DialogPrimitive.Close>, 'children'> & { label: string }) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-parchment',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}
