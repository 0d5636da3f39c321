/**
 * Candidate accounts (docs/requirements.md#signup, #api-calls; docs/architecture.md#auth): sign-up with
 * e-mail confirmation, login, the profile, token renewal and revocation, and what the admin users
 * pages show and do (docs/requirements.md#users-and-admins, #api-calls).
 *
 * A candidate is ONE record, `USER#{id}` (the resume record, unique by email). An account is linked
 * to it only once its e-mail is confirmed (Cognito's code): at confirmation, or at the first login
 * Cognito accepts if that link did not happen. Until then the account reaches nothing, so a
 * stranger who signs up with the e-mail of someone who handed in a CV sees none of it.
 */
import { randomUUID } from 'node:crypto';
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ACCOUNT_MESSAGES } from '../../contract/messages.js';
import { CANDIDATE_AUTH_MESSAGES, type CandidateLoginResponse } from '../../contract/schemas/auth.js';
import type { AdminUserView, CandidateProfile, UserListResponse } from '../../contract/schemas/users.js';
import type { Caller } from '../auth/claims.js';
import {
  confirmSignUp,
  pools,
  refreshSession,
  resendConfirmationCode,
  revokeRefreshToken,
  signIn,
  signUp,
} from '../auth/cognito.js';
import { assertLoginAllowed, recordLoginFailure } from '../auth/login-throttle.js';
import { candidateSessionValid, sessionSignInTime } from '../auth/revocation.js';
import { cognitoClient } from '../clients.js';
import { config } from '../config.js';
import {
  type AccountItem,
  activateAccountItems,
  claimAccount,
  deleteAccountItems,
  getAccount,
  listAccounts,
  markUnconfirmed,
  recordCandidateLogin,
  releaseClaim,
  revokeCandidateSessions,
} from '../data/accounts.js';
import { deleteApplications } from '../data/applications.js';
import { isConditionFailure, type PageRequest, raceLost, retryOnConflict, transact } from '../data/db.js';
import {
  cvSummary,
  findResumeIdByEmail,
  getResumeItem,
  newCandidateRecordItems,
  type ResumeItem,
  recordExists,
} from '../data/resumes.js';
import { ConflictError, NotFoundError, UnauthorizedError } from '../errors.js';
import { logger } from '../log.js';
import { queueMailAlone } from '../mail/queue.js';
import { consume, type RateRule } from '../rate-limit.js';

/** 401 text when a refresh token no longer works (expired, revoked, or the account is gone). */
export const SESSION_EXPIRED = ACCOUNT_MESSAGES.sessionExpired;
/** 404 text of the users routes. */
export const USER_NOT_FOUND = ACCOUNT_MESSAGES.userNotFound;

const CODE_MESSAGES = {
  invalid: CANDIDATE_AUTH_MESSAGES.codeInvalid,
  expired: CANDIDATE_AUTH_MESSAGES.codeExpired,
  throttled: CANDIDATE_AUTH_MESSAGES.codeThrottled,
};

/**
 * Every sign-up answer takes at least this long (ms), so that a registered e-mail (no Cognito call)
 * cannot be told from a new one (Cognito SignUp) by the response time; a request for a
 * password-reset code waits as long (core/domain/password-reset.ts).
 */
export const SIGNUP_ANSWER_FLOOR_MS = 700;

// ── sign-up and confirmation ─────────────────────────────────────────────────────────────────

/**
 * Sign-up attempts per hour. A person signs up once (a double-click or a retry adds a few); an
 * address allows for a class or an office signing up behind one NAT.
 */
export const SIGNUP_RATE_RULES = {
  address: { scope: 'signup-ip', limit: 50, windowSeconds: 60 * 60 },
  email: { scope: 'signup-email', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/**
 * Code attempts per hour (entering a sign-up or password-reset code, asking for a new one), counted
 * apart from sign-ups. Per e-mail AND client address together, so a stranger's attempts never use
 * up the owner's: the owner can always enter the right code and ask for a new one; per address, so
 * one address cannot guess across many e-mails. Guessing one e-mail's code from many addresses is
 * bounded by Cognito's own limit of failed code attempts per user and by the code's short life.
 */
export const CODE_RATE_RULES = {
  pair: { scope: 'code-email-ip', limit: 20, windowSeconds: 60 * 60 },
  address: { scope: 'code-ip', limit: 100, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** The 429 text (the wait is in the Retry-After header). */
export const SIGNUP_THROTTLED = 'Too many sign-up attempts. Please try again later.';

/** Counts one sign-up of `email` from `address` ({@link SIGNUP_RATE_RULES}); 429 past either limit. */
export async function consumeSignUpAttempt(email: string, address: string): Promise<void> {
  await consume(SIGNUP_RATE_RULES.email, email.toLowerCase(), SIGNUP_THROTTLED);
  await consume(SIGNUP_RATE_RULES.address, address, SIGNUP_THROTTLED);
}

/**
 * Counts one code attempt for `subject` (an e-mail, or an admin's login identifier) from `address`
 * ({@link CODE_RATE_RULES}); 429 with `CANDIDATE_AUTH_MESSAGES.codeThrottled` past either limit.
 */
export async function consumeCodeAttempt(subject: string, address: string): Promise<void> {
  const message = CANDIDATE_AUTH_MESSAGES.codeThrottled;
  await consume(CODE_RATE_RULES.pair, `${subject.trim().toLowerCase()}\n${address}`, message);
  await consume(CODE_RATE_RULES.address, address, message);
}

/**
 * Signs a candidate up: creates an UNCONFIRMED Cognito user (Cognito mails it a code) and an
 * account awaiting confirmation, linked to nothing yet. The caller answers the same whatever
 * happened here: when the email has an active account, its owner is told someone tried
 * ({@link noticeSignUpAttempt}); when another sign-up of the email is running, nothing is done.
 * A new sign-up of an e-mail awaiting confirmation changes nothing of it (not its password): the
 * code is mailed to the address again, so the owner can finish the sign-up they started.
 */
export async function registerCandidate(input: {
  name: string;
  email: string;
  password: string;
}): Promise<void> {
  const floor = new Promise((resolve) => setTimeout(resolve, SIGNUP_ANSWER_FLOOR_MS));
  await Promise.all([signUpCandidate({ ...input, email: input.email.toLowerCase() }), floor]);
}

async function signUpCandidate(input: { name: string; email: string; password: string }): Promise<void> {
  const { email } = input;
  const existing = await getAccount(email);
  if (existing?.state === 'active') return noticeSignUpAttempt(email);
  if (existing?.state === 'unconfirmed') return resendPendingCode(email);
  const claimId = randomUUID();
  if (!(await claimAccount(email, claimId, new Date()))) {
    // Since we looked: activated (the owner is told), awaiting confirmation (the code goes again),
    // or a sign-up of this email is running (that run answers).
    const now = await getAccount(email);
    if (now?.state === 'active') await noticeSignUpAttempt(email);
    else if (now?.state === 'unconfirmed') await resendPendingCode(email);
    return;
  }
  try {
    // We hold the claim and no account exists: a Cognito user under this email is the leftover of a
    // run that died before its account was written. It reaches nothing; the new sign-up replaces it.
    await deleteCognitoCandidate(email);
    const sub = await signUp(pools.candidate(), input);
    if (!(await markUnconfirmed({ email, claimId, sub, name: input.name }))) {
      logger.warn('register: the sign-up claim was taken over by a later sign-up');
    }
  } catch (err) {
    await releaseClaim(email, claimId).catch(() => {});
    throw err;
  }
}

/**
 * Mails the code of the sign-up awaiting confirmation again (a second sign-up of its e-mail). Never
 * fails the sign-up's answer: a refusal (Cognito's own limit) is logged, since the answer must read
 * like any other sign-up's.
 */
async function resendPendingCode(email: string): Promise<void> {
  try {
    await resendConfirmationCode(pools.candidate(), email, CODE_MESSAGES);
  } catch (err) {
    logger.warn('register: the code of a pending sign-up was not sent again', {
      error: (err as Error).name,
    });
  }
}

/**
 * Tells the owner of a registered e-mail that someone tried to sign up with it
 * (docs/requirements.md#signup), by the `sign-up-attempt` mail. At most one such mail per address
 * and hour: the event id names the hour, so a burst of attempts is not a burst of mail. Queued for
 * the outbox function: the answer to the sign-up says nothing of it.
 */
async function noticeSignUpAttempt(email: string): Promise<void> {
  const now = new Date();
  const outcome = await queueMailAlone({
    to: email,
    template: 'sign-up-attempt',
    data: { attemptedAt: now.toISOString(), signInUrl: `${config('siteOrigin')}/login` },
    eventId: `sign-up-attempt#${email}#${now.toISOString().slice(0, 13)}`,
  });
  logger.info('register: sign-up attempted for a registered e-mail', {
    domain: email.split('@')[1],
    outcome,
  });
}

/**
 * Confirms a sign-up with the mailed code and links the account to the candidate record of its
 * e-mail (created when the e-mail never handed in a CV). Repeating it after success is harmless.
 * @throws ValidationError (wrong or expired code), TooManyRequestsError, ConflictError (a new
 *   sign-up of the email replaced this one meanwhile).
 */
export async function confirmCandidate(emailInput: string, code: string): Promise<void> {
  const email = emailInput.toLowerCase();
  await confirmSignUp(pools.candidate(), email, code, CODE_MESSAGES);
  const account = await getAccount(email);
  if (account?.state === 'active') return;
  if (account?.state !== 'unconfirmed' || !account.sub) throw new ConflictError(ACCOUNT_MESSAGES.accountBusy);
  await activateAccount(account);
}

/** Mails a new confirmation code; silent for unknown or confirmed e-mails (no enumeration). */
export async function resendCandidateCode(emailInput: string): Promise<void> {
  await resendConfirmationCode(pools.candidate(), emailInput.toLowerCase(), CODE_MESSAGES);
}

/** Removes the candidate pool user of `email`, if any. */
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
 * Activates the confirmed `account` and links it to the record of its email, creating the record
 * when the email never handed in a CV. A CV upload of the same email racing with us makes the
 * record creation fail its guard; the next round links to the record that upload created.
 */
async function activateAccount(account: AccountItem): Promise<ResumeItem> {
  const { email, sub } = account;
  return retryOnConflict(async () => {
    const now = new Date().toISOString();
    const existingId = await findResumeIdByEmail(email);
    const userId = existingId ?? randomUUID();
    const items = activateAccountItems({ email, sub: sub!, userId, createdAt: now });
    const record = existingId
      ? [recordExists(existingId)]
      : newCandidateRecordItems({ id: userId, name: account.name ?? '', email, now });
    try {
      await transact([...items, ...record]);
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      // Item 0 is the account: activated by a concurrent confirmation, or replaced by a new sign-up.
      if (isConditionFailure(err, 0)) {
        const current = await getAccount(email);
        if (current?.state !== 'active' || current.sub !== sub)
          throw new ConflictError(ACCOUNT_MESSAGES.accountBusy);
        const linked = await getResumeItem(current.userId!, true);
        if (linked) return linked;
      }
      raceLost(); // a concurrent upload created the record: the retry links to it
    }
    const item = await getResumeItem(userId, true);
    if (!item) throw new Error('the linked candidate record vanished');
    return item;
  }, ACCOUNT_MESSAGES.accountBusy);
}

// ── login, renewal, logout, profile ──────────────────────────────────────────────────────────

/**
 * Signs a candidate in: failed attempts are throttled per account and per client address; a
 * success records the login time and count. The same 401 text whatever was wrong; 403
 * (`CANDIDATE_AUTH_MESSAGES.notConfirmed`) for a right password of an unconfirmed e-mail. Answers
 * the login body and, apart, the refresh token (the handler puts it in the session cookie).
 */
export async function loginCandidate(
  emailInput: string,
  password: string,
  address: string,
): Promise<{ login: CandidateLoginResponse; refreshToken: string }> {
  const email = emailInput.trim().toLowerCase();
  await assertLoginAllowed('user', email, address);
  let tokens: Awaited<ReturnType<typeof signIn>>;
  let account: AccountItem | undefined;
  try {
    tokens = await signIn(
      pools.candidate(),
      email,
      password,
      CANDIDATE_AUTH_MESSAGES.loginFailed,
      CANDIDATE_AUTH_MESSAGES.notConfirmed,
    );
    account = await getAccount(email);
    // Cognito accepted the password, so the e-mail is confirmed: finish a link that did not happen.
    if (account?.state === 'unconfirmed' && account.sub === tokens.claims.sub) {
      await activateAccount(account);
      account = await getAccount(email);
    }
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
    login: {
      token: tokens.idToken,
      expiresIn: tokens.expiresIn,
      user: { _id: account.userId!, name: record?.name ?? '', email, avatar: null },
    },
    refreshToken: tokens.refreshToken,
  };
}

/**
 * A new ID token for a candidate refresh token, if the account still exists and the session was
 * not revoked since it signed in (a logout or a password reset: docs/architecture.md#auth: revocation).
 */
export async function refreshCandidate(refreshToken: string): Promise<{ token: string; expiresIn: number }> {
  const t = await refreshSession(pools.candidate(), refreshToken, SESSION_EXPIRED);
  const account = t.claims.email ? await getAccount(t.claims.email) : undefined;
  if (!candidateSessionValid(account, t.claims.sub, sessionSignInTime(refreshToken, t.claims)))
    throw new UnauthorizedError(SESSION_EXPIRED);
  return { token: t.idToken, expiresIn: t.expiresIn };
}

/**
 * Logout (docs/architecture.md#auth: revocation): revokes the refresh token in Cognito and ends
 * every session of the candidate signed in up to now, so the ID tokens already handed out stop
 * working at the next request, not when they expire. Unknown or revoked tokens are no error.
 */
export async function logoutCandidate(refreshToken: string): Promise<void> {
  // The refresh token names no user by itself (Cognito's is encrypted): one renewal tells whose it is.
  const owner = await refreshSession(pools.candidate(), refreshToken, SESSION_EXPIRED).catch((err) => {
    if (err instanceof UnauthorizedError) return undefined;
    throw err;
  });
  await revokeRefreshToken(pools.candidate(), refreshToken);
  if (owner?.claims.email) await revokeSessionsNow(owner.claims.email, owner.claims.sub);
}

/**
 * Ends every session of the account (`email`, `sub`) signed in up to now. Answers once the current
 * second has passed: revocation is by whole seconds (tokens' `auth_time`), so a sign-in after this
 * answer is never taken for a revoked one.
 */
export async function revokeSessionsNow(email: string, sub: string): Promise<void> {
  const at = Math.floor(Date.now() / 1000);
  await revokeCandidateSessions(email.toLowerCase(), sub, at);
  const wait = (at + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
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
    cv: cvSummary(record),
    expiryDate: record.expiryDate ?? null,
    applications: record.applications ?? [],
    lastLoginAt: account.lastLoginAt ?? null,
  };
}

/**
 * The record of the signed-in candidate. The token's email finds the account; its `sub` must be the
 * account's, so a token of an erased and re-created account of the same email cannot read the new one.
 * @throws NotFoundError when the account (or its record) no longer exists; UnauthorizedError when
 *   the token's session was ended by a logout or a password reset.
 */
export async function candidateOf(caller: Caller): Promise<{ account: AccountItem; record: ResumeItem }> {
  const account = caller.email ? await getAccount(caller.email) : undefined;
  if (account?.state !== 'active' || account.sub !== caller.sub || !account.userId)
    throw new NotFoundError(ACCOUNT_MESSAGES.profileNotFound);
  // A session ended by a logout or a password reset (docs/architecture.md#auth: revocation).
  if (!candidateSessionValid(account, caller.sub, caller.authTime)) throw new UnauthorizedError();
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
