/**
 * The CloudFront functions of the site (lib/constructs/site.ts, docs/architecture.md#unknown-paths),
 * run on sample events: prerendered pages go to their own file, the app's other pages to the shell
 * /app.html, other paths without a file to /404.html,
 * files pass; the viewer response of the not-found document gets status 404.
 */
import { describe, expect, it } from 'vitest';
import { SPA_NOT_FOUND_STATUS, SPA_REWRITE } from '../../lib/constructs/site.js';

type Handler = (event: Record<string, unknown>) => Record<string, unknown>;
const compile = (code: string) => new Function(`${code}\nreturn handler;`)() as Handler;
const rewrite = compile(SPA_REWRITE);
const status = compile(SPA_NOT_FOUND_STATUS);

const request = (uri: string) => ({ request: { uri, method: 'GET', headers: {}, querystring: {} } });

describe('viewer request', () => {
  it.each([
    ['/', '/index.html'],
    ['/careers', '/careers/index.html'],
    ['/privacy-policy', '/privacy-policy/index.html'],
    ['/careers/jobs/abc-123', '/careers/jobs/abc-123/index.html'],
    ['/login', '/app.html'],
    ['/admin/cv-management', '/app.html'],
    ['/no-such-page', '/404.html'],
    ['/nope/deeper', '/404.html'],
    ['/admin/nope', '/404.html'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/config.json', '/config.json'],
    ['/flags/IE.svg', '/flags/IE.svg'],
  ])('%s → %s', (uri, expected) => {
    expect(rewrite(request(uri)).uri).toBe(expected);
  });
});

describe('another spelling of a page', () => {
  const withQuery = (uri: string, querystring: Record<string, unknown>) => ({
    request: { uri, method: 'GET', headers: {}, querystring },
  });
  it.each([
    ['/careers/', '/careers'],
    ['/careers//', '/careers'],
    ['/careers/jobs/abc-123/', '/careers/jobs/abc-123'],
    ['/careers/index.html', '/careers'],
    ['/careers/jobs/abc-123/index.html', '/careers/jobs/abc-123'],
    ['/index.html', '/'],
    ['/login/', '/login'],
  ])('%s → 301 %s', (uri, expected) => {
    expect(rewrite(request(uri))).toMatchObject({
      statusCode: 301,
      headers: { location: { value: expected } },
    });
  });

  it('keeps the query string', () => {
    const answer = rewrite(
      withQuery('/careers/', {
        utm_source: { value: 'linkedin' },
        a: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] },
      }),
    );
    expect(answer).toMatchObject({
      headers: { location: { value: '/careers?utm_source=linkedin&a=1&a=2' } },
    });
  });

  it('leaves unknown paths and non-page files to the 404 and the bucket', () => {
    expect(rewrite(request('/no-such-page/')).uri).toBe('/404.html');
    expect(rewrite(request('/login/index.html')).uri).toBe('/login/index.html');
  });
});

describe('viewer response', () => {
  const respond = (uri: string) =>
    status({ ...request(uri), response: { statusCode: 200, statusDescription: 'OK', headers: {} } });

  it('answers the not-found document with 404, whichever URI CloudFront hands over', () => {
    expect(respond('/404.html')).toMatchObject({ statusCode: 404, statusDescription: 'Not Found' });
    expect(respond('/no-such-page')).toMatchObject({ statusCode: 404 });
  });

  it('leaves pages and files alone', () => {
    for (const uri of ['/index.html', '/', '/careers', '/assets/x.js', '/config.json'])
      expect(respond(uri), uri).toMatchObject({ statusCode: 200 });
  });
});
