/**
 * Bulk actions on CV Management (`POST /resume/batch`, docs/requirements.md#cv-management: bulk
 * actions): one status, one expiry date, or erasure, for up to 500 records, each record handled
 * exactly as its single route handles it (same permission, same checks, same writes) and reported
 * on its own. A record that fails never stops the others; nothing is retried silently.
 */

import type * as z from 'zod';
import { routeByKey } from '../../contract/routes.js';
import {
  expiryInstant,
  RESUME_BATCH_ROUTES,
  type ResumeBatchAction,
  type ResumeBatchResult,
  type resumeBatchRequest,
} from '../../contract/schemas/resume-admin.js';
import { hasStatusMail } from '../../contract/status-mails.js';
import { can } from '../auth/permissions.js';
import { auditing } from '../data/audit-scope.js';
import { requireActiveReason } from '../data/reject-reasons.js';
import { setResumeExpiry } from '../data/resume-retention.js';
import { updateResumeStatus } from '../data/resumes.js';
import { AppError, ForbiddenError, ValidationError } from '../errors.js';
import { logger } from '../log.js';
import { eraseCandidateCompletely } from './candidates.js';
import { changeStatus } from './status-mails.js';

/** Records handled at once: enough to finish 500 status changes well within the API's timeout. */
export const BATCH_CONCURRENCY = 8;

/** Time (ms) kept back at the end of the invocation: records not started by then are reported, not begun. */
export const BATCH_TIME_MARGIN_MS = 2_000;

/** The message of a record the batch did not reach before its time ran out. */
export const BATCH_NOT_REACHED = 'Not changed: the batch ran out of time. Try this one again.';

/** The message of a record that failed for a reason the caller may not see. */
export const BATCH_ITEM_FAILED = 'Could not be changed. Try again.';

/**
 * Checks that `roles` may run `action` on single records: the permission of its single route.
 * @throws ForbiddenError (403) with that route's own message otherwise.
 */
export function assertMayRunBatch(roles: readonly string[], action: ResumeBatchAction): void {
  const single = routeByKey(RESUME_BATCH_ROUTES[action]);
  if (single.permission && !can(roles, single.permission)) throw new ForbiddenError(single.forbiddenMessage);
}

/**
 * Runs `request` on each of its ids, `BATCH_CONCURRENCY` at a time, and answers one result per id in
 * the request's order. `remainingMs` is the invocation's time left: ids not started before
 * `BATCH_TIME_MARGIN_MS` remain are answered `BATCH_NOT_REACHED`.
 * @throws ValidationError (400) for an expiry date in the past, or an unknown or inactive rejection
 *   reason, before any record is touched.
 */
export async function runResumeBatch(
  request: z.output<typeof resumeBatchRequest>,
  remainingMs: () => number,
): Promise<ResumeBatchResult[]> {
  // An unknown or inactive reason refuses the whole batch before any record is touched.
  if (request.action === 'status' && request.rejectReasonId)
    await requireActiveReason(request.rejectReasonId);
  const one = oneRecord(request);
  const results: ResumeBatchResult[] = new Array(request.ids.length);
  let next = 0;
  const worker = async () => {
    while (next < request.ids.length) {
      const index = next++;
      const id = request.ids[index]!;
      if (remainingMs() < BATCH_TIME_MARGIN_MS) {
        results[index] = { id, ok: false, message: BATCH_NOT_REACHED };
        continue;
      }
      try {
        // Each record's change carries its own audit entry, as its single route would.
        const done = await auditing(
          { action: routeByKey(RESUME_BATCH_ROUTES[request.action]).audit!, targetId: id },
          () => one(id),
        );
        const notified = (done as { notified?: boolean } | undefined)?.notified;
        results[index] = notified === undefined ? { id, ok: true } : { id, ok: true, notified };
      } catch (err) {
        // A typed error's message is meant for the person (404 'Resume not found', 409 'No CV').
        if (!(err instanceof AppError))
          logger.warn('batch item failed', { resumeId: id, error: err as Error });
        results[index] = {
          id,
          ok: false,
          message: err instanceof AppError ? err.message : BATCH_ITEM_FAILED,
        };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(BATCH_CONCURRENCY, request.ids.length) }, worker));
  return results;
}

/** What the batch does to one record: the single route's own data call. */
function oneRecord(request: z.output<typeof resumeBatchRequest>): (id: string) => Promise<unknown> {
  switch (request.action) {
    case 'status': {
      const reject = request.rejectReasonId ? { reasonId: request.rejectReasonId } : undefined;
      // With `notify`, each record goes through the single route's own path: the mail is queued
      // with its change, and the outbox function sends it (docs/requirements.md#status-mails).
      if (request.notify && hasStatusMail(request.status)) {
        const notify = request.status;
        return async (id) => ({
          notified: (await changeStatus(id, notify, notify, request.rejectReasonId)).notified,
        });
      }
      return (id) => updateResumeStatus(id, request.status, undefined, reject);
    }
    case 'expiry': {
      let expiry: string | null = null;
      if (request.expiryDate !== null) {
        const resolved = expiryInstant(request.expiryDate);
        if ('error' in resolved) {
          throw new ValidationError(resolved.error, [{ path: 'expiryDate', message: resolved.error }]);
        }
        expiry = resolved.iso;
      }
      return (id) => setResumeExpiry(id, expiry);
    }
    case 'delete':
      return (id) => eraseCandidateCompletely(id);
  }
}
