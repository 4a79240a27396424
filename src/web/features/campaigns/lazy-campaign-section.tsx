import { lazy, Suspense } from 'react';
import { useHydrated } from '@/web/lib/use-hydrated';

const CampaignSection = lazy(() => import('./campaign-section'));

/**
 * The home's open pre-orders (issue 41, decision 093), off the home's first load: its code and its
 * request start once the page has hydrated (the server draws nothing here), and it shows nothing
 * while no campaign is open.
 */
export function LazyCampaignSection() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <CampaignSection />
    </Suspense>
  );
}
