/**
 * Candidate login accounts (docs/architecture.md#access-patterns, #auth). One item per email, `ACCOUNT#{email}` / `ACCOUNT`,
 * written under conditions so one email holds at most one account whatever runs at once.
 * It links the candidate pool's Cognito `sub` to the candidate (= resume) record `USER#{userId}`,
 * keeps the real last-login time and login count, and is what the admin users list pages over
 * (GSI partition `USERS`, newest first; total from the `USERS` counter).
 *
 * Lifecycle: a sign-up first *claims* the email (`state: 'pending'`), then creates the unconfirmed
 * Cognito user and marks the account `unconfirmed` (with its `sub`, no record). Only when the
 * e-mail is confirmed is the account *activated* (`state: 'active'`) and linked to the candidate
 * record, in the transaction that creates or checks that record: a CV handed in under the email is
 * never reachable through an account whose owner did not prove the address. A claim left by a
 * crashed run goes stale after `CLAIM_STALE_MS`. An unconfirmed account is never claimed over: a
 * later sign-up of its e-mail only has the code sent again (core/domain/accounts.ts), so nobody can
 * put their password on someone else's pending sign-up.
 */
import {
  counterDelta,
  deleteItem,
  getItem,
  isConditionFailure,
  type PageRequest,
  putItem,
  queryPage,
  readCounters,
  type TransactItem,
  transact,
  update,
  updateItem,
} from './db.js';
import { counters, indexKeys, keys, partitions } from './keys.js';

/** A pending claim older than this belongs to a registration that died; another may take it over. */
export const CLAIM_STALE_MS = 2 * 60_000;

export interface AccountItem {
  email: string;
  state: 'pending' | 'unconfirmed' | 'active';
  /** Id of the registration run that holds a pending claim. */
  claimId?: string;
  claimedAt?: string;
  /** Candidate pool `sub` (unconfirmed and active accounts). */
  sub?: string;
  /** The name given at sign-up (unconfirmed accounts): the record is created with it at activation. */
  name?: string;
  /** The candidate record `USER#{userId}` (active accounts). */
  userId?: string;
  createdAt?: string;
  lastLoginAt?: string;
  loginCount?: number;
  /**
   * Epoch seconds of the last logout or password reset: tokens and renewals of sessions signed in
   * up to this second are refused (docs/architecture.md#auth: revocation).
   */
  sessionsRevokedAt?: number;
}

const STATE = { '#state': 'state' };

/** The account of `email`, or `undefined`. Strongly consistent: used right after writes and at login. */
export async function getAccount(email: string): Promise<AccountItem | undefined> {
  return getItem<AccountItem>(keys.candidateAccount(email), true);
}

/**
 * Claims `email` for one sign-up run. Returns false when an account awaiting confirmation or an
 * active one exists, or another run holds a fresh claim.
 */
export async function claimAccount(email: string, claimId: string, now: Date): Promise<boolean> {
  try {
    await transact([
      putItem(
        { ...keys.candidateAccount(email), email, state: 'pending', claimId, claimedAt: now.toISOString() },
        {
          expression: 'attribute_not_exists(pk) OR (#state = :pending AND claimedAt < :stale)',
          names: STATE,
          values: {
            ':pending': 'pending',
            ':stale': new Date(now.getTime() - CLAIM_STALE_MS).toISOString(),
          },
        },
      ),
    ]);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Drops a pending claim of this run (sign-up failed); a claim of another run is left alone. */
export async function releaseClaim(email: string, claimId: string): Promise<void> {
  try {
    await transact([
      deleteItem(keys.candidateAccount(email), {
        expression: '#state = :pending AND claimId = :claim',
        names: STATE,
        values: { ':pending': 'pending', ':claim': claimId },
      }),
    ]);
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/**
 * Turns this run's claim into an account awaiting confirmation of its e-mail, holding the new
 * Cognito user's `sub` and the sign-up name. Returns false when the claim was lost meanwhile.
 */
export async function markUnconfirmed(a: {
  email: string;
  claimId: string;
  sub: string;
  name: string;
}): Promise<boolean> {
  try {
    await update(
      keys.candidateAccount(a.email),
      { set: { state: 'unconfirmed', sub: a.sub, name: a.name }, remove: ['claimId', 'claimedAt'] },
      {
        expression: '#state = :pending AND claimId = :claim',
        names: STATE,
        values: { ':pending': 'pending', ':claim': a.claimId },
      },
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * The transaction items that turn the unconfirmed account of `sub` into an active account linked
 * to `userId` (and count it in `USERS`). Item 0 fails its condition when the account is no longer
 * that unconfirmed one (a new sign-up claimed it, or it was activated meanwhile).
 */
export function activateAccountItems(a: {
  email: string;
  sub: string;
  userId: string;
  createdAt: string;
}): TransactItem[] {
  return [
    updateItem(
      keys.candidateAccount(a.email),
      {
        set: {
          state: 'active',
          userId: a.userId,
          createdAt: a.createdAt,
          loginCount: 0,
          ...indexKeys.candidateAccount({ userId: a.userId, createdAt: a.createdAt }),
        },
        remove: ['name'],
      },
      {
        expression: '#state = :unconfirmed AND #sub = :sub',
        names: { ...STATE, '#sub': 'sub' },
        values: { ':unconfirmed': 'unconfirmed', ':sub': a.sub },
      },
    ),
    counterDelta(counters.users, 1),
  ];
}

/** Records a successful login: the time and one more in the count (admin users table). */
export async function recordCandidateLogin(email: string, at: Date): Promise<void> {
  await update(
    keys.candidateAccount(email),
    { set: { lastLoginAt: at.toISOString() }, add: { loginCount: 1 } },
    { expression: 'attribute_exists(pk)' },
  );
}

/**
 * Records that the sessions of the active account of `email` and Cognito user `sub` signed in up to
 * `at` (epoch seconds) no longer count. No-op when the account is not that active one.
 */
export async function revokeCandidateSessions(email: string, sub: string, at: number): Promise<void> {
  try {
    await update(
      keys.candidateAccount(email),
      { set: { sessionsRevokedAt: at } },
      {
        expression: '#state = :active AND #sub = :sub',
        names: { ...STATE, '#sub': 'sub' },
        values: { ':active': 'active', ':sub': sub },
      },
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** Transaction items that remove an active account and its count (the candidate is being erased). */
export function deleteAccountItems(email: string): TransactItem[] {
  return [
    deleteItem(keys.candidateAccount(email), {
      expression: '#state = :active',
      names: STATE,
      values: { ':active': 'active' },
    }),
    counterDelta(counters.users, -1),
  ];
}

/** A page of active accounts, newest first, with the total from the `USERS` counter. */
export async function listAccounts(page: PageRequest): Promise<{ items: AccountItem[]; total: number }> {
  const [items, totals] = await Promise.all([
    queryPage<AccountItem>(partitions.users, page, { newestFirst: true }),
    readCounters([counters.users]),
  ]);
  return { items, total: totals[counters.users] };
}
