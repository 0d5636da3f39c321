/**
 * Requests to the local gateway the way the SPA sends them (JSON in and out, bearer token), and the
 * seeded admin's token.
 */
import { API_BASE } from '../functions/contract/routes.js';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { success?: boolean; message?: string; data?: T };
}

/** One `/api/v1` request. `path` is below the base: `/resume?page=1`. */
export async function api<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const res = await fetch(`${baseUrl}${API_BASE}${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  let body: ApiAnswer<T>['body'] = {};
  try {
    body = text ? (JSON.parse(text) as ApiAnswer<T>['body']) : {};
  } catch {
    body = { message: text.slice(0, 200) };
  }
  return { status: res.status, body };
}

/** The ID token of an admin, through `POST /admin/auth/login`. */
export async function adminToken(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await api<{ token?: string }>(baseUrl, 'POST', '/admin/auth/login', {
    body: { identifier: email, password },
  });
  const token = res.body.data?.token;
  if (!token) throw new Error(`admin login answered ${res.status}: ${res.body.message ?? 'no token'}`);
  return token;
}

/** The claims of a JWT (not verified: the gateway verified it when it was issued to us). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A JSON upload request for a PDF of `size` bytes (`POST /resume/upload`). */
export function uploadRequest(email: string, size = 48_213): Record<string, unknown> {
  return {
    name: 'Aoife Murphy',
    email,
    role: 'Cloud Engineer',
    contact: { country_code: '+353', number: '871234567' },
    fileName: 'aoife-murphy-cv.pdf',
    contentType: 'application/pdf',
    size,
    consent: true,
  };
}
