import { useState } from 'react';

/**
 * A delete that waits for the person's confirmation: `ask(row)` opens the dialog, `confirm()`
 * deletes, reports success or failure, and closes the dialog either way.
 */
export function useConfirmedDelete<Row extends { id: string }>(
  remove: (id: string) => Promise<unknown>,
  report: { success: () => void; failure: (error: unknown) => void },
) {
  const [target, setTarget] = useState<Row | null>(null);
  const confirm = async () => {
    if (!target) return;
    try {
      await remove(target.id);
      report.success();
    } catch (error) {
      report.failure(error);
    } finally {
      setTarget(null);
    }
  };
  return {
    target,
    ask: setTarget,
    /** Props for the ConfirmDialog. */
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setTarget(null);
      },
      onConfirm: () => void confirm(),
    },
  };
}
