import { useEffect } from 'react';
import { useSettings } from './settings';

/**
 * Keeps the tab title right after in-app navigation; the first load already has the server's
 * title (DESIGN §4), written the same way: "Name | Brand".
 */
export function usePageTitle(title: string | null | undefined) {
  const { data: settings } = useSettings();
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = settings?.brandName ? `${title} | ${settings.brandName}` : title;
    return () => {
      document.title = previous;
    };
  }, [title, settings?.brandName]);
}
