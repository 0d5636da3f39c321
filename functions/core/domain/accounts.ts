/**
 * Candidate accounts (docs/requirements.md#signup, #api-calls; docs/architecture.md#auth): sign-up, login, the profile, token
 * renewal, and what the admin users pages show and do (docs/requirements.md#users-and-admins, #api-calls).
 *
 * A candidate is ONE record, `USER#{id}` (the resume record, unique by email). Signing up with an
 * email that already handed in a CV links the account to that record; otherwise the record is
 * created, without a CV, in the same transaction that activates the account.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ACCOUNT_MESSAGES } from '../../contract/messages.js';
import {
  CANDIDATE_AUTH_MESSAGES,
  type CandidateLoginResponse,
  type CandidateUser,
} from '../../contract/schemas/auth.js';
import type { AdminUserView, CandidateProfile, UserListResponse } from '../../contract/schemas/users.js';
import type { Caller } from '../auth/claims.js';
import { refreshSession, signIn } from '../auth/cognito.js';
import { assertLoginAllowed, recordLoginFailure } from '../auth/login-throttle.js';
import { cognitoClient } from '../clients.js';
import { config } from '../config.js';
import {
  type AccountItem,
  activateAccountItems,
  claimAccount,
  deleteAccountItems,
  getAccount,
  listAccounts,
  recordCandidateLogin,
  releaseClaim,
} from '../data/accounts.js';
import { deleteApplications } from '../data/applications.js';
import { isConditionFailure, type PageRequest, retryOnConflict, transact } from '../data/db.js';
import {
  findResumeIdByEmail,
  getResumeItem,
  newCandidateRecordItems,
  type ResumeItem,
  recordExists,
} from '../data/resumes.js';
import { ConflictError, NotFoundError, UnauthorizedError } from '../errors.js';
import { logger } from '../log.js';

const candidatePool = () => ({
  userPoolId: config('candidatePoolId'),
  clientId: config('candidateClientId'),
});

/** 401 text when a refresh token no longer works (expired, revoked, or the account is gone). */
export const SESSION_EXPIRED = ACCOUNT_MESSAGES.sessionExpired;
/** 404 text of the users routes. */
export const USER_NOT_FOUND = ACCOUNT_MESSAGES.userNotFound;

// ── sign-up ──────────────────────────────────────────────────────────────────────────────────

/**
 * Creates a confirmed candidate account (Cognito user with a permanent password, so login works at
 * once) linked to the candidate record of `email`. Exactly one of any number of concurrent sign-ups
 * with one email succeeds: the email is claimed in DynamoDB (`attribute_not_exists`) before Cognito
 * is touched, so the others answer 409 and never create a Cognito user.
 *
 * @throws ConflictError(`CANDIDATE_AUTH_MESSAGES.emailExists`) when the email has an account.
 */
export async function registerCandidate(input: {
  name: string;
  email: string;
  password: string;
}): Promise<CandidateUser> {
  const email = input.email.toLowerCase();
  const claimId = randomUUID();
  if (!(await claimAccount(email, claimId, new Date())))
    throw new ConflictError(CANDIDATE_AUTH_MESSAGES.emailExists);
  let cognitoUserCreated = false;
  try {
    const sub = await createCognitoCandidate(email, input.password, input.name);
    cognitoUserCreated = true;
    const record = await linkAccount({ email, name: input.name, sub, claimId });
    return { _id: record.id, name: record.name, email, avatar: null };
  } catch (err) {
    // Leave nothing half-made: the Cognito user (only ever created by the claim holder) and the claim.
    // A ConflictError here means our claim was taken over: the user under this email is the new holder's.
    if (cognitoUserCreated && !(err instanceof ConflictError))
      await deleteCognitoCandidate(email).catch(() => {});
    await releaseClaim(email, claimId).catch(() => {});
    throw err;
  }
}

/** Creates the Cognito user (confirmed, permanent password) and answers its `sub`. */
async function createCognitoCandidate(email: string, password: string, name: string): Promise<string> {
  const UserPoolId = config('candidatePoolId');
  const create = () =>
    cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: name },
        ],
      }),
    );
  let created: Awaited<ReturnType<typeof create>>;
  try {
    created = await create();
  } catch (err) {
    if ((err as { name?: string }).name !== 'UsernameExistsException') throw err;
    // We hold the claim and no account is active, so this user is a leftover of a run that died
    // (or of an erasure whose Cognito step failed): it has no record to protect. Start it afresh.
    logger.warn('register: replacing an orphaned candidate pool user');
    await deleteCognitoCandidate(email);
    created = await create();
  }
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito returned no sub for the new candidate');
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: password, Permanent: true }),
  );
  return sub;
}

async function deleteCognitoCandidate(email: string): Promise<void> {
  try {
    await cognitoClient().send(
      new AdminDeleteUserCommand({ UserPoolId: config('candidatePoolId'), Username: email }),
    );
  } catch (err) {
    if ((err as { name?: string }).name !== 'UserNotFoundException') throw err;
  }
}

/**
 * Activates the claimed account and links it to the record of `email`, creating the record when the
 * email never handed in a CV. A CV upload of the same email racing with us makes the record
 * creation fail its guard; the next round links to the record that upload created.
 */
async function linkAccount(a: {
  email: string;
  name: string;
  sub: string;
  claimId: string;
}): Promise<ResumeItem> {
  return retryOnConflict(async () => {
    const now = new Date().toISOString();
    const existingId = await findResumeIdByEmail(a.email);
    const userId = existingId ?? randomUUID();
    const account = activateAccountItems({
      email: a.email,
      claimId: a.claimId,
      sub: a.sub,
      userId,
      createdAt: now,
    });
    const record = existingId
      ? [recordExists(existingId)]
      : newCandidateRecordItems({ id: userId, name: a.name, email: a.email, now });
    try {
      await transact([...account, ...record]);
    } catch (err) {
      // Item 0 is the claim: lost only if our run was so slow that another took over its stale claim.
      if (isConditionFailure(err, 0)) throw new ConflictError(CANDIDATE_AUTH_MESSAGES.emailExists);
      throw err; // another condition: a concurrent upload created the record; the retry links to it
    }
    const item = await getResumeItem(userId, true);
    if (!item) throw new Error('the linked candidate record vanished');
    return item;
  }, ACCOUNT_MESSAGES.accountBusy);
}

// ── login, renewal, profile ──────────────────────────────────────────────────────────────────

/**
 * Signs a candidate in: failed attempts are throttled per account and per client address; a
 * success records the login time and count. The same 401 text whatever was wrong.
 */
export async function loginCandidate(
  emailInput: string,
  password: string,
  address: string,
): Promise<CandidateLoginResponse> {
  const email = emailInput.trim().toLowerCase();
  await assertLoginAllowed('user', email, address);
  let tokens: Awaited<ReturnType<typeof signIn>>;
  let account: AccountItem | undefined;
  try {
    tokens = await signIn(candidatePool(), email, password, CANDIDATE_AUTH_MESSAGES.loginFailed);
    account = await getAccount(email);
    // A Cognito user whose sign-up has not finished (or was erased) is not an account yet.
    if (account?.state !== 'active' || account.sub !== tokens.claims.sub)
      throw new UnauthorizedError(CANDIDATE_AUTH_MESSAGES.loginFailed);
  } catch (err) {
    if (err instanceof UnauthorizedError) await recordLoginFailure('user', email, address);
    throw err;
  }
  const now = new Date();
  const [record] = await Promise.all([getResumeItem(account.userId!), recordCandidateLogin(email, now)]);
  return {
    token: tokens.idToken,
    refreshToken: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
    user: { _id: account.userId!, name: record?.name ?? '', email, avatar: null },
  };
}

/** A new ID token for a candidate refresh token, if the account still exists. */
export async function refreshCandidate(refreshToken: string): Promise<{ token: string; expiresIn: number }> {
  const t = await refreshSession(candidatePool(), refreshToken, SESSION_EXPIRED);
  const account = t.claims.email ? await getAccount(t.claims.email) : undefined;
  if (account?.state !== 'active' || account.sub !== t.claims.sub)
    throw new UnauthorizedError(SESSION_EXPIRED);
  return { token: t.idToken, expiresIn: t.expiresIn };
}

export function toCandidateProfile(record: ResumeItem, account: AccountItem): CandidateProfile {
  return {
    _id: record.id,
    name: record.name,
    email: record.email,
    avatar: null,
    contact: record.contact ?? null,
    role: record.role ?? '',
    jobTitles: record.jobTitles ?? [],
    status: record.status ?? 'new',
    createdAt: record.createdAt,
    cv: record.cv
      ? {
          fileName: record.cv.fileName,
          contentType: record.cv.contentType,
          size: record.cv.size,
          uploadedAt: record.cv.uploadedAt,
        }
      : null,
    expiryDate: record.expiryDate ?? null,
    applications: record.applications ?? [],
    lastLoginAt: account.lastLoginAt ?? null,
  };
}

/**
 * The record of the signed-in candidate. The token's email finds the account; its `sub` must be the
 * account's, so a token of an erased and re-created account of the same email cannot read the new one.
 * @throws NotFoundError when the account (or its record) no longer exists.
 */
export async function candidateOf(caller: Caller): Promise<{ account: AccountItem; record: ResumeItem }> {
  const account = caller.email ? await getAccount(caller.email) : undefined;
  if (account?.state !== 'active' || account.sub !== caller.sub || !account.userId)
    throw new NotFoundError(ACCOUNT_MESSAGES.profileNotFound);
  const record = await getResumeItem(account.userId, true);
  if (!record) throw new NotFoundError(ACCOUNT_MESSAGES.profileNotFound);
  return { account, record };
}

// ── the admin users pages ────────────────────────────────────────────────────────────────────

function toAdminUserView(record: ResumeItem, account: AccountItem): AdminUserView {
  return {
    _id: record.id,
    name: record.name,
    email: record.email,
    contact: record.contact ?? null,
    status: record.status ?? 'new',
    role: record.role ?? '',
    jobTitles: record.jobTitles ?? [],
    hasCv: Boolean(record.cv),
    createdAt: account.createdAt ?? record.createdAt,
    lastLogin: account.lastLoginAt ?? null,
    loginCount: account.loginCount ?? 0,
    applications: record.applications ?? [],
  };
}

/** A page of registered candidates, newest first; the total from the `USERS` counter. */
export async function listUsers(page: PageRequest): Promise<UserListResponse> {
  const { items, total } = await listAccounts(page);
  // One GetItem per row (at most `limit`, in parallel): the record holds name, phone and status.
  const records = await Promise.all(items.map((a) => (a.userId ? getResumeItem(a.userId) : undefined)));
  const users = items.flatMap((a, i) => (records[i] ? [toAdminUserView(records[i], a)] : []));
  return {
    users,
    totalUsers: total,
    currentPage: page.page,
    totalPages: Math.ceil(total / page.limit),
    limit: page.limit,
  };
}

/**
 * A registered candidate by record id, with the account. Records without an account (a CV handed in
 * without signing up) are resumes, not users: 404 here.
 */
export async function getUser(
  id: string,
): Promise<{ record: ResumeItem; account: AccountItem; view: AdminUserView }> {
  const record = await getResumeItem(id, true);
  const account = record ? await getAccount(record.email) : undefined;
  if (!record || account?.state !== 'active' || account.userId !== id)
    throw new NotFoundError(USER_NOT_FOUND);
  return { record, account, view: toAdminUserView(record, account) };
}

/**
 * Removes what the accounts area keeps about an erased candidate: the applications, the Cognito user
 * and the account item with its count (all idempotent). The record, CV files, guards and their
 * counters are erased by `eraseCandidate`.
 */
export async function eraseCandidateAccount(userId: string, email: string): Promise<void> {
  await deleteApplications(userId);
  const account = await getAccount(email);
  if (account?.userId !== userId) return; // no login, or the email belongs to another record now
  await deleteCognitoCandidate(email);
  try {
    await transact(deleteAccountItems(email));
  } catch (err) {
    if (!isConditionFailure(err)) throw err; // already gone
  }
}
