import type * as React from 'react';

/** A panel screen's title, its one-line lead and, on the right, its main action. */
export function AdminPageHeader({
  title,
  lead,
  action,
}: {
  title: string;
  lead?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-4xl text-ink">{title}</h1>
        {lead && <p className="mt-2 max-w-2xl text-ink-soft">{lead}</p>}
      </div>
      {action}
    </div>
  );
}
