/**
 * The local platform exposes no more than the cloud does (docs/architecture.md#local-gateway):
 * DynamoDB Local answers this machine only, cognito-local refuses the sign-in flows the cloud pool's app clients do not allow, and the
 * gateway serves no source maps.
 */
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cognitoClient, dynamo } from '../../functions/core/clients.js';
import { sharedAddresses } from '../../lib/local/dynamodb-loopback.js';
import { baseUrl } from '../support/api.js';
import { applyStackEnv } from '../support/stack.js';

beforeAll(() => applyStackEnv());

/** 'connected', or the error code of a TCP connection to `host:port` (2 s at most). */
const tcp = (host: string, port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? String(err)));
  });

describe('DynamoDB Local', () => {
  // A machine with no address but loopback has no network to be reached from: nothing to check there.
  const addresses = sharedAddresses().filter((a) => !a.startsWith('fe80:'));
  it.runIf(addresses.length > 0)(
    "answers on 127.0.0.1; its port on each of the machine's other addresses refuses the connection",
    async () => {
      const port = Number(new URL(process.env.AWS_ENDPOINT_URL_DYNAMODB!).port);
      expect((await dynamo().send(new ListTablesCommand({}))).TableNames).toContain(process.env.TABLE_NAME);
      for (const address of addresses) expect(await tcp(address, port)).not.toBe('connected');
    },
  );
});

describe('cognito-local', () => {
  it('refuses USER_PASSWORD_AUTH on both app clients, as the cloud pool does (only the admin flow and refresh are enabled)', async () => {
    for (const clientId of [
      process.env.CANDIDATE_USER_POOL_CLIENT_ID!,
      process.env.ADMIN_USER_POOL_CLIENT_ID!,
    ]) {
      const err = await cognitoClient()
        .send(
          new InitiateAuthCommand({
            ClientId: clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: inject('adminEmail'), PASSWORD: inject('adminPassword') },
          }),
        )
        .then(
          () => undefined,
          (e: Error) => e,
        );
      expect(err?.name).toBe('InvalidParameterException');
      expect(err?.message).toBe('USER_PASSWORD_AUTH flow not enabled for this client');
    }
  });
});

describe('source maps', () => {
  it('the bundles name no source map and every map of the build answers 404', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of scripts) {
      const js = await fetch(`${baseUrl()}${path}`);
      expect(js.status).toBe(200);
      expect(await js.text()).not.toMatch(/sourceMappingURL/);
    }
    const assets = join(inject('dataDir'), 'web', 'assets');
    const maps = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.map')) : [];
    // The build writes them (for error reports); the gateway must not serve them.
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps.slice(0, 20)) {
      expect((await fetch(`${baseUrl()}/assets/${map}`)).status).toBe(404);
      expect((await fetch(`${baseUrl()}/assets/${map.replace(/\.map$/, '.m%61p')}`)).status).toBe(404);
    }
  });
});
