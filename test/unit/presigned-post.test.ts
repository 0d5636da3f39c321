/**
 * The upload's presigned POST, signed without the S3 client (functions/core/presigned-post.ts), is
 * the form `@aws-sdk/s3-presigned-post` makes with an `S3Client` for the same credentials, region,
 * bucket, key, conditions and time: the same fields in the same order (policy and signature
 * included) and the same URL, in AWS and on the local emulator's path-style endpoint. The emulator's
 * policy check (lib/local/s3-post-policy.ts) accepts it and refuses it altered.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PostSigning, type PostTarget, postUrl, signPost } from '../../functions/core/presigned-post.js';
import { checkPostPolicy } from '../../lib/local/s3-post-policy.js';

const NOW = new Date('2026-11-28T17:04:05.678Z');
const KEYS = {
  accessKeyId: 'AKIAEXAMPLE7QUARANT1',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const SESSION = {
  ...KEYS,
  accessKeyId: 'ASIAEXAMPLE7SESSION1',
  sessionToken: 'IQoJb3JpZ2luX2VjEXAMPLE//token+/=',
};

/** The upload's own target (storage.ts presignCvUpload): exact key and type, a size range, 300 s. */
const target = (bucket: string): PostTarget => ({
  bucket,
  key: 'quarantine/3f0c2a4e-1b7d-4c55-9a0e-6d2f8b1c9e07/0b9e2f5c-8a41-4d3e-b7c6-2e5f1a9d4c83',
  conditions: [
    ['content-length-range', 100, 5_242_880],
    ['eq', '$Content-Type', 'application/pdf'],
  ],
  fields: { 'Content-Type': 'application/pdf' },
  expiresSeconds: 300,
});

/** What the library answers for `t` with a client built from `s` at NOW. */
async function oracle(t: PostTarget, s: Omit<PostSigning, 'now'>) {
  const client = new S3Client({
    credentials: s.credentials,
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle ?? false,
  });
  return createPresignedPost(client, {
    Bucket: t.bucket,
    Key: t.key,
    Conditions: t.conditions,
    Fields: t.fields,
    Expires: t.expiresSeconds,
  });
}

describe('presigned POST without the S3 client', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    // Each case names its endpoint: the oracle's client must not take the local stack's
    // AWS_ENDPOINT_URL_S3 from this process's environment (set when the suite runs with a stack).
    vi.stubEnv('AWS_IGNORE_CONFIGURED_ENDPOINT_URLS', 'true');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  const cases: [string, Omit<PostSigning, 'now'>, string][] = [
    [
      'AWS, long-term keys',
      { credentials: KEYS, region: 'eu-west-1' },
      'https://cork-careers-cvs-123456789012.s3.eu-west-1.amazonaws.com/',
    ],
    [
      'AWS, a session token (a Lambda execution role)',
      { credentials: SESSION, region: 'eu-west-1' },
      'https://cork-careers-cvs-123456789012.s3.eu-west-1.amazonaws.com/',
    ],
    [
      'AWS, another region',
      { credentials: SESSION, region: 'us-east-1' },
      'https://cork-careers-cvs-123456789012.s3.us-east-1.amazonaws.com/',
    ],
    [
      'the local emulator, path style',
      { credentials: KEYS, region: 'eu-west-1', endpoint: 'http://127.0.0.1:45123', forcePathStyle: true },
      'http://127.0.0.1:45123/cork-careers-cvs-123456789012',
    ],
  ];

  it.each(cases)('%s: the fields and URL of @aws-sdk/s3-presigned-post', async (_name, signing, url) => {
    const t = target('cork-careers-cvs-123456789012');
    const ours = await signPost(t, { ...signing, now: new Date() });
    const theirs = await oracle(t, signing);
    expect(ours.url).toBe(url);
    expect(ours).toEqual(theirs);
    // Same order too: the form is sent field by field as listed.
    expect(Object.keys(ours.fields)).toEqual(Object.keys(theirs.fields));
  });

  it('the session token is a field and a condition only when the credentials have one', async () => {
    const t = target('cvs');
    const withToken = await signPost(t, { credentials: SESSION, region: 'eu-west-1', now: NOW });
    const without = await signPost(t, { credentials: KEYS, region: 'eu-west-1', now: NOW });
    const conditions = (p: string) => JSON.parse(Buffer.from(p, 'base64').toString('utf8')).conditions;
    expect(withToken.fields['X-Amz-Security-Token']).toBe(SESSION.sessionToken);
    expect(conditions(withToken.fields.Policy!)).toContainEqual({
      'X-Amz-Security-Token': SESSION.sessionToken,
    });
    expect(without.fields).not.toHaveProperty('X-Amz-Security-Token');
    expect(JSON.stringify(conditions(without.fields.Policy!))).not.toContain('Security-Token');
  });

  it('the policy: expiry 300 s after signing, the caller conditions, one per field, the exact key', async () => {
    const post = await signPost(target('cvs'), { credentials: KEYS, region: 'eu-west-1', now: NOW });
    expect(JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8'))).toEqual({
      expiration: '2026-11-28T17:09:05Z',
      conditions: [
        ['content-length-range', 100, 5_242_880],
        ['eq', '$Content-Type', 'application/pdf'],
        { 'Content-Type': 'application/pdf' },
        { bucket: 'cvs' },
        { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
        { 'X-Amz-Credential': `${KEYS.accessKeyId}/20261128/eu-west-1/s3/aws4_request` },
        { 'X-Amz-Date': '20261128T170405Z' },
        { key: target('cvs').key },
      ],
    });
  });

  it('the local emulator accepts the form as signed and refuses it altered', async () => {
    const post = await signPost(target('cvs'), { credentials: KEYS, region: 'eu-west-1', now: NOW });
    const form = (fields: Record<string, string>) =>
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.toLowerCase(), v]));
    const expect_ = { credentials: KEYS, region: 'eu-west-1' };
    const at = { bucket: 'cvs', now: new Date(NOW.getTime() + 299_000) };
    expect(checkPostPolicy(form(post.fields), at, expect_)).toEqual({ minBytes: 100, maxBytes: 5_242_880 });
    expect(checkPostPolicy(form({ ...post.fields, key: 'cvs/other.pdf' }), at, expect_)).toMatchObject({
      code: 'AccessDenied',
    });
    expect(
      checkPostPolicy(form(post.fields), { bucket: 'cvs', now: new Date(NOW.getTime() + 301_000) }, expect_),
    ).toMatchObject({ code: 'AccessDenied', message: expect.stringContaining('expired') });
    const otherSecret = { ...expect_, credentials: { ...KEYS, secretAccessKey: 'another' } };
    expect(checkPostPolicy(form(post.fields), at, otherSecret)).toMatchObject({
      message: expect.stringContaining('signature'),
    });
  });

  it.each([
    ['a name with dots', 'my.dotted.bucket', { region: 'eu-west-1' }],
    ['a name with capitals', 'Upper_bucket', { region: 'eu-west-1' }],
    ['path style in AWS', 'cvs', { region: 'eu-west-1', forcePathStyle: true }],
    ['the China partition', 'cvs', { region: 'cn-north-1' }],
    [
      'a custom endpoint, virtual-hosted',
      'cvs',
      { region: 'eu-west-1', endpoint: 'https://s3.example.test' },
    ],
    [
      'a custom endpoint with a path',
      'cvs',
      { region: 'eu-west-1', endpoint: 'https://s3.example.test/base' },
    ],
    ['a custom endpoint on an IP address', 'cvs', { region: 'eu-west-1', endpoint: 'http://127.0.0.1:9000' }],
    [
      'a path-style endpoint with a path',
      'cvs',
      { region: 'eu-west-1', endpoint: 'http://localhost:9000/base', forcePathStyle: true },
    ],
  ] as const)('the URL for %s is the one the S3 client resolves', async (_name, bucket, where) => {
    const signing = { credentials: KEYS, ...where };
    expect(postUrl(bucket, signing)).toBe((await oracle(target(bucket), signing)).url);
  });
});
