/**
 * Sent mails (docs/architecture.md#mail): one item per event a mail is about, keyed by the SHA-256
 * of the event's id, so a mail is sent at most once per event however often the event is delivered
 * (the claim is a conditional put). While a mail waits to be sent (or to be retried) the item holds
 * what is needed to render it again and sits on the sparse outbox index; once sent, the recipient
 * and the data are removed (only the hash, the template and SES's message id stay, for 30 days), so
 * nothing in it leads back to the person after an erasure.
 */
import { createHash } from 'node:crypto';
import { getItem, isConditionFailure, putNew, queryAll, queryPage, transact, update } from './db.js';
import { indexKeys, keys, partitions } from './keys.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A claim older than this without an outcome (the sender crashed) is due for a retry (ms). */
export const MAIL_CLAIM_TIMEOUT_MS = 5 * 60_000;
/** Attempts before a mail is given up (logged as an error): 1 at once + retries by the sweep. */
export const MAIL_MAX_ATTEMPTS = 6;
/** How long the anonymous trace of a sent mail is kept (days). */
const SENT_TRACE_DAYS = 30;

/** What is needed to render and send a mail again. */
/** The candidate a mail is to, and what its activity line says beside the template (ids, a status). */
export interface MailSubject {
  resumeId: string;
  details?: Record<string, string>;
}

export interface PendingMail {
  to: string;
  template: string;
  data: Record<string, unknown>;
  replyTo?: string;
  /** The candidate the mail is to (their activity timeline), when it is to one. */
  about?: MailSubject;
}

export type SentMailState = 'sending' | 'failed' | 'sent' | 'abandoned';

/** The stored item. `to`, `data`, `replyTo` exist only until the mail is sent or given up. */
export interface SentMailItem extends Partial<PendingMail> {
  hash: string;
  template: string;
  state: SentMailState;
  attempts: number;
  createdAt: string;
  nextAttemptAt?: string;
  gsi2sk?: string;
  sentAt?: string;
  messageId?: string;
  lastError?: string;
}

/** SHA-256 (hex) of an event id: the item's key. */
export const eventHash = (eventId: string): string => createHash('sha256').update(eventId).digest('hex');

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/**
 * Claims the mail of `eventId` for sending now. `false` when the event already has a mail (sent,
 * being sent, or waiting for a retry): the caller sends nothing. The claim is on the outbox index
 * with a due time {@link MAIL_CLAIM_TIMEOUT_MS} ahead, so a sender that dies after claiming is
 * picked up by the sweep.
 */
export async function claimMail(eventId: string, mail: PendingMail, now: Date): Promise<boolean> {
  const hash = eventHash(eventId);
  const nextAttemptAt = later(now, MAIL_CLAIM_TIMEOUT_MS);
  try {
    await transact([
      putNew({
        ...keys.sentMail(hash),
        ...indexKeys.mailOutbox({ hash, nextAttemptAt }),
        hash,
        ...mail,
        state: 'sending',
        attempts: 1,
        createdAt: now.toISOString(),
        nextAttemptAt,
      }),
    ]);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Whether `eventId` already has a mail (in any state). */
export async function mailClaimed(eventId: string): Promise<boolean> {
  return (await getItem(keys.sentMail(eventHash(eventId)), true)) !== undefined;
}

/** What a mail item holds about its recipient, dropped once it is sent, given up or erased. */
const PERSONAL_FIELDS = ['to', 'data', 'replyTo', 'about'] as const;

/** Records a successful send: drops the personal data and the outbox entry, keeps a 30-day trace. */
export async function markMailSent(hash: string, messageId: string | undefined, now: Date): Promise<void> {
  await update(keys.sentMail(hash), {
    set: {
      state: 'sent',
      sentAt: now.toISOString(),
      messageId,
      ttl: Math.floor((now.getTime() + SENT_TRACE_DAYS * DAY_MS) / 1000),
    },
    remove: [...PERSONAL_FIELDS, 'nextAttemptAt', 'gsi2pk', 'gsi2sk'],
  });
}

/**
 * Records a failed attempt: due again after a back-off (5 min × 2^(attempts-1)) when `retry` and
 * attempts remain; otherwise given up (`abandoned`, personal data dropped).
 * @returns whether the mail will be tried again.
 */
export async function markMailFailed(
  item: Pick<SentMailItem, 'hash' | 'attempts'>,
  error: string,
  now: Date,
  retry: boolean,
): Promise<boolean> {
  if (retry && item.attempts < MAIL_MAX_ATTEMPTS) {
    const nextAttemptAt = later(now, MAIL_CLAIM_TIMEOUT_MS * 2 ** (item.attempts - 1));
    await update(keys.sentMail(item.hash), {
      set: {
        state: 'failed',
        lastError: error,
        nextAttemptAt,
        ...indexKeys.mailOutbox({ ...item, nextAttemptAt }),
      },
    });
    return true;
  }
  await update(keys.sentMail(item.hash), {
    set: {
      state: 'abandoned',
      lastError: error,
      ttl: Math.floor((now.getTime() + SENT_TRACE_DAYS * DAY_MS) / 1000),
    },
    remove: [...PERSONAL_FIELDS, 'nextAttemptAt', 'gsi2pk', 'gsi2sk'],
  });
  return false;
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
 * Claims a due mail for one more attempt (attempts + 1, due again after the claim timeout),
 * conditioned on its outbox entry being the one read: `false` when another sweep took it.
 */
export async function reclaimMail(item: SentMailItem, now: Date): Promise<SentMailItem | undefined> {
  const nextAttemptAt = later(now, MAIL_CLAIM_TIMEOUT_MS);
  try {
    return await update<SentMailItem>(
      keys.sentMail(item.hash),
      {
        set: { state: 'sending', nextAttemptAt, ...indexKeys.mailOutbox({ ...item, nextAttemptAt }) },
        add: { attempts: 1 },
      },
      { expression: 'gsi2sk = :read', values: { ':read': item.gsi2sk } },
    );
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/**
 * Erasure of a candidate (docs/architecture.md#order-of-erasure): every mail to `address` still
 * waiting in the outbox is given up (`abandoned`, its address, data and outbox entry dropped, a
 * 30-day trace kept), so no retry mails an erased candidate. Answers how many. The outbox holds only
 * mails whose send failed, so reading all of it stays small.
 */
export async function dropWaitingMailsTo(address: string, now = new Date()): Promise<number> {
  const wanted = address.trim().toLowerCase();
  const waiting = await queryAll<SentMailItem>(partitions.mailOutbox);
  let dropped = 0;
  for (const item of waiting) {
    if (item.to?.trim().toLowerCase() !== wanted) continue;
    await update(keys.sentMail(item.hash), {
      set: {
        state: 'abandoned',
        lastError: 'erased',
        ttl: Math.floor((now.getTime() + SENT_TRACE_DAYS * DAY_MS) / 1000),
      },
      remove: [...PERSONAL_FIELDS, 'nextAttemptAt', 'gsi2pk', 'gsi2sk'],
    });
    dropped++;
  }
  return dropped;
}
