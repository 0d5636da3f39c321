/**
 * Entry of the SPA. Kept small: pages and the admin area load on demand (docs/architecture.md#quality-bars).
 * A prerendered page (docs/architecture.md#prerendered-pages) arrives with its content in `#root`
 * and is hydrated; every other page (the shell `app.html`) is rendered here.
 */
// First: Zod's settings must be in place before any schema is built (see the module).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './app/App';
import { routes } from './app/router';
import { PRERENDER_STATE_ID } from './prerender/state';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

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
    const { restoreQueries } = await import('./lib/query-provider');
    restoreQueries(JSON.parse(state));
  }
}

const app = () => (
  <StrictMode>
    <App router={createBrowserRouter(routes)} />
  </StrictMode>
);

if (container.hasChildNodes()) {
  prepareHydration().then(
    () => hydrateRoot(container, app()),
    // A chunk that fails to load: render afresh rather than leave a dead page.
    () => createRoot(container).render(app()),
  );
} else {
  createRoot(container).render(app());
}
