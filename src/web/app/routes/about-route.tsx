import { StoreAddresses } from '@/web/components/stores/store-addresses';
import AboutPage from '@/web/features/catalogue/pages/about-page';
import { ContactChannels } from '@/web/features/contact/contact-channels';
import { LazyContactSection } from '@/web/features/contact/lazy-contact-section';
import { cn } from '@/web/lib/cn';

/**
 * Beside the form from 1024 px: the stores (a heading, a sentence, one card per store), then the
 * shop's direct lines, so the column holds what a visitor about to write may want instead.
 */
function AboutStores({ className }: { className?: string }) {
  return (
    <div className={cn('space-y-8 empty:hidden', className)}>
      <StoreAddresses
        tone="light"
        lead
        headingClassName="text-3xl text-ink"
        listClassName="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-1"
      />
      <ContactChannels />
    </div>
  );
}

/**
 * The about page with the stores and the contact form under the shop's story (features do not
 * import each other).
 */
export default function AboutRoute() {
  return <AboutPage ContactSection={LazyContactSection} StoresSection={AboutStores} />;
}
