import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

const ContactSection = lazy(() => import('./contact-section'));

/**
 * The form's code (react-hook-form, zod, the phone country table) loads when its place comes near
 * the screen, so the home page's first load stays light (decision 004). The placeholder keeps the
 * height, so nothing jumps when it arrives.
 */
export function LazyContactSection({
  className,
  headingLevel,
}: {
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = anchor.current;
    if (!node || near) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '600px 0px',
      },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = (
    <div className={cn('min-h-[38rem] rounded-[2rem] bg-white/60 ring-1 ring-line/70', className)} />
  );
  return (
    <div ref={anchor} id="contato">
      {near ? (
        <Suspense fallback={placeholder}>
          <ContactSection className={className} headingLevel={headingLevel} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
