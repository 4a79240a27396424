import AboutPage from '../../features/catalogue/pages/about-page';
import { LazyContactSection } from '../../features/contact/lazy-contact-section';

/** The about page with the contact form under the shop's story (features do not import each other). */
export default function AboutRoute() {
  return <AboutPage ContactSection={LazyContactSection} />;
}
