/**
 * Starts the SPA in `#root` (`main.tsx` imports this module once the page has painted).
 * A prerendered page (docs/architecture.md#prerendered-pages) arrives with its content in `#root`
 * and is hydrated; every other page (the shell `app.html`) is rendered here.
 */
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, matchRoutes } from 'react-router';
import type { EarlyInput } from '../lib/early-input';
import { openAllGates } from '../lib/intent';
import { nextTask } from '../lib/next-task';
import { App } from './App';
import { PRERENDER_STATE_ID } from './prerender-state';
import { routes } from './router';

/**
 * Loads the lazy routes of the current address and the query data the page was rendered with, so
 * the first client render equals the HTML: no spinner flash and no hydration mismatch.
 */
async function prepareHydration(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
  const state = document.getElementById(PRERENDER_STATE_ID)?.textContent;
  if (state) {
    const { restoreQueries } = await import('../lib/query-provider');
    restoreQueries(JSON.parse(state));
  }
}

/** Calls `onCommit` once the tree below has been committed and its effects have run. */
function AfterCommit({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/**
 * Opens the page's intent gates (lib/intent.ts `openAllGates`) on the first navigation that stays
 * on the page, so it renders once the gated parts' code has loaded instead of waiting for the
 * visitor to turn to them. A navigation to another page replaces the parts: no code to load then.
 */
function openGatesOnNavigation(router: DataRouter): void {
  const first = router.state.location;
  const stop = router.subscribe(({ location }) => {
    if (location === first) return;
    stop();
    if (location.pathname === first.pathname) openAllGates();
  });
}

const app = (router: DataRouter, onCommit?: () => void) => (
  <StrictMode>
    <AfterCommit onCommit={onCommit}>
      <App router={router} />
    </AfterCommit>
  </StrictMode>
);

/**
 * Hydrates `container` when it holds prerendered HTML, else renders the app into it.
 * Hydration runs as a transition, so React does it in slices of a few milliseconds (no long task
 * on a slow phone: docs/architecture.md#prerendered-pages "The app starts after the first paint") and a visitor's
 * input meanwhile hydrates the part they touch first; the route modules, the router and the
 * hydration each start in a task of their own. `early` (lib/early-input.ts) is told when
 * hydration starts and when the hydrated page's effects have run.
 */
export function start(container: HTMLElement, early?: EarlyInput): void {
  if (!container.hasChildNodes()) {
    createRoot(container).render(app(createBrowserRouter(routes)));
    return;
  }
  const hydrated = () => early?.hydrated();
  prepareHydration()
    .then(nextTask)
    .then(async () => {
      const router = createBrowserRouter(routes);
      openGatesOnNavigation(router);
      await nextTask();
      early?.hydrating();
      startTransition(() => void hydrateRoot(container, app(router, hydrated)));
    })
    // A chunk that fails to load: render afresh rather than leave a dead page.
    .catch(() => createRoot(container).render(app(createBrowserRouter(routes), hydrated)));
}
