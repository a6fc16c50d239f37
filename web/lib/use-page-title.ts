import { useEffect } from 'react';

const BRAND = 'Lamplight';

/** "Page · Lamplight", or just "Lamplight" for the home screen. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${BRAND}` : BRAND;
}

/** Sets document.title for the current screen. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
