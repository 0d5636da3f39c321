/**
 * The client address of the rate limits (functions/core/http/client-address.ts) and the API's
 * refusal of requests that skip the distribution (functions/core/http/api.ts), with the
 * origin-verify secret configured as in the cloud.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { ENV, reloadConfig } from '../../functions/core/config.js';
import { apiHandler } from '../../functions/core/http/api.js';
import {
  clientAddress,
  ORIGIN_VERIFY_HEADER,
  viaDistribution,
} from '../../functions/core/http/client-address.js';

const SECRET = 'k3PqL9vZ2xW8mN4rT6yB1cD5fG7hJ0sA';

const event = (headers: Record<string, string>, sourceIp = '130.176.1.20') =>
  ({
    version: '2.0',
    routeKey: 'GET /api/v1/public/job-titles',
    rawPath: '/api/v1/public/job-titles',
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: { http: { method: 'GET', path: '/api/v1/public/job-titles', sourceIp } },
  }) as unknown as APIGatewayProxyEventV2;

describe('clientAddress', () => {
  it("takes CloudFront's viewer address only with the distribution's secret", () => {
    const viewer = { 'cloudfront-viewer-address': '198.51.100.7:51234' };
    expect(clientAddress(event({ ...viewer, [ORIGIN_VERIFY_HEADER]: SECRET }), SECRET)).toBe('198.51.100.7');
    expect(
      clientAddress(
        event({ 'cloudfront-viewer-address': '[2001:db8::1]:443', [ORIGIN_VERIFY_HEADER]: SECRET }),
        SECRET,
      ),
    ).toBe('2001:db8::1');
    expect(clientAddress(event({ ...viewer, [ORIGIN_VERIFY_HEADER]: 'guess' }), SECRET)).toBe('130.176.1.20');
    expect(clientAddress(event(viewer), SECRET)).toBe('130.176.1.20');
    // Without a configured secret (the local stack) the header is never trusted.
    expect(clientAddress(event({ ...viewer, [ORIGIN_VERIFY_HEADER]: '' }), undefined)).toBe('130.176.1.20');
  });

  it('ignores Via and X-Forwarded-For', () => {
    const headers = { via: '1.1 a.cloudfront.net (CloudFront)', 'x-forwarded-for': '203.0.113.9' };
    expect(clientAddress(event(headers), SECRET)).toBe('130.176.1.20');
  });

  it('compares the secret whole', () => {
    expect(viaDistribution(event({ [ORIGIN_VERIFY_HEADER]: SECRET }), SECRET)).toBe(true);
    expect(viaDistribution(event({ [ORIGIN_VERIFY_HEADER]: SECRET.slice(0, -1) }), SECRET)).toBe(false);
    expect(viaDistribution(event({ [ORIGIN_VERIFY_HEADER]: `${SECRET}x` }), SECRET)).toBe(false);
    expect(viaDistribution(event({}), SECRET)).toBe(false);
  });
});

describe('apiHandler with the origin-verify secret configured', () => {
  afterEach(() => {
    delete process.env[ENV.originVerifySecret];
    reloadConfig();
  });
  const handler = apiHandler('public/job-titles-list', {}, async ({ sourceIp }) => ({ data: { sourceIp } }));
  const context = { awsRequestId: 'test', functionName: 'test' } as Context;

  it('refuses a request without the header (direct execute-api call) with 403 and a message', async () => {
    process.env[ENV.originVerifySecret] = SECRET;
    reloadConfig();
    const res = await handler(event({ 'cloudfront-viewer-address': '198.51.100.7:1' }), context);
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(String(res.body))).toEqual({
      success: false,
      message: 'Requests to the API must go through the site.',
    });
  });

  it("serves a request through the distribution and sees the viewer's address", async () => {
    process.env[ENV.originVerifySecret] = SECRET;
    reloadConfig();
    const res = await handler(
      event({ 'cloudfront-viewer-address': '198.51.100.7:1', [ORIGIN_VERIFY_HEADER]: SECRET }),
      context,
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(String(res.body)).data).toEqual({ sourceIp: '198.51.100.7' });
  });
});
