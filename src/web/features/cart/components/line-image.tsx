import { ShoppingBag } from 'lucide-react';
import { ResponsivePicture } from '@/web/components/responsive-picture';
import { cn } from '@/web/lib/cn';

/** A line's picture (decorative: the name beside it says what it is), or a calm placeholder. */
export function LineImage({ src, className }: { src: string | null; className?: string }) {
  return (
    <div className={cn('shrink-0 overflow-hidden rounded-xl bg-parchment', className)}>
      {src ? (
        <ResponsivePicture
          src={src}
          sizes="128px"
          alt=""
          width={160}
          height={120}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="grid size-full place-items-center text-muted">
          <ShoppingBag aria-hidden="true" className="size-6" />
        </div>
      )}
    </div>
  );
}
