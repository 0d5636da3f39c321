/**
 * The mail outbox (docs/architecture.md#mail): one item per event a mail is about, keyed by the
 * SHA-256 of the event's id, so a mail is sent at most once per event however often the event is
 * delivered. The item is written `queued` in the same transaction as the change that causes the
 * mail (`queuedMailItem`), so a change is never made without its mail; a sender then claims it
 * (`sending`, with a claim id of its own), and records the outcome: `sent`, `failed` (due again
 * after a back-off) or `abandoned` (given up). While a mail waits the item holds what is needed to
 * render it and sits on the sparse outbox index, due at its next attempt; once sent or given up the
 * recipient and the data are removed (only the hash, the template and SES's message id stay, for
 * 30 days), so nothing in it leads back to the person after an erasure.
 */
import { createHash } from 'node:crypto';
import {
  getItem,
  isConditionFailure,
  putNew,
  queryAll,
  queryPage,
  type TransactItem,
  transact,
  update,
} from './db.js';
import { ATTR, indexKeys, keys, partitions } from './keys.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A claim older than this without an outcome (the sender crashed) is due for a retry (ms). */
export const MAIL_CLAIM_TIMEOUT_MS = 5 * 60_000;
/**
 * A queued mail the stream's attempt did not take (the table stalled, the consumer failed) is due
 * for the outbox run this long after it was queued (ms): the run every minute sends it.
 */
export const MAIL_QUEUED_GRACE_MS = 30_000;
/** Attempts before a mail is given up (logged as an error, `MailGivenUp`): 1 at once + 5 retries. */
export const MAIL_MAX_ATTEMPTS = 6;
/** How long the anonymous trace of a sent mail is kept (days). */
const SENT_TRACE_DAYS = 30;

/** The candidate a mail is to, and what its activity line says beside the template (ids, a status). */
export interface MailSubject {
  resumeId: string;
  details?: Record<string, string>;
  /** The admin who wrote the mail (docs/requirements.md#candidate-messages): the activity line names them. */
  actorId?: string;
}

/** What is needed to render and send a mail again. */
export interface PendingMail {
  to: string;
  template: string;
  data: Record<string, unknown>;
  replyTo?: string;
  /** The candidate the mail is to (their activity timeline), when it is to one. */
  about?: MailSubject;
  /** The candidate a mail to someone else names (an interviewer's invite): given up on their erasure. */
  concerns?: string;
  /**
   * Values minted when the mail is delivered, not when it is queued (a manage link: each attempt
   * issues its own token, so no secret waits in the outbox): the name of a `defineLateData` filler
   * (core/mail.ts) and the ids it needs besides `about`.
   */
  late?: LateRef;
  /** Files sent with the mail (an interview's invite.ics), content base64; small (a few KB). */
  attachments?: MailAttachment[];
  /**
   * Tried once, never again (the contact form: a visitor told to send again must not have the first
   * message arrive later): a claim of it that never finished is given up, not sent.
   */
  noRetry?: boolean;
}

/** A file attached to a mail. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

/** A filler of values minted at delivery, by name, with the ids it needs. */
export interface LateRef {
  fill: string;
  ids?: Record<string, string>;
}

export type SentMailState = 'queued' | 'sending' | 'failed' | 'sent' | 'abandoned';

/** The stored item. `to`, `data`, `replyTo`, `about`, `late` exist only until the mail is sent or given up. */
export interface SentMailItem extends Partial<PendingMail> {
  hash: string;
  template: string;
  state: SentMailState;
  attempts: number;
  createdAt: string;
  nextAttemptAt?: string;
  gsi2sk?: string;
  /** The sender that holds the mail now (a random id per claim). */
  claimId?: string;
  sentAt?: string;
  messageId?: string;
  lastError?: string;
}

/** The key prefix of mail items (`MAIL#{hash}`). */
const MAIL_PK_PREFIX = keys.sentMail('').pk;

/**
 * The DynamoDB Streams filter pattern of the outbox function's event source mapping
 * (lib/app-stack.ts, docs/architecture.md#mail): a mail item written `queued`. A mail written
 * already claimed by its sender (`claimNewMail`) and every later change of an item are not its work.
 */
export const MAIL_STREAM_FILTER_PATTERN = {
  eventName: ['INSERT'],
  dynamodb: {
    Keys: { pk: { S: [{ prefix: MAIL_PK_PREFIX }] } },
    NewImage: { state: { S: ['queued'] } },
  },
} as const;

/**
 * The hash of the mail a stream record queued, by the same rule as {@link MAIL_STREAM_FILTER_PATTERN}
 * (the local stream poller's filter), or `undefined`. `state` is the new image's, when the record
 * carries one (the local poller hands the consumer keys only, having filtered on it).
 */
export function queuedMailOf(record: {
  eventName?: string;
  pk?: string;
  state?: string;
}): string | undefined {
  if (record.eventName !== 'INSERT' || (record.state !== undefined && record.state !== 'queued'))
    return undefined;
  return record.pk?.startsWith(MAIL_PK_PREFIX) ? record.pk.slice(MAIL_PK_PREFIX.length) : undefined;
}

/** SHA-256 (hex) of an event id: the item's key. */
export const eventHash = (eventId: string): string => createHash('sha256').update(eventId).digest('hex');

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/**
 * The transaction item that queues the mail of `eventId`, for the transaction of the change that
 * causes it: `queued`, due for the outbox run {@link MAIL_QUEUED_GRACE_MS} after `now`. It is a
 * conditional put: the whole transaction is cancelled (a condition failure) when the event has a
 * mail already, so each event id must name one change.
 */
export function queuedMailItem(eventId: string, mail: PendingMail, now: Date): TransactItem {
  const hash = eventHash(eventId);
  const nextAttemptAt = later(now, MAIL_QUEUED_GRACE_MS);
  return putNew({
    ...keys.sentMail(hash),
    ...indexKeys.mailOutbox({ hash, nextAttemptAt }),
    hash,
    ...mail,
    state: 'queued',
    attempts: 0,
    createdAt: now.toISOString(),
    nextAttemptAt,
  });
}

/** Queues the mail of `eventId` on its own (no change goes with it). `false` when the event has a mail already. */
export async function queueMail(eventId: string, mail: PendingMail, now: Date): Promise<boolean> {
  try {
    await transact([queuedMailItem(eventId, mail, now)]);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * Writes the mail of `eventId` already claimed by `claimId` (`sending`, attempt 1, due after
 * {@link MAIL_CLAIM_TIMEOUT_MS} in case the sender dies): for a mail its own sender tries at once
 * (core/mail.ts `sendMail`; `noRetry` when that is its only attempt). Answers the item, or
 * `undefined` when the event has a mail already.
 */
export async function claimNewMail(
  eventId: string,
  mail: PendingMail,
  now: Date,
  claimId: string,
): Promise<SentMailItem | undefined> {
  const hash = eventHash(eventId);
  const nextAttemptAt = later(now, MAIL_CLAIM_TIMEOUT_MS);
  const item = {
    hash,
    ...mail,
    state: 'sending' as const,
    claimId,
    attempts: 1,
    createdAt: now.toISOString(),
    nextAttemptAt,
  };
  try {
    await transact([
      putNew({ ...keys.sentMail(hash), ...indexKeys.mailOutbox({ hash, nextAttemptAt }), ...item }),
    ]);
    return item;
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/** Whether `eventId` already has a mail (in any state). */
export async function mailClaimed(eventId: string): Promise<boolean> {
  return (await getItem(keys.sentMail(eventHash(eventId)), true)) !== undefined;
}

/** The mail item of `hash` as stored now (a consistent read), or `undefined`. */
export const getMail = (hash: string): Promise<SentMailItem | undefined> =>
  getItem<SentMailItem>(keys.sentMail(hash), true);

/**
 * Claims a mail for one attempt (`sending`, attempts + 1, claim id `claimId`, due again after
 * {@link MAIL_CLAIM_TIMEOUT_MS} in case the sender dies): a queued mail by its hash (the change's
 * own attempt), or a due one conditioned on its outbox entry being the one read (`read`: the
 * outbox run). Answers the item as claimed, or `undefined` when another sender has it or it is
 * no longer waiting. A claim whose answer was lost (a timeout) but that was applied is found
 * again by its claim id: the caller may simply repeat the call.
 */
export async function claimMail(
  hash: string,
  claimId: string,
  now: Date,
  read?: Pick<SentMailItem, 'gsi2sk'>,
): Promise<SentMailItem | undefined> {
  const nextAttemptAt = later(now, MAIL_CLAIM_TIMEOUT_MS);
  try {
    return await update<SentMailItem>(
      keys.sentMail(hash),
      {
        set: { state: 'sending', claimId, nextAttemptAt, ...indexKeys.mailOutbox({ hash, nextAttemptAt }) },
        add: { attempts: 1 },
      },
      read
        ? { expression: `${ATTR.gsi2sk} = :read`, values: { ':read': read.gsi2sk } }
        : { expression: '#state = :queued', names: { '#state': 'state' }, values: { ':queued': 'queued' } },
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const now = await getMail(hash);
    return now?.state === 'sending' && now.claimId === claimId ? now : undefined;
  }
}

/** What a mail item holds about its recipient, dropped once it is sent, given up or erased. */
// The attachments too: an interview's invite.ics names the candidate and the interviewers.
const PERSONAL_FIELDS = ['to', 'data', 'replyTo', 'about', 'concerns', 'late', 'attachments'] as const;
const OUTBOX_FIELDS = ['nextAttemptAt', ATTR.gsi2pk, ATTR.gsi2sk, 'claimId'] as const;
const traceTtl = (now: Date) => Math.floor((now.getTime() + SENT_TRACE_DAYS * DAY_MS) / 1000);

/**
 * Records a successful send: drops the personal data and the outbox entry, keeps a 30-day trace.
 * Unconditional on the state (SES accepted the mail: that is the truth, whatever a late write of a
 * failure said), but only on an item that exists. Repeating it is harmless.
 */
export async function markMailSent(hash: string, messageId: string | undefined, now: Date): Promise<void> {
  try {
    await update(
      keys.sentMail(hash),
      {
        set: { state: 'sent', sentAt: now.toISOString(), messageId, ttl: traceTtl(now) },
        remove: [...PERSONAL_FIELDS, ...OUTBOX_FIELDS],
      },
      { expression: 'attribute_exists(pk)' },
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/**
 * Records a failed attempt of the claim `item.claimId`: due again after a back-off
 * (5 min × 2^(attempts-1)) when `retry` and attempts remain; otherwise given up (`abandoned`,
 * personal data dropped). Conditioned on the claim still being this one, so a record that arrives
 * late never undoes a later outcome.
 * @returns `retry` (tried again later), `abandoned`, or `stale` (the claim was no longer this one).
 */
export async function markMailFailed(
  item: Pick<SentMailItem, 'hash' | 'attempts' | 'claimId'>,
  error: string,
  now: Date,
  retry: boolean,
): Promise<'retry' | 'abandoned' | 'stale'> {
  const mine = {
    expression: 'claimId = :claim AND #state = :sending',
    names: { '#state': 'state' },
    values: { ':claim': item.claimId, ':sending': 'sending' },
  };
  try {
    if (retry && item.attempts < MAIL_MAX_ATTEMPTS) {
      const nextAttemptAt = later(now, MAIL_CLAIM_TIMEOUT_MS * 2 ** (item.attempts - 1));
      await update(
        keys.sentMail(item.hash),
        {
          set: {
            state: 'failed',
            lastError: error,
            nextAttemptAt,
            ...indexKeys.mailOutbox({ ...item, nextAttemptAt }),
          },
          remove: ['claimId'],
        },
        mine,
      );
      return 'retry';
    }
    await update(
      keys.sentMail(item.hash),
      {
        set: { state: 'abandoned', lastError: error, ttl: traceTtl(now) },
        remove: [...PERSONAL_FIELDS, ...OUTBOX_FIELDS],
      },
      mine,
    );
    return 'abandoned';
  } catch (err) {
    if (isConditionFailure(err)) return 'stale';
    throw err;
  }
}

/** Up to `limit` mails due for an attempt at `now`, oldest due first. */
export async function dueMails(now: Date, limit: number): Promise<SentMailItem[]> {
  // `$` sorts after `#`: every entry due at or before `now`.
  return queryPage<SentMailItem>(
    partitions.mailOutbox,
    { page: 1, limit },
    { sortKeyBelow: `${now.toISOString()}$` },
  );
}

/**
 * Erasure of a candidate (docs/architecture.md#order-of-erasure): every mail to `address` still
 * waiting in the outbox, and every mail to someone else that names candidate `resumeId` (an
 * interviewer's invite or reminder, `concerns`), is given up (`abandoned`, its address, data,
 * attachments and outbox entry dropped, a 30-day trace kept), so no retry mails an erased candidate
 * or carries their data. Answers how many. The outbox holds only mails not yet sent (most leave it
 * within seconds), so reading all of it stays small.
 */
export async function dropWaitingMailsTo(
  address: string,
  now = new Date(),
  resumeId?: string,
): Promise<number> {
  const wanted = address.trim().toLowerCase();
  const waiting = await queryAll<SentMailItem>(partitions.mailOutbox);
  let dropped = 0;
  for (const item of waiting) {
    const about = item.to?.trim().toLowerCase() === wanted || (resumeId && item.concerns === resumeId);
    if (!about) continue;
    await update(keys.sentMail(item.hash), {
      set: { state: 'abandoned', lastError: 'erased', ttl: traceTtl(now) },
      remove: [...PERSONAL_FIELDS, ...OUTBOX_FIELDS],
    });
    dropped++;
  }
  return dropped;
}
