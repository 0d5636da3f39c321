/**
 * The local gateway answers like the cloud edge (docs/architecture.md#local-gateway): only its own
 * `Host`, and a `@connections` management API that takes only SigV4-signed calls.
 */
import { request } from 'node:http';
import {
  ApiGatewayManagementApiClient,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectionsOf } from '../../functions/core/data/connections.js';
import { baseUrl, eventually } from '../support/api.js';
import { applyStackEnv } from '../support/stack.js';
import { sessionFor } from '../support/users.js';

beforeAll(() => applyStackEnv());

/** Status of a GET of `path` sent with the `Host` header `host`. */
function statusWithHost(path: string, host: string): Promise<number> {
  const url = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: url.port, path, method: 'GET', headers: { host } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('Host', () => {
  it('answers its own host and refuses a foreign one with 421', async () => {
    const port = new URL(baseUrl()).port;
    expect(await statusWithHost('/api/v1/public/job-titles', `localhost:${port}`)).toBe(200);
    expect(await statusWithHost('/api/v1/public/job-titles', `127.0.0.1:${port}`)).toBe(200);
    expect(await statusWithHost('/api/v1/public/job-titles', `evil.example:${port}`)).toBe(421);
    expect(await statusWithHost('/config.json', 'localhost:1')).toBe(421);
  });
});

describe('@connections', () => {
  it('refuses an unsigned call (403) and delivers a signed one', async () => {
    const session = await sessionFor('admin', ['viewer']);
    const socket = new WebSocket(
      `${baseUrl().replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(session.token)}`,
    );
    const received: string[] = [];
    socket.on('message', (raw) => received.push(String(raw)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    try {
      const [conn] = await eventually(async () => {
        const found = await connectionsOf(session.sub);
        return found.length ? found : undefined;
      });
      const path = `/@connections/${encodeURIComponent(conn!.connectionId)}`;

      const unsigned = await fetch(`${baseUrl()}${path}`, { method: 'POST', body: '{"forged":true}' });
      expect(unsigned.status).toBe(403);
      const wrongKey = await fetch(`${baseUrl()}${path}`, {
        method: 'POST',
        body: '{"forged":true}',
        headers: {
          authorization: `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20240101/eu-west-1/execute-api/aws4_request, SignedHeaders=host, Signature=${'0'.repeat(64)}`,
        },
      });
      expect(wrongKey.status).toBe(403);

      const client = new ApiGatewayManagementApiClient({ endpoint: baseUrl() });
      await client.send(
        new PostToConnectionCommand({ ConnectionId: conn!.connectionId, Data: '{"signed":true}' }),
      );
      await eventually(async () => (received.includes('{"signed":true}') ? true : undefined));
      expect(received).not.toContain('{"forged":true}');
    } finally {
      socket.close();
    }
  });
});

describe('bodies over the limit', () => {
  /** POSTs `bytes` of JSON-ish body in 64 KB writes; answers the status and body, or the socket error. */
  const postBig = (bytes: number, declareLength: boolean) =>
    new Promise<{ status?: number; body?: string; error?: string }>((resolve) => {
      const url = new URL(`${baseUrl()}/api/v1/contact`);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(declareLength ? { 'content-length': String(bytes) } : {}),
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode, body }));
        },
      );
      req.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? String(err) }));
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < bytes) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });

  it('always answer 413 with a JSON message, never a connection reset (declared or streamed, 10 times each)', async () => {
    const answers = [];
    for (let i = 0; i < 10; i++) {
      answers.push(await postBig(3 * 1024 * 1024, true), await postBig(3 * 1024 * 1024, false));
    }
    for (const a of answers) {
      expect(a.error).toBeUndefined();
      expect(a.status).toBe(413);
      expect(JSON.parse(a.body!)).toMatchObject({
        success: false,
        message: 'Request body too large: the limit is 1 MB',
      });
    }
  });
});
