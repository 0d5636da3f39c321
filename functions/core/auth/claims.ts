/**
 * The caller's identity, read from the claims API Gateway's JWT authorizer (or the local gateway,
 * which passes them the same way) put in `requestContext.authorizer.jwt.claims`.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export interface Caller {
  /** Cognito `sub`: the key of the profile item. */
  sub: string;
  email: string;
  /** Admin pool groups (roles); empty for candidates. */
  groups: string[];
  /** `iss` of the token: tells which user pool signed it. */
  issuer: string;
  /** When the session signed in (epoch seconds): `auth_time`, else `iat`; 0 when the token has neither. */
  authTime: number;
}

type ClaimValue = string | number | boolean | string[];

/**
 * `cognito:groups` arrives as an array from a Lambda authorizer and as the text `[a b]` from an
 * HTTP API JWT authorizer; both are accepted.
 */
export function parseGroups(value: ClaimValue | undefined): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map(String);
  const text = String(value).trim();
  if (text.startsWith('[') && text.endsWith(']')) {
    return text
      .slice(1, -1)
      .split(/[\s,]+/)
      .map((g) => g.replace(/^"|"$/g, ''))
      .filter(Boolean);
  }
  return text ? [text] : [];
}

/** The caller of a request, or `undefined` when no authorizer ran (public routes). */
export function callerOf(event: APIGatewayProxyEventV2): Caller | undefined {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, ClaimValue> } } })
    .authorizer?.jwt?.claims;
  if (!claims?.sub) return undefined;
  return callerOfClaims(claims);
}

/**
 * The caller whose verified token carries `claims` (an authorizer's, or an ID token a public route
 * verified itself: core/auth/id-token.ts). Missing claims read as empty, `authTime` as 0.
 */
export function callerOfClaims(token: object): Caller {
  const claims = token as Record<string, unknown>;
  return {
    sub: String(claims.sub ?? ''),
    email: typeof claims.email === 'string' ? claims.email : '',
    groups: parseGroups(claims['cognito:groups'] as ClaimValue | undefined),
    issuer: String(claims.iss ?? ''),
    authTime: Number(claims.auth_time ?? claims.iat ?? 0) || 0,
  };
}
