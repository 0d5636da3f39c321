/**
 * Verification of Cognito ID tokens inside a function (docs/architecture.md#auth), for the places
 * no API Gateway JWT authorizer stands in front of: the WebSocket `$connect` authorizer (admin
 * pool) and the `/my-data` routes, which also take a manage token (candidate pool). Checks the
 * signature against the pool's JWKS, the issuer, the audience (the pool's app client),
 * `token_use` = id and the expiry. When `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER` points the SDK
 * at a Cognito emulator (the local stack, docs/architecture.md#local-gateway), the issuer and the
 * JWKS are that endpoint's, served over plain http; otherwise they are the Cognito pool's.
 */
import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { config } from '../config.js';

/** The claims read from a verified ID token. */
export interface IdTokenClaims {
  sub: string;
  email?: unknown;
  iss?: unknown;
  /** Sign-in time (epoch seconds): revocation compares it (core/auth/revocation.ts). */
  auth_time?: unknown;
  'cognito:groups'?: string[];
}

type Verify = (token: string) => Promise<IdTokenClaims>;

function createVerifier(pool: 'admin' | 'candidate'): Verify {
  const userPoolId = config(pool === 'admin' ? 'adminPoolId' : 'candidatePoolId');
  const clientId = config(pool === 'admin' ? 'adminClientId' : 'candidateClientId');
  const endpoint = process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER?.replace(/\/+$/, '');
  if (!endpoint) {
    const verifier = CognitoJwtVerifier.create({ userPoolId, clientId, tokenUse: 'id' });
    return (token) => verifier.verify(token) as Promise<IdTokenClaims>;
  }
  const issuer = `${endpoint}/${userPoolId}`;
  const verifier = JwtVerifier.create(
    {
      issuer,
      audience: clientId,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('not an ID token');
      },
    },
    { jwksCache: httpJwksCache() },
  );
  return (token) => verifier.verify(token) as Promise<IdTokenClaims>;
}

/**
 * A JWKS cache that also fetches over plain http: aws-jwt-verify's default fetcher speaks https
 * only, and a Cognito emulator serves its JWKS over http. Each fetch gives up after 5 s.
 */
export function httpJwksCache(): SimpleJwksCache {
  return new SimpleJwksCache({
    fetcher: {
      fetch: async (uri: string): Promise<ArrayBuffer> => {
        const res = await fetch(uri, { signal: AbortSignal.timeout(5_000) });
        if (res.status !== 200) throw new Error(`JWKS ${uri} answered ${res.status}`);
        return res.arrayBuffer();
      },
    },
  });
}

/** Created on first use per pool and kept for the process: each caches its pool's JWKS. */
const verifiers = new Map<string, Verify>();

/**
 * The claims of `token` when it is a valid ID token of `pool`'s app client.
 * @throws the verifier's error (bad signature, expired, another pool or client, not an ID token).
 */
export function verifyIdToken(pool: 'admin' | 'candidate', token: string): Promise<IdTokenClaims> {
  let verify = verifiers.get(pool);
  if (!verify) {
    verify = createVerifier(pool);
    verifiers.set(pool, verify);
  }
  return verify(token);
}
