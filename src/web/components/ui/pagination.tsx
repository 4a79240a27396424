import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { Button } from './button';

const paginationVariants = cva('flex items-center gap-3', {
  variants: {
    layout: {
      /** Under a product grid: arrows either side of "page x of y", words from `sm` up. */
      center: 'mt-10 justify-center',
      /** Under an admin list: plain previous/next at the two ends. */
      spread: 'mt-6 justify-between',
    },
  },
  defaultVariants: { layout: 'center' },
});

/** Previous / next pages of a list, with where the person is. Texts come in already translated. */
export function Pagination({
  page,
  totalPages,
  onPage,
  labels,
  layout = 'center',
  className,
}: VariantProps<typeof paginationVariants> & {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; pageOf: string };
  className?: string;
}) {
  if (totalPages <= 1) return null;
  const center = layout === 'center';
  return (
    <nav aria-label={labels.nav} className={cn(paginationVariants({ layout }), className)}>
      <Button
        variant="secondary"
        size={center ? 'md' : 'sm'}
        aria-label={center ? labels.previous : undefined}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {center ? (
          <>
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">{labels.previous}</span>
          </>
        ) : (
          labels.previous
        )}
      </Button>
      <p className="text-center text-sm text-ink-soft">{labels.pageOf}</p>
      <Button
        variant="secondary"
        size={center ? 'md' : 'sm'}
        aria-label={center ? labels.next : undefined}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {center ? (
          <>
            <span className="hidden sm:inline">{labels.next}</span>
            <ChevronRight aria-hidden="true" />
          </>
        ) : (
          labels.next
        )}
      </Button>
    </nav>
  );
}
