import type * as React from 'react';
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from './dialog';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="sheet" aria-describedby={undefined} className={className}>
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <DialogTitle size="md">{title}</DialogTitle>
          <DialogCloseButton label={closeLabel} />
        </div>
        {children}
      </DialogContent>
    </Dialog>
  );
}
