import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/**
 * A panel that slides over the page from the right (the phone menu, the header's cart): a modal
 * dialog with its title and a close button on top, focus kept inside, Escape and the overlay close it.
 */
export function SideSheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  /** The panel's width, e.g. `w-[min(20rem,88vw)]`. */
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex flex-col bg-cream shadow-2xl outline-none',
            className,
          )}
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="font-display text-xl text-ink">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="grid size-10 place-items-center rounded-full text-ink-soft hover:bg-parchment"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
