/**
 * The status mails (docs/requirements.md#status-mails), apart from candidate-mails.ts so that only
 * `PUT /resume/{id}` bundles the templates and their schema (docs/architecture.md#mail: bundle budget).
 */

import type { PipelineMoveResponse } from '../../contract/schemas/applications.js';
import type { ResumeStatus } from '../../contract/schemas/common.js';
import {
  fillStatusMail,
  nextInterviewOf,
  type StatusMailInterview,
  type StatusMailStatus,
  type StatusMailText,
} from '../../contract/status-mails.js';
import { getApplication, stageOf } from '../data/applications.js';
import { listInterviews } from '../data/interviews.js';
import { getJobPostingItem } from '../data/job-postings.js';
import { getResumeItem, type ResumeItem, updateResumeStatus } from '../data/resumes.js';
import { getStatusMail } from '../data/status-mails.js';
import { queueMailItems } from '../mail/queue.js';
import { moveApplication } from './pipeline.js';

/** What a status mail is filled from, read before its change's transaction. */
interface StatusMailDraft {
  status: StatusMailStatus;
  template: StatusMailText;
  interview: StatusMailInterview | undefined;
}

/** The saved (or default) text of `status` and, for Interview Scheduled, the next interview. */
async function draftStatusMail(
  status: StatusMailStatus,
  resumeId: string,
  postingId?: string,
): Promise<StatusMailDraft> {
  const [template, interview] = await Promise.all([
    getStatusMail(status),
    status === 'interview_scheduled'
      ? listInterviews(resumeId).then((all) => nextInterviewOf(all, new Date().toISOString(), postingId))
      : undefined,
  ]);
  return { status, template, interview };
}

/**
/** The mail of `draft` to the candidate of `record` about `role`, once per `eventId`. */
function statusMail(draft: StatusMailDraft, record: ResumeItem, role: string, eventId: string) {
  return {
    to: record.email,
    template: 'status-update' as const,
    data: fillStatusMail(draft.template, { name: record.name, role, interview: draft.interview }),
    eventId,
    about: { resumeId: record.id, details: { status: draft.status } },
  };
}

/**
 * Changes the status of record `id` (`updateResumeStatus`) and, with `notify`, queues the status's
 * mail in the same transaction (docs/requirements.md#status-mails, docs/architecture.md#mail): the
 * template of `status` (the saved text, else the default) filled with the candidate's name and
 * role, once per change (the event id names the record's version after the change); the outbox
 * function sends it (events/mail-outbox.ts). Answers the record and whether a mail was queued (no mail when the status did not change or mail is off).
 * A rejection passes its `rejectReasonId` (docs/architecture.md#rejection-reasons); the mail never names it.
 * @throws what `updateResumeStatus` throws (nothing is changed or queued then).
 */
export async function changeStatus(
  id: string,
  status: ResumeStatus,
  notify: StatusMailStatus | undefined,
  rejectReasonId?: string,
): Promise<{ record: ResumeItem; notified: boolean }> {
  const draft = notify ? await draftStatusMail(notify, id) : undefined;
  let notified = false;
  const record = await updateResumeStatus(
    id,
    status,
    (changed) => {
      if (!draft) return [];
      const mail = statusMail(
        draft,
        changed,
        changed.role,
        `status:${changed.id}:${draft.status}:${changed.updatedAt}`,
      );
      const items = queueMailItems(mail);
      notified = items.length > 0;
      return items;
    },
    rejectReasonId ? { reasonId: rejectReasonId } : undefined,
  );
  return { record, notified };
}

/**
 * A move on a posting's board (`moveApplication`, docs/requirements.md#pipeline) that, with
 * `notify`, mails the candidate the stage's status mail in the move's own transaction, as
 * `changeStatus` does (docs/requirements.md#status-mails): `{{role}}` is the posting's title,
 * `{{when}}` / `{{where}}` the next interview for this posting. No mail when the stage does not
 * change. Answers the move and whether a mail was queued. A move to Rejected passes its
 * `rejectReasonId` (docs/architecture.md#rejection-reasons); the mail never names it.
 * @throws what `moveApplication` throws (nothing is changed or queued then).
 */
export async function moveWithMail(
  jobId: string,
  resumeId: string,
  stage: ResumeStatus,
  notify: StatusMailStatus | undefined,
  rejectReasonId?: string,
): Promise<PipelineMoveResponse & { notified: boolean }> {
  const [draft, record, posting, application] = notify
    ? await Promise.all([
        draftStatusMail(notify, resumeId, jobId),
        getResumeItem(resumeId, true),
        getJobPostingItem(jobId),
        getApplication(resumeId, jobId),
      ])
    : [];
  const changes = Boolean(application && record && stageOf(application, record) !== stage);
  let notified = false;
  const moved = await moveApplication(
    jobId,
    resumeId,
    stage,
    () => {
      if (!draft || !record || !posting || !changes) return [];
      const mail = statusMail(
        draft,
        record,
        posting.job_title,
        `status:${resumeId}:${jobId}:${stage}:${new Date().toISOString()}`,
      );
      const items = queueMailItems(mail);
      notified = items.length > 0;
      return items;
    },
    rejectReasonId,
  );
  return { ...moved, notified };
}
