/**
 * Tokens the emulator could have issued but which must be refused: an expired copy of a real token
 * (signed with cognito-local's own key, `lib/keys/cognitoLocal.private.json`, the one its JWKS
 * publishes) and a forged copy (changed claims, the original signature).
 */
import { createPrivateKey, createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The claims of a JWT, unverified. */
export function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** Signs `claims` with the emulator's own key (the one its JWKS publishes). */
export function signWithEmulatorKey(claims: Record<string, unknown>): string {
  const require = createRequire(import.meta.url);
  const jwkFile = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(jwkFile, 'utf8')) as { jwk: Record<string, string> };
  const header = { alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' };
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const input = `${b64(header)}.${b64(claims)}`;
  const signature = createSign('RSA-SHA256')
    .update(input)
    .sign(createPrivateKey({ key: jwk, format: 'jwk' }));
  return `${input}.${signature.toString('base64url')}`;
}

/** The same claims an hour and a half in the past: expired 30 minutes ago. */
export function expiredCopy(token: string): string {
  const claims = decode(token);
  const now = Math.floor(Date.now() / 1000);
  return signWithEmulatorKey({ ...claims, iat: now - 5400, auth_time: now - 5400, exp: now - 1800 });
}

/** A real token with changed claims and the original signature. */
export function forgedCopy(token: string, change: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...decode(token), ...change })).toString('base64url');
  return `${header}.${payload}.${signature}`;
}
