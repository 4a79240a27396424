import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/web/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
  {
    variants: {
      tone: {
        gold: 'bg-gold/20 text-ink ring-gold/50',
        leaf: 'bg-leaf/15 text-leaf ring-leaf/40',
        ember: 'bg-ember/10 text-ember-dark ring-ember/40',
        brand: 'bg-brand-soft text-brand-dark ring-brand/30',
        neutral: 'bg-parchment text-ink-soft ring-line',
        danger: 'bg-red-50 text-red-800 ring-red-200',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A small pill of text (a status, a count); the text, not the colour alone, carries the meaning. */
export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}
