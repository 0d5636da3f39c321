/**
 * Unknown paths answer 404 (docs/architecture.md#unknown-paths, docs/requirements.md#accessibility):
 * the local gateway answers the app's pages with index.html and 200, any other path without a file
 * with the same document and 404 (the app shows "Page not found"), and a missing file with a plain
 * 404.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.js';

const get = (path: string, method = 'GET') => fetch(`${baseUrl()}${path}`, { method });

describe('the local gateway', () => {
  it.each(['/', '/careers', '/careers/', '/careers/jobs/abc-123', '/privacy-policy', '/admin/cv-management'])(
    'answers the page %s with 200 and the app',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root"');
    },
  );

  it.each(['/no-such-page', '/nope/deeper', '/admin/nope', '/careers/jobs/a/b'])(
    'answers the unknown path %s with 404 and the app, which shows its not-found page',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root"');
      expect((await get(path, 'HEAD')).status).toBe(404);
    },
  );

  it('answers a missing file with a plain 404', async () => {
    const res = await get('/assets/no-such-chunk.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/plain');
  });
});
