/**
 * One list of the app's pages (functions/contract/spa-routes.ts): the router declares exactly the
 * paths the gateway and CloudFront serve with 200, so no page answers 404 and no unknown path 200
 * (docs/architecture.md#unknown-paths).
 */
import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from '@/app/public-routes';
import { routes } from '@/app/router';
import { isSpaRoute, PRERENDERED_ROUTES, SPA_ROUTES } from '../../functions/contract/spa-routes';

/** Every full path of the route tree (index routes are their parent's path; `*` is not a page). */
function pathsOf(tree: readonly RouteObject[], parent = ''): string[] {
  const found: string[] = [];
  for (const route of tree) {
    if (route.path === '*') continue;
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    if (route.index || (route.path && (route.element || route.lazy || route.Component || route.loader)))
      found.push(here || '/');
    if (route.children) found.push(...pathsOf(route.children, here));
  }
  return found;
}

describe('the app pages', () => {
  it('are the router paths, one for one', () => {
    expect(new Set(pathsOf(routes))).toEqual(new Set(SPA_ROUTES));
  });

  it('of the prerenderer are the public pages, matched with the route ids the browser hydrates them on', () => {
    const ids = (tree: RouteObject[], path: string) =>
      (matchRoutes(createStaticHandler(tree).dataRoutes, path) ?? []).map((m) => m.route.id);
    for (const page of PRERENDERED_ROUTES) {
      const path = page.replace(':id', '6f1c');
      expect(ids(publicRoutes, path), path).toEqual(ids(routes, path));
      expect(ids(publicRoutes, path).length, path).toBeGreaterThan(2);
    }
    expect(pathsOf(publicRoutes).filter((p) => p.startsWith('/admin'))).toEqual([]);
  });

  it('match pages with parameters and trailing slashes, not unknown paths', () => {
    for (const page of ['/', '/careers', '/careers/', '/careers/jobs/6f1c', '/admin', '/admin/job-form/42'])
      expect(isSpaRoute(page), page).toBe(true);
    for (const unknown of [
      '/no-such-page',
      '/careers/jobs',
      '/careers/jobs/',
      '/careers/jobs/a/b',
      '/admin/nope',
      '/Careers',
    ])
      expect(isSpaRoute(unknown), unknown).toBe(false);
  });
});
