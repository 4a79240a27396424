import { ImageOff } from 'lucide-react';
import { cn } from '@/web/lib/cn';

/** A small square picture of a product (its main one), or a quiet placeholder. */
export function ProductThumb({ url, className }: { url: string | null; className?: string }) {
  return (
    <span
      className={cn(
        'grid size-12 shrink-0 place-items-center overflow-hidden rounded-xl bg-parchment',
        className,
      )}
    >
      {url ? (
        <img src={url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <ImageOff aria-hidden="true" className="size-5 text-muted" />
      )}
    </span>
  );
}
