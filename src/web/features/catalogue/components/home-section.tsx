import type * as React from 'react';
import { cn } from '@/web/lib/cn';

/** A home-page section with its anchor id, title and lead line. */
export function HomeSection({
  id,
  title,
  subtitle,
  children,
  className,
}: {
  id: string;
  title: string;
  subtitle: string;
  children?: React.ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('mx-auto max-w-7xl px-4 pt-20 sm:px-6', className)}
    >
      <div className="max-w-2xl">
        <h2 id={headingId} className="text-3xl text-ink sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 text-base text-ink-soft sm:text-lg">{subtitle}</p>
      </div>
      {children && <div className="mt-8">{children}</div>}
    </section>
  );
}
