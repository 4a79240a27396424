import type * as React from 'react';
import { usePageTitle } from '@/web/lib/use-page-title';

/** The account screens' frame: one warm card, the title, a line of context, then the form. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="mx-auto w-full max-w-md px-4 pt-2 pb-16 sm:pt-8">
      <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60 sm:p-8">
        <div className="mb-6 h-1 w-12 rounded-full bg-gradient-to-r from-brand to-ember" aria-hidden="true" />
        <h1 className="text-3xl text-ink">{title}</h1>
        {subtitle && <p className="mt-2 text-ink-soft">{subtitle}</p>}
        <div className="mt-7">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-ink-soft">{footer}</div>}
    </section>
  );
}

export const textLink = 'font-medium text-brand underline-offset-4 hover:underline';
