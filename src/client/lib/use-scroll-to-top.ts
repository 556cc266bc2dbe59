import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new page starts at its top, as a full page load would (wouter keeps the previous page's scroll). */
export function useScrollToTop() {
  const [pathname] = useLocation();
  useEffect(() => {
    // Instant: the stylesheet's smooth scrolling is for in-page links, not for a new page.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
