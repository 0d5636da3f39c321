/**
 * HTTP helpers for the API tests: calls go to the running local stack over HTTP, the way a browser
 * makes them; unique emails per test so tests never need to wipe tables.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { inject } from 'vitest';
import type { Resume } from '../../functions/contract/schemas/resume.js';

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: { success: boolean; message?: string; data?: T; details?: { path: string; message: string }[] };
  headers: Headers;
}

export const baseUrl = (): string => inject('baseUrl');

export interface ApiOptions {
  body?: unknown;
  token?: string;
  rawBody?: string;
  headers?: Record<string, string>;
}

/**
 * A random loopback address (any 127.x.y.z is this machine on Linux). The gateway sees it as the
 * client address, so the rate limits per address (logins, sign-ups, upload requests, contact)
 * count each test file, or each test that asks for its own, apart from the others.
 */
export const loopbackAddress = (): string =>
  `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;

/** The client address of this test file's `api()` calls. */
const FILE_ADDRESS = loopbackAddress();

/** Calls `/api/v1{path}` with an optional JSON body and bearer token, from this file's address. */
export function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  opts: ApiOptions = {},
): Promise<ApiAnswer<T>> {
  return apiFrom<T>(FILE_ADDRESS, method, path, opts);
}

/** Like `api()`, from the client address `localAddress` (see {@link loopbackAddress}). */
export function apiFrom<T = Record<string, unknown>>(
  localAddress: string,
  method: string,
  path: string,
  opts: ApiOptions = {},
): Promise<ApiAnswer<T>> {
  const url = new URL(`${baseUrl()}/api/v1${path}`);
  const payload = opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined);
  const headers: Record<string, string | number> = {
    host: url.host,
    ...(payload !== undefined
      ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
      : {}),
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...opts.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, method, localAddress, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          let body: ApiAnswer<T>['body'];
          try {
            body = JSON.parse(text);
          } catch {
            body = { success: false, message: `non-JSON answer: ${text.slice(0, 200)}` };
          }
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of ([] as (string | undefined)[]).concat(value)) {
              if (v !== undefined) answerHeaders.append(name, v);
            }
          }
          resolve({ status: res.statusCode ?? 0, body, headers: answerHeaders });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A surname unique per run that passes the name rule (letters only: docs/requirements.md#careers-form),
 * `prefix` followed by 7 random letters, so a search for it finds only one test's candidates.
 */
export const uniqueSurname = (prefix = 'Zq') =>
  `${prefix}${Array.from({ length: 7 }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('')}`;

/** A unique, valid email for one test. */
export const uniqueEmail = (tag = 'cand') => `${tag}.${randomUUID().slice(0, 8)}@example.ie`;

let adminTokenPromise: Promise<string> | undefined;

/** ID token of the seeded super admin (logged in once per test file). */
export function seededAdminToken(): Promise<string> {
  adminTokenPromise ??= api<{ token: string }>('POST', '/admin/auth/login', {
    body: { identifier: inject('adminEmail'), password: inject('adminPassword') },
  }).then((r) => {
    if (r.status !== 200 || !r.body.data?.token) throw new Error(`seeded admin login failed: ${r.status}`);
    return r.body.data.token;
  });
  return adminTokenPromise;
}

/** A valid upload request body for `file`, overridable field by field. */
export function uploadBody(file: Uint8Array, over: Record<string, unknown> = {}) {
  return {
    name: 'Aoife Murphy',
    email: uniqueEmail(),
    role: 'Cloud Engineer',
    contact: { country_code: '+353', number: '871234567' },
    fileName: 'aoife-murphy-cv.pdf',
    contentType: PDF,
    size: file.byteLength,
    consent: true,
    ...over,
  };
}

/** Sends `file` to a presigned POST the way the browser does (fields first, file last). */
export async function postToS3(
  upload: { url: string; fields: Record<string, string> },
  file: Uint8Array,
  type: string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append('file', new Blob([file as Uint8Array<ArrayBuffer>], { type }), 'cv');
  const res = await fetch(upload.url, { method: 'POST', body: form });
  return res.status;
}

/** Polls `check` every 100 ms until it returns a value, or throws after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The resume of `email` that has a CV, as the seeded admin lists it (`GET /resume`), once the
 * upload has been verified; polls up to `ms`. Used after a browser flow that sends a CV.
 */
export async function resumeWithCv(email: string, ms = 8000): Promise<Resume> {
  const admin = await seededAdminToken();
  return eventually(async () => {
    const res = await api<{ resumes: Resume[] }>('GET', '/resume?limit=100', { token: admin });
    return res.body.data?.resumes.find((r) => r.email === email && r.cv);
  }, ms);
}
