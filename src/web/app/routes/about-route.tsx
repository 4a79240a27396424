import { StoreAddresses } from '../../components/stores/store-addresses';
import AboutPage from '../../features/catalogue/pages/about-page';
import { LazyContactSection } from '../../features/contact/lazy-contact-section';

/** The stores on the about page: a heading, a sentence and one card per store (one column beside the form at 1024 px and up). */
function AboutStores({ className }: { className?: string }) {
  return (
    <StoreAddresses
      tone="light"
      lead
      className={className}
      headingClassName="text-3xl text-ink"
      listClassName="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-1"
    />
  );
}

/**
 * The about page with the stores and the contact form under the shop's story (features do not
 * import each other).
 */
export default function AboutRoute() {
  return <AboutPage ContactSection={LazyContactSection} StoresSection={AboutStores} />;
}
