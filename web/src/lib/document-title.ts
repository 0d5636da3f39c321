import { useEffect } from 'react';
import { SITE } from './site';

/**
 * Sets `document.title` to "{page} | {brand}" while the calling page is shown, and the default
 * title (docs/requirements.md#site-facts) otherwise.
 */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${SITE.fullName}` : SITE.defaultTitle;
    return () => {
      document.title = SITE.defaultTitle;
    };
  }, [page]);
}
