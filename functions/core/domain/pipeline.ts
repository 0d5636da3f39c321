/**
 * A posting's pipeline (docs/requirements.md#pipeline, docs/architecture.md#applications-and-stages):
 * each application has its own stage; "Add to posting" puts a CV that came through the careers form
 * (or any other way) into a posting's pipeline; moving an application to a stage also sets the
 * candidate's CV status to the most advanced stage of all their applications.
 */
import type { SubmissionSource } from '../../contract/cv-policy.js';
import {
  PIPELINE_MESSAGES,
  type PipelineAddResponse,
  type PipelineApplicant,
  type PipelineMoveResponse,
} from '../../contract/schemas/applications.js';
import { RESUME_STATUSES, type ResumeStatus } from '../../contract/schemas/common.js';
import { REJECT_REASON_MESSAGES } from '../../contract/schemas/reject-reasons.js';
import {
  type ApplicationItem,
  applicationMoveReport,
  getApplication,
  listApplications,
  moveApplicationItem,
  newApplicationItems,
  type ReportAlso,
  stageOf,
  moveApplication as writeMove,
} from '../data/applications.js';
import { auditing, describeAudit } from '../data/audit-scope.js';
import { AUDITED, retryOnConflict, type TransactItem, transact } from '../data/db.js';
import { getJobPostingItem, type JobPostingItem } from '../data/job-postings.js';
import { requireActiveReason } from '../data/reject-reasons.js';
import {
  getResumeItem,
  type ResumeItem,
  recordApplicationsItem,
  updateResumeStatus,
} from '../data/resumes.js';
import { NotFoundError, ValidationError } from '../errors.js';

/**
 * How far along each stage is, for the CV status of a candidate in postings: the most advanced of
 * their applications wins, so a rejection in one posting never hides an interview in another;
 * `on_hold` and `rejected` count only when every application is there.
 */
const STAGE_RANK: Record<ResumeStatus, number> = {
  rejected: 0,
  on_hold: 1,
  new: 2,
  reviewed: 3,
  under_review: 4,
  shortlisted: 5,
  interview_scheduled: 6,
  hired: 7,
};

/** The CV status that follows from the stages of a candidate's applications (docs/architecture.md#applications-and-stages). */
export function statusOfStages(stages: readonly ResumeStatus[]): ResumeStatus | undefined {
  let best: ResumeStatus | undefined;
  for (const s of stages) if (!best || STAGE_RANK[s] > STAGE_RANK[best]) best = s;
  return best;
}

/** The source kept on an added application: the careers form when the record has it, else any source it has. */
function sourceOf(record: ResumeItem): SubmissionSource | undefined {
  const sources = [...(record.sources ?? [])];
  return sources.includes('careers') ? 'careers' : sources[0];
}

/** The posting `jobId`, or NotFoundError 'Job posting not found'. */
export async function requirePosting(jobId: string): Promise<JobPostingItem> {
  const posting = await getJobPostingItem(jobId);
  if (!posting) throw new NotFoundError(PIPELINE_MESSAGES.postingNotFound);
  return posting;
}

/**
 * The application item an added candidate gets, the record's source kept: without `stage` it
 * follows the CV status until moved in this posting (docs/architecture.md#applications-and-stages).
 */
export function addedApplication(
  record: ResumeItem,
  posting: JobPostingItem,
  actorId: string | undefined,
  now: string,
  stage?: ResumeStatus,
): ApplicationItem {
  const source = sourceOf(record);
  return {
    userId: record.id,
    jobId: posting.id,
    job_title: posting.job_title,
    name: record.name,
    email: record.email,
    ...(record.contact ? { contact: record.contact } : {}),
    appliedAt: now,
    updatedAt: now,
    ...(stage ? { stage } : {}),
    via: 'added',
    ...(source ? { source } : {}),
    ...(actorId ? { addedBy: actorId } : {}),
  };
}

/**
 * Transaction items that add new application `item` of the candidate of `record` with the
 * record's copy of its applications (`applications`: the CV list's and the candidate page's,
 * docs/requirements.md#cv-management), conditioned on the record as read: a concurrent change
 * fails the transaction and the caller reads again.
 */
export function addedApplicationItems(record: ResumeItem, item: ApplicationItem): TransactItem[] {
  const listed = { jobId: item.jobId, job_title: item.job_title, appliedAt: item.appliedAt };
  const applications = [...(record.applications ?? []).filter((a) => a.jobId !== item.jobId), listed].sort(
    (a, b) => a.appliedAt.localeCompare(b.appliedAt),
  );
  return [...newApplicationItems(item), recordApplicationsItem(record, applications, item.updatedAt)];
}

/**
 * `POST /job-posting/{id}/applicants` with `{ resumeIds }` (1-100): adds each candidate to the
 * posting's pipeline (at their CV status), each with its own audit entry (`application.add`). A candidate already
 * in the posting is left as it is (`already`); an unknown or erased id is reported (`notFound`).
 *
 * @throws NotFoundError for an unknown posting.
 */
export async function addToPosting(
  jobId: string,
  resumeIds: readonly string[],
  actorId: string | undefined,
): Promise<PipelineAddResponse> {
  const posting = await requirePosting(jobId);
  const out: PipelineAddResponse = { added: [], already: [], notFound: [] };
  for (const id of new Set(resumeIds)) {
    // A condition failure (added at the same moment by someone else, the candidate applied, or the
    // record changed) reads again: the application is then found, or the record's new version used.
    const outcome = await retryOnConflict(async (): Promise<keyof PipelineAddResponse> => {
      const record = await getResumeItem(id, true);
      if (!record || record.erasingSince || !record.gsi1pk) return 'notFound';
      if (await getApplication(id, jobId)) return 'already';
      const item = addedApplication(record, posting, actorId, new Date().toISOString());
      await auditing({ action: 'application.add', targetId: id, details: { jobId } }, () =>
        transact(addedApplicationItems(record, item), AUDITED),
      );
      return 'added';
    });
    out[outcome].push(id);
  }
  return out;
}

/**
 * `PUT /job-posting/{id}/applicants/{resumeId}` with `{ stage }`: moves the candidate's application
 * in this posting to `stage` and, in the same transaction, the CV status to the most advanced stage
 * of all their applications (only when the record has a CV: a status needs one). Audited as
 * `application.stage` with `from`/`to` and the posting.
 *
 * `alsoWrite` goes into the same transaction (an accepted offer's own change, domain/offers.ts), and
 * `reportAlso` into the move's own hiring-report counts (the offer's `accepted`: the same day items).
 * A move to Rejected names an active reason `rejectReasonId` (docs/architecture.md#rejection-reasons):
 * kept on the application and counted with it (the hiring report, the reason's uses); the CV status
 * that follows carries it without counting it again.
 *
 * @throws NotFoundError for an unknown posting or a candidate not in it; ConflictError when it keeps
 *   changing; ValidationError for a rejection without an active reason.
 */
export async function moveApplication(
  jobId: string,
  resumeId: string,
  stage: ResumeStatus,
  alsoWrite: () => TransactItem[] = () => [],
  rejectReasonId?: string,
  reportAlso: ReportAlso = {},
): Promise<PipelineMoveResponse> {
  await requirePosting(jobId);
  const reasonId = stage === 'rejected' ? rejectReasonId : undefined;
  if (stage === 'rejected') {
    if (!reasonId)
      throw new ValidationError(REJECT_REASON_MESSAGES.required, [
        { path: 'rejectReasonId', message: REJECT_REASON_MESSAGES.required },
      ]);
    await requireActiveReason(reasonId);
  }
  return retryOnConflict(async () => {
    const [record, applications] = await Promise.all([
      getResumeItem(resumeId, true),
      listApplications(resumeId),
    ]);
    const application = applications.find((a) => a.jobId === jobId);
    if (!record || record.erasingSince || !application)
      throw new NotFoundError(PIPELINE_MESSAGES.notInPosting);
    const from = stageOf(application, record);
    const now = new Date().toISOString();
    describeAudit({ from, to: stage, ...(reasonId ? { rejectReasonId: reasonId } : {}) });
    const status = statusOfStages(applications.map((a) => (a.jobId === jobId ? stage : stageOf(a, record))))!;
    const report = applicationMoveReport(application, from, stage, now, reasonId, reportAlso);
    const move = moveApplicationItem(application, stage, now, report.changes);
    let resumeStatus = record.status ?? 'new';
    if (record.cv && status !== resumeStatus) {
      // Applications that followed the record keep the stage they showed before it moves.
      const pinned = applications
        .filter((a) => a.jobId !== jobId && a.stage === undefined)
        .map((a) => moveApplicationItem(a, stageOf(a, record), now));
      // The CV status change is an entry of its own on the candidate, as from CV Management.
      const changed = await auditing({ action: 'resume.status', targetId: resumeId }, () =>
        updateResumeStatus(
          resumeId,
          status,
          () => [move, ...report.items, ...pinned, ...alsoWrite()],
          status === 'rejected' && reasonId ? { reasonId, counted: false } : undefined,
        ),
      );
      resumeStatus = changed.status;
    } else {
      await writeMove(application, stage, now, [...report.items, ...alsoWrite()], report.changes);
    }
    return { resumeId, jobId, stage, resumeStatus };
  });
}

/** One card of the board from an application and its record (`undefined` while the record is being erased). */
export function pipelineCard(
  a: ApplicationItem,
  record: ResumeItem | undefined,
): PipelineApplicant | undefined {
  if (!record || record.erasingSince) return undefined;
  return {
    resumeId: a.userId,
    name: record.name || a.name,
    appliedAt: a.appliedAt,
    status: stageOf(a, record),
    via: a.via ?? 'apply',
    source: a.source ?? null,
    topSkills: (record.skills ?? []).slice(0, 3),
    hasCv: Boolean(record.cv),
    // Kept with each interview change; once its time has passed it is no longer "next".
    nextInterview:
      a.nextInterview && a.nextInterview.startsAt > new Date().toISOString() ? a.nextInterview : null,
  };
}

/** The count of each stage on a board (every one of the eight, zero included). */
export function countStages(applicants: readonly PipelineApplicant[]): Record<ResumeStatus, number> {
  const counts = Object.fromEntries(RESUME_STATUSES.map((s) => [s, 0])) as Record<ResumeStatus, number>;
  for (const a of applicants) counts[a.status]++;
  return counts;
}
