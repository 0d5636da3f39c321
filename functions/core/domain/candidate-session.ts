/**
 * Whether a request to a public route carries the session of a signed-in candidate
 * (docs/requirements.md#cv-confirmation): `POST /resume/upload` has no JWT authorizer in front (a
 * visitor needs none), yet a candidate's own upload, signed in, becomes their current CV at once.
 */
import { callerOfClaims } from '../auth/claims.js';
import { verifyIdToken } from '../auth/id-token.js';
import { NotFoundError, UnauthorizedError } from '../errors.js';
import { candidateOf } from './accounts.js';

/**
 * The record id of the candidate whose candidate-pool ID token is the bearer of `authorization`
 * (`Bearer <jwt>`), or `undefined`: no bearer, a token that fails verification (signature, issuer,
 * audience, expiry), a session the candidate ended (logout, password reset: it counts as no session,
 * as any other token that no longer holds, so the upload is taken as anonymous, not refused) or a
 * candidate without an active account and record. Never throws for those; throws what the table throws.
 */
export async function signedInCandidateId(authorization: string | undefined): Promise<string | undefined> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!token) return undefined;
  if (token.split('.').length !== 3) return undefined;
  const claims = await verifyIdToken('candidate', token).catch(() => undefined);
  if (!claims) return undefined;
  try {
    // A candidate token carries no groups: the record is the candidate's alone.
    const { record } = await candidateOf({ ...callerOfClaims(claims), groups: [] });
    return record.id;
  } catch (err) {
    if (err instanceof NotFoundError || err instanceof UnauthorizedError) return undefined;
    throw err;
  }
}
