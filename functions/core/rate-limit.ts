/**
 * Fixed-window rate limiting kept in DynamoDB (works the same in Lambda and locally, across
 * concurrent invocations): one counter item per scope, subject and window, removed by TTL.
 * Used for failed logins (per account and per client address), the contact form (per address), and
 * anonymous upload requests and sign-ups (per address and per e-mail).
 */
import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.js';
import { optionalConfig } from './config.js';
import { tableName } from './data/db.js';
import { keys } from './data/keys.js';
import { TooManyRequestsError } from './errors.js';

export interface RateRule {
  /** What is limited, e.g. `login-account`, `login-ip`, `contact-ip`. */
  scope: string;
  /** Events allowed per window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

/** Subjects (emails, IP addresses) are stored hashed: the limiter keeps no personal data. */
const subjectKey = (subject: string) =>
  createHash('sha256').update(subject.trim().toLowerCase()).digest('hex').slice(0, 32);

/** The rule's limit times `RATE_LIMIT_SCALE` (1 unless the bench sets it). */
const limitOf = (rule: RateRule) => rule.limit * Number(optionalConfig('rateLimitScale') ?? 1);

function windowOf(rule: RateRule, nowMs: number) {
  const start = Math.floor(nowMs / 1000 / rule.windowSeconds) * rule.windowSeconds;
  return { start, retryAfter: start + rule.windowSeconds - nowMs / 1000 };
}

/**
 * Counts one event for `subject`; throws `TooManyRequestsError(message)` when this event goes past
 * the limit of the current window. Returns the count in the window.
 */
export async function consume(
  rule: RateRule,
  subject: string,
  message: string,
  nowMs = Date.now(),
): Promise<number> {
  const w = windowOf(rule, nowMs);
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.rateWindow(rule.scope, subjectKey(subject), w.start),
      UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': w.start + rule.windowSeconds * 2 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const count = Number(out.Attributes?.count ?? 1);
  if (count > limitOf(rule)) throw new TooManyRequestsError(message, w.retryAfter);
  return count;
}

/**
 * Throws `TooManyRequestsError(message)` if `subject` already used up the current window, without
 * counting (check before an attempt; count failures afterwards with `consume`).
 */
export async function assertNotLimited(
  rule: RateRule,
  subject: string,
  message: string,
  nowMs = Date.now(),
): Promise<void> {
  const w = windowOf(rule, nowMs);
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.rateWindow(rule.scope, subjectKey(subject), w.start),
    }),
  );
  if (Number(out.Item?.count ?? 0) >= limitOf(rule)) throw new TooManyRequestsError(message, w.retryAfter);
}
