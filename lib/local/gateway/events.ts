/**
 * The event sources of the local stack (docs/architecture.md#upload-path, #realtime-and-schedule): S3 `ObjectCreated` events of the CV
 * bucket → `events/cv-received` (uploads journaled before S3 answers them, replayed on start, and
 * every quarantined upload handed over again on start: docs/architecture.md#local-durability), and
 * the EventBridge schedules of the expiry sweep and of the prerendered pages, run on start and
 * hourly → `events/expiry-sweep`, then `events/site-pages` with `{}` (every page;
 * docs/architecture.md#prerendered-pages), then `events/interview-reminders`,
 * and the mail outbox's, every minute →
 * `events/mail-outbox` with `OUTBOX_RUN_EVENT` (docs/architecture.md#mail).
 */

import { randomUUID } from 'node:crypto';
import { CV_KEY_PREFIXES } from '../../../functions/contract/cv-keys.js';
import { eventFunctions, OUTBOX_RUN_EVENT } from '../../../functions/contract/routes.js';
import { s3EventKey, uploadCreatedRecord } from '../../../functions/core/domain/cv-intake-handover.js';
import { listObjectsOlderThan } from '../../../functions/core/storage.js';
import type { S3EventNotification } from '../emulators.js';
import { LOCAL_REGION } from '../resources.js';
import type { GatewayContext } from './context.js';
import { openEventJournal } from './event-journal.js';
import { type AsyncInvokeOptions, invokeAsync, invokeHandler } from './invoke.js';

/** Interval of the expiry sweep (ms). */
const SWEEP_INTERVAL_MS = 60 * 60_000;
/** Interval of the mail outbox's run (ms): the cloud's `OUTBOX_RATE` (lib/constructs/schedule.ts). */
export const OUTBOX_INTERVAL_MS = 60_000;

/** The EventBridge scheduled event that triggers the expiry sweep. */
export function scheduledEvent(): Record<string, unknown> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: LOCAL_REGION,
    resources: [`arn:aws:events:${LOCAL_REGION}:000000000000:rule/local-expiry-sweep`],
    detail: {},
  };
}

/** One S3 event record as `cv-received` receives it. */
type S3Record = S3EventNotification['Records'][number];

/** The key of {@link s3EventKey}'s encoding, as stored. */
const decodeEventKey = (key: string): string => decodeURIComponent(key.replace(/\+/g, ' '));

/**
 * Hands every object under `quarantine/` to `deliver` as an `ObjectCreated:Post` record, as S3 would
 * have reported it (docs/architecture.md#local-durability). Answers how many.
 */
async function startupIntake(
  bucket: string,
  deliver: (rawKey: string, record: S3Record) => void,
): Promise<number> {
  const keys = await listObjectsOlderThan(CV_KEY_PREFIXES.quarantine, new Date(Date.now() + 1));
  for (const key of keys) deliver(key, uploadCreatedRecord(bucket, key, LOCAL_REGION));
  if (keys.length)
    console.error(`[gateway] start-up intake: ${keys.length} quarantined upload(s) handed to cv-received`);
  return keys.length;
}

/**
 * Subscribes to the S3 emulator's events (when `opts.s3` is set) and, unless `opts.schedule` is
 * false, runs the expiry sweep and then the rewrite of every prerendered page now and hourly, and
 * the mail outbox every minute. Deliveries for one key run one after another.
 *
 * @returns `drain()` (resolves when the deliveries queued so far are done) and `stop()` (no more
 *   events or sweeps; resolves when a running sweep and the queued deliveries are done).
 */
export function startEvents(ctx: GatewayContext, asyncInvoke: AsyncInvokeOptions = {}) {
  const { opts, log } = ctx;

  // s3rver emits `ObjectCreated:Post` for browser presigned POST uploads (postObject), as well as
  // `:Put`, `:Copy` and multipart `:CompleteMultipartUpload`; every `ObjectCreated:*` is forwarded,
  // like the cloud bucket's OBJECT_CREATED notification.
  const deliveries = new Map<string, Promise<void>>();
  const journal = opts.eventJournalFile ? openEventJournal<S3Record>(opts.eventJournalFile) : undefined;
  /** Runs cv-received for one record after the earlier deliveries of its key; `journalId` is marked done after. */
  const deliver = (rawKey: string, s3Record: S3Record, journalId?: string) => {
    const previous = deliveries.get(rawKey) ?? Promise.resolve();
    // S3 invokes its notification function asynchronously: retried, then parked (invokeAsync).
    const next: Promise<void> = previous
      .then(() => invokeAsync(eventFunctions.cvReceived.handler, { Records: [s3Record] }, asyncInvoke))
      .finally(() => {
        if (journalId) journal?.done(journalId);
        if (deliveries.get(rawKey) === next) deliveries.delete(rawKey);
      });
    deliveries.set(rawKey, next);
  };
  const onS3Event = (notification: S3EventNotification) => {
    for (const record of notification.Records ?? []) {
      if (!record.eventName?.startsWith('ObjectCreated:')) continue;
      if (opts.s3 && record.s3?.bucket?.name !== opts.s3.bucket) continue;
      const rawKey = record.s3.object.key;
      const s3Record: S3Record = {
        ...record,
        awsRegion: LOCAL_REGION,
        // S3 notifications carry the key URL-encoded (space as '+'); s3rver sends it raw.
        s3: { ...record.s3, object: { ...record.s3.object, key: s3EventKey(rawKey) } },
      };
      // s3rver emits while it handles the upload, before it answers: an upload's event is on disk
      // before the browser hears 204. Only uploads: the server's own writes (copies, texts, the
      // search index) are skipped by cv-received and need no fsync.
      const journalId = rawKey.startsWith(CV_KEY_PREFIXES.quarantine) ? journal?.record(s3Record) : undefined;
      deliver(rawKey, s3Record, journalId);
    }
  };
  opts.s3?.server.on('event', onS3Event);
  if (opts.s3) {
    const { bucket } = opts.s3;
    // What the previous run acknowledged and never handled (a kill -9, a power cut) goes first.
    for (const { id, event } of journal?.unhandled ?? [])
      deliver(decodeEventKey(event.s3.object.key), event, id);
    if (journal?.unhandled.length)
      console.error(`[gateway] replaying ${journal.unhandled.length} upload event(s) of the previous run`);
    // Uploads the journal cannot know: a POST that reached the S3 emulator while no gateway listened
    // (it starts first) or before the journal's write. Each quarantine object is handed to cv-received,
    // which attaches the file of a pending submission and erases anything else (a used form's second file).
    void startupIntake(bucket, deliver).catch((err) =>
      console.error('[gateway] the start-up intake of quarantined uploads failed:', err),
    );
  }

  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    sweeping ??= invokeHandler(eventFunctions.expirySweep.handler, scheduledEvent())
      .then((result) => log(`expiry sweep: ${JSON.stringify(result)}`))
      .catch((err) => console.error('[gateway] expiry sweep failed:', err))
      // The cloud's second schedule, at the same time: every prerendered page.
      .then(() => invokeAsync(eventFunctions.sitePages.handler, {}, asyncInvoke))
      // The cloud's hourly interview reminders (lib/constructs/schedule.ts), on the same timer.
      .then(() => invokeHandler(eventFunctions.interviewReminders.handler, scheduledEvent()))
      .then((result) => log(`interview reminders: ${JSON.stringify(result)}`))
      .catch((err) => console.error('[gateway] interview reminders failed:', err))
      .finally(() => {
        sweeping = undefined;
      });
  };
  // The outbox's run: one at a time; logged only when it sent or failed something.
  let outboxTimer: NodeJS.Timeout | undefined;
  let outboxRun: Promise<void> | undefined;
  const runOutbox = () => {
    outboxRun ??= invokeHandler(eventFunctions.mailOutbox.handler, { ...OUTBOX_RUN_EVENT })
      .then((result) => {
        const mails = (result as { mails?: { sent: number; failed: number } } | undefined)?.mails;
        if (mails?.sent || mails?.failed) log(`mail outbox: ${JSON.stringify(mails)}`);
      })
      .catch((err) => console.error('[gateway] mail outbox run failed:', err))
      .finally(() => {
        outboxRun = undefined;
      });
  };
  if (opts.schedule !== false) {
    sweep();
    sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MS);
    sweepTimer.unref();
    outboxTimer = setInterval(runOutbox, OUTBOX_INTERVAL_MS);
    outboxTimer.unref();
  }

  const drain = async (): Promise<void> => {
    while (deliveries.size) await Promise.all([...deliveries.values()]);
  };

  return {
    drain,
    stop: async (): Promise<void> => {
      clearInterval(sweepTimer);
      clearInterval(outboxTimer);
      opts.s3?.server.off('event', onS3Event);
      await Promise.all([drain(), sweeping, outboxRun]);
      journal?.close();
    },
  };
}
