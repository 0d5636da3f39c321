/**
 * The local platform exposes no more than the cloud does (docs/architecture.md#local-gateway):
 * cognito-local refuses the sign-in flows the cloud pool's app clients do not allow, and the
 * gateway serves no source maps.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cognitoClient } from '../../functions/core/clients.js';
import { baseUrl } from '../support/api.js';
import { applyStackEnv } from '../support/stack.js';

beforeAll(() => applyStackEnv());

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
