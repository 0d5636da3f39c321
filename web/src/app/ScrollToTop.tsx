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
      // Sections below the fold are not rendered until near the viewport and count at an
      // estimated height until then (index.css `below-fold`): a smooth scroll through them would
      // end off its target as they render on the way. Rendered first, the target's place is exact.
      for (const section of document.querySelectorAll<HTMLElement>('.below-fold')) {
        section.style.contentVisibility = 'visible';
      }
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    } else window.scrollTo(0, 0);
  }, [pathname, hash, key]);
  return null;
}
