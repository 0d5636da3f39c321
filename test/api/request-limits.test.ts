/**
 * Requests built to exhaust the server get a clear 4xx, never a 500 or a connection reset
 * (docs/architecture.md#input-hygiene, #local-gateway): a small body of deeply nested arrays is a 400
 * on every route that takes a body, before anything walks it recursively; an oversized URL or header
 * block is answered 431 every time.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, SESSION_REQUEST_HEADER } from '../../functions/contract/routes.js';
import { jsonNestingDepth, MAX_BODY_DEPTH } from '../../functions/core/http/api.js';
import { api, baseUrl } from '../support/api.js';
import { signIn } from '../support/callers.js';

/** ~4 KB: 2,000 nested arrays. */
const NESTED = `${'['.repeat(2_000)}${']'.repeat(2_000)}`;
const DUMMY_ID = '00000000-0000-4000-8000-000000000000';

/** The routes whose handler declares a body schema (`body:` in its `defineHandler` schemas). */
const bodyRoutes = routes.filter((r) =>
  /[{,]\s*body:\s*\w/.test(readFileSync(join('functions/handlers', `${r.handler}.ts`), 'utf8')),
);

let tokens: { admin: string; candidate: string };

beforeAll(async () => {
  tokens = await signIn('admin', 'candidate');
});

describe('deeply nested bodies', () => {
  it('the depth is counted without recursion; brackets in strings do not count', () => {
    expect(jsonNestingDepth(NESTED)).toBe(2_000);
    expect(jsonNestingDepth('{"a":[1,{"b":"[[[[\\"[["}]}')).toBe(3);
    expect(jsonNestingDepth('"x"')).toBe(0);
  });

  it(`2,000 nested arrays in 4 KB: 400 with a message on every route with a body (${bodyRoutes.length} routes), never 500`, async () => {
    expect(bodyRoutes.length).toBeGreaterThan(20);
    const answers = [];
    for (const route of bodyRoutes) {
      const path = route.path.replace(/\{[^}]+\}/g, DUMMY_ID);
      const token =
        route.auth === 'admin' ? tokens.admin : route.auth === 'public' ? undefined : tokens.candidate;
      const res = await api(route.method, path, {
        rawBody: NESTED,
        token,
        headers: { [SESSION_REQUEST_HEADER.name]: SESSION_REQUEST_HEADER.value },
      });
      answers.push({ route: `${route.method} ${route.path}`, status: res.status, message: res.body.message });
    }
    const refused = answers.filter((a) => a.status === 400 && /nested too deeply/.test(a.message ?? ''));
    // A session route without its cookie is refused (401) before its body is read; no route answers 5xx.
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => !refused.includes(a) && a.status !== 401)).toEqual([]);
    expect(refused.length).toBeGreaterThan(20);
  });

  it(`${MAX_BODY_DEPTH} levels are still read as JSON (the schema answers)`, async () => {
    const body = `${'{"a":'.repeat(MAX_BODY_DEPTH - 1)}{}${'}'.repeat(MAX_BODY_DEPTH - 1)}`;
    const res = await api('POST', '/contact', { rawBody: body });
    expect(res.status).toBe(400);
    expect(res.body.message).not.toMatch(/nested/);
  });
});

describe('oversized URLs and headers', () => {
  /** Sends a raw request (`head` then a blank line) and answers the status line, or the socket error. */
  const rawRequest = (head: string) =>
    new Promise<{ status?: string; body?: string; error?: string }>((resolve) => {
      const url = new URL(baseUrl());
      const socket = connect({ host: '127.0.0.1', port: Number(url.port) });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? String(err) }));
      socket.on('close', () =>
        resolve({ status: text.split('\r\n')[0], body: text.split('\r\n\r\n').slice(1).join('\r\n\r\n') }),
      );
      socket.write(`${head}\r\n\r\n`);
    });

  it('answer 431 with a JSON message every time, never a connection reset (40 URLs, 40 header blocks)', async () => {
    const host = new URL(baseUrl()).host;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const size = 20_000 + i * 5_000;
        return [
          rawRequest(`GET /api/v1/public/job-titles?q=${'a'.repeat(size)} HTTP/1.1\r\nHost: ${host}`),
          rawRequest(`GET /careers HTTP/1.1\r\nHost: ${host}\r\nX-Filler: ${'b'.repeat(size)}`),
        ];
      }).flat(),
    );
    for (const a of answers) {
      expect(a.error).toBeUndefined();
      expect(a.status).toBe('HTTP/1.1 431 Request Header Fields Too Large');
      expect(JSON.parse(a.body!)).toMatchObject({
        success: false,
        message: expect.stringMatching(/too large/),
      });
    }
  });
});
