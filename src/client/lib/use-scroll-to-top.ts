import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new page starts at its top, as a full page load would (wouter keeps the previous page's scroll). */
export function useScrollToTop() {
  const [pathname] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
