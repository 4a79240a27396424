import { LazyCampaignSection } from '@/web/features/campaigns/lazy-campaign-section';
import HomePage from '@/web/features/catalogue/pages/home-page';
import { LazyContactSection } from '@/web/features/contact/lazy-contact-section';

/** The home page with the contact form in its about section and the open pre-orders (features do not import each other). */
export default function HomeRoute() {
  return <HomePage ContactSection={LazyContactSection} CampaignSection={LazyCampaignSection} />;
}
