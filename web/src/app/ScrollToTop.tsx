import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the top on every route change (docs/requirements.md#public-routes), or to the element named by the
 * hash (`/#about`) when there is one.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, also to the same hash
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    } else window.scrollTo(0, 0);
  }, [pathname, hash, key]);
  return null;
}
