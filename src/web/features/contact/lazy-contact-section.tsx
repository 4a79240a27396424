import { lazy } from 'react';
import { cn } from '@/web/lib/cn';
import { HydrateWhenSeen } from '@/web/lib/hydrate-when-seen';

const ContactSection = lazy(() => import('./contact-section'));

/**
 * The contact form, its code (react-hook-form, zod, the phone country table) loaded on demand so
 * the first load stays light (decision 004). The server draws it complete, so a slow phone, or a
 * browser without JavaScript, shows the form rather than an empty panel; its code loads and React
 * hydrates it when it comes near the screen or is touched (decision 060). A page the browser draws
 * shows a placeholder of the same height while the code loads. (Until it has hydrated, the part
 * keeps the children it was drawn with: HydrateWhenSeen passes no new props to the server's HTML.)
 */
export function LazyContactSection({
  className,
  headingLevel,
}: {
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <div id="contato">
      <HydrateWhenSeen
        id="contact"
        fallback={
          <div className={cn('min-h-[38rem] rounded-[2rem] bg-white/60 ring-1 ring-line/70', className)} />
        }
      >
        <ContactSection className={className} headingLevel={headingLevel} />
      </HydrateWhenSeen>
    </div>
  );
}
