import { cn } from '@/web/lib/cn';

export function Spinner({ className, label }: { className?: string; label: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-3 text-muted', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-line border-t-brand motion-reduce:animate-none"
      />
      <span>{label}</span>
    </span>
  );
}
