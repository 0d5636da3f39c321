/**
 * Candidate login accounts (docs/architecture.md#access-patterns, #auth). One item per email, `ACCOUNT#{email}` / `ACCOUNT`,
 * written with `attribute_not_exists` so one email holds at most one account whatever runs at once.
 * It links the candidate pool's Cognito `sub` to the candidate (= resume) record `USER#{userId}`,
 * keeps the real last-login time and login count, and is what the admin users list pages over
 * (GSI partition `USERS`, newest first; total from the `USERS` counter).
 *
 * Lifecycle: a registration first *claims* the email (`state: 'pending'`), then creates the Cognito
 * user, then *links* it (`state: 'active'`) in the transaction that creates or updates the record.
 * A claim left by a crashed run goes stale after `CLAIM_STALE_MS` and may be taken over.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients.js';
import {
  counterDelta,
  getItem,
  isConditionFailure,
  type PageRequest,
  queryPage,
  readCounters,
  type TransactItem,
  tableName,
} from './db.js';
import { counters, indexKeys, keys, partitions } from './keys.js';

/** A pending claim older than this belongs to a registration that died; another may take it over. */
export const CLAIM_STALE_MS = 2 * 60_000;

export interface AccountItem {
  email: string;
  state: 'pending' | 'active';
  /** Id of the registration run that holds a pending claim. */
  claimId?: string;
  claimedAt?: string;
  /** Candidate pool `sub` (active accounts). */
  sub?: string;
  /** The candidate record `USER#{userId}` (active accounts). */
  userId?: string;
  createdAt?: string;
  lastLoginAt?: string;
  loginCount?: number;
}

/** The account of `email`, or `undefined`. Strongly consistent: used right after writes and at login. */
export async function getAccount(email: string): Promise<AccountItem | undefined> {
  return getItem<AccountItem>(keys.candidateAccount(email), true);
}

/**
 * Claims `email` for one registration run. Returns false when an account exists or another run
 * holds a fresh claim (the caller answers 409).
 */
export async function claimAccount(email: string, claimId: string, now: Date): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.candidateAccount(email),
          email,
          state: 'pending',
          claimId,
          claimedAt: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR (#state = :pending AND claimedAt < :stale)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':stale': new Date(now.getTime() - CLAIM_STALE_MS).toISOString(),
        },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Drops a pending claim of this run (registration failed); a claim of another run is left alone. */
export async function releaseClaim(email: string, claimId: string): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.candidateAccount(email),
        ConditionExpression: '#state = :pending AND claimId = :claim',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending', ':claim': claimId },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/**
 * The transaction items that turn this run's claim into an active account linked to `userId`
 * (and count it in `USERS`). The update fails its condition if the claim was lost meanwhile.
 */
export function activateAccountItems(a: {
  email: string;
  claimId: string;
  sub: string;
  userId: string;
  createdAt: string;
}): TransactItem[] {
  const index = indexKeys.candidateAccount({ userId: a.userId, createdAt: a.createdAt });
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.candidateAccount(a.email),
        UpdateExpression:
          'SET #state = :active, #sub = :sub, userId = :uid, createdAt = :now, loginCount = :zero, ' +
          'gsi1pk = :g1pk, gsi1sk = :g1sk REMOVE claimId, claimedAt',
        ConditionExpression: '#state = :pending AND claimId = :claim',
        ExpressionAttributeNames: { '#state': 'state', '#sub': 'sub' },
        ExpressionAttributeValues: {
          ':active': 'active',
          ':pending': 'pending',
          ':claim': a.claimId,
          ':sub': a.sub,
          ':uid': a.userId,
          ':now': a.createdAt,
          ':zero': 0,
          ':g1pk': index.gsi1pk,
          ':g1sk': index.gsi1sk,
        },
      },
    },
    counterDelta(counters.users, 1),
  ];
}

/** Records a successful login: the time and one more in the count (admin users table). */
export async function recordCandidateLogin(email: string, at: Date): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.candidateAccount(email),
      UpdateExpression: 'SET lastLoginAt = :at ADD loginCount :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at.toISOString(), ':one': 1 },
    }),
  );
}

/** Transaction items that remove an active account and its count (the candidate is being erased). */
export function deleteAccountItems(email: string): TransactItem[] {
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: keys.candidateAccount(email),
        ConditionExpression: '#state = :active',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':active': 'active' },
      },
    },
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
