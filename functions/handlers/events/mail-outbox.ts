/**
 * The mail outbox's one deliverer (docs/architecture.md#mail):
 *
 * - DynamoDB Streams records (cloud: the table's event source mapping, filtered to mail items written
 *   `queued`, `MAIL_STREAM_FILTER_PATTERN` of data/sent-mails.ts; locally: the gateway's stream
 *   poller): each queued mail is claimed and sent within about a second of the change that queued
 *   it. A mail whose claim met a failing table until the deadline is reported as a failed record
 *   (`batchItemFailures`): the mapping retries it, halves the batch, then parks its stream position;
 *   the minute's run sends it anyway.
 * - `OUTBOX_RUN_EVENT` (EventBridge Scheduler every minute; locally the gateway's timer): every mail
 *   due (`retryDueMails`): queued mails the stream's attempt did not send, failed ones due for a
 *   retry, claims that never finished. A failed run is the next minute's work, not a dead letter.
 *
 * Both claim a mail conditionally (data/sent-mails.ts `claimMail`), so when they race one sends it.
 * The fillers of values minted at delivery are imported here, all of them: a manage link, a
 * reminder's links, a CV's confirm link (domain/candidate-mails.ts), an offer's link (domain/offer-link.ts).
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { OUTBOX_RUN_EVENT } from '../../contract/routes.js';
import { queuedMailOf } from '../../core/data/sent-mails.js';
import { logger } from '../../core/log.js';
import { deliverQueuedMail, retryDueMails } from '../../core/mail.js';
import { traced } from '../../core/observability.js';
import '../../core/domain/candidate-mails.js';
import '../../core/domain/offer-link.js';

/** How long the stream's attempt at one mail may take, claim and record included (ms). */
const STREAM_ATTEMPT_MS = 30_000;

type OutboxEvent = Partial<DynamoDBStreamEvent> & { source?: unknown };

/** The answer: a stream batch's failed records, or a run's counts. */
export type OutboxResult =
  | (DynamoDBBatchResponse & { sent: number; notSent: number })
  | { mails: { sent: number; failed: number } };

export const handler = traced(async (event: OutboxEvent): Promise<OutboxResult> => {
  if (event.source === OUTBOX_RUN_EVENT.source) {
    const mails = await retryDueMails().catch((err) => {
      logger.warn('mail outbox run failed', { error: (err as Error)?.name });
      return { sent: 0, failed: 0 };
    });
    if (mails.sent || mails.failed) logger.info('mail outbox', { mails });
    return { mails };
  }
  const deadline = Date.now() + STREAM_ATTEMPT_MS;
  const outcomes = await Promise.all(
    (event.Records ?? []).map(async (record) => {
      const hash = queuedMailOf({
        eventName: record.eventName,
        pk: record.dynamodb?.Keys?.pk?.S,
        state: record.dynamodb?.NewImage?.state?.S,
      });
      return { record, outcome: hash ? await deliverQueuedMail(hash, { deadline }) : undefined };
    }),
  );
  const failures = outcomes.filter((o) => o.outcome === 'unclaimed');
  const sent = outcomes.filter((o) => o.outcome === 'sent').length;
  const notSent = outcomes.filter((o) => o.outcome && o.outcome !== 'sent').length;
  if (sent || notSent) logger.info('mail outbox stream', { sent, notSent, unclaimed: failures.length });
  return {
    sent,
    notSent,
    batchItemFailures: failures.map((o) => ({ itemIdentifier: o.record.dynamodb?.SequenceNumber ?? '' })),
  };
});
