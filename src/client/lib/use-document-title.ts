import { useEffect } from 'react';

export const DEFAULT_TITLE = 'Solace: AI emotional support';

/** Names the page for tabs, history and screen readers; no title means the site's own. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · Solace` : DEFAULT_TITLE;
  }, [title]);
}
