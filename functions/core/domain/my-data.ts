/**
 * The candidate's GDPR self-service (docs/requirements.md#my-data): who the bearer of a `/my-data`
 * request is, the export of everything held about them (right of access and portability), and
 * the erasure (right to erasure) through the one candidate erasure workflow (`candidates.ts`),
 * confirmed by mail.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { PRIVACY_POLICY_VERSION } from '../../contract/cv-policy.js';
import { retentionEnd } from '../../contract/retention.js';
import {
  CANDIDATE_STATUS,
  MY_DATA_LIMITS,
  MY_DATA_MESSAGES,
  type MyDataExport,
  type MyDataFile,
} from '../../contract/schemas/my-data.js';
import { callerOfClaims } from '../auth/claims.js';
import { verifyIdToken } from '../auth/id-token.js';
import { getAccount } from '../data/accounts.js';
import { getApplication, listApplications } from '../data/applications.js';
import { retryOnConflict, stripKeys } from '../data/db.js';
import { issueManageToken, resolveManageToken, revokeManageTokens } from '../data/manage-tokens.js';
import { getNotifications } from '../data/notifications.js';
import { renewResumeRetention } from '../data/resume-retention.js';
import { getResumeItem, type ResumeItem, requireResume, withdrawRecordApplication } from '../data/resumes.js';
import { holdsFile, listSubmissions } from '../data/submissions.js';
import { ConflictError, NotFoundError, UnauthorizedError } from '../errors.js';
import { MY_DATA_COOKIE_SECONDS, myDataCookie, myDataCookieOf } from '../http/my-data-cookie.js';
import { logger } from '../log.js';
import { queueMailItems } from '../mail/queue.js';
import { presignCvDownload } from '../storage.js';
import { candidateOf } from './accounts.js';
import { eraseCandidateCompletely } from './candidates.js';
import { myInterviews } from './interview-slots.js';
import { myOffers } from './offers.js';

/** The bearer of an `Authorization` header (`Bearer <token>` or the token alone), or `undefined`. */
function bearerOf(header: string | undefined): string | undefined {
  const token = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '')?.[1]?.trim();
  return token || undefined;
}

/** How a `/my-data` request was authorised: a mail link's token, the page's cookie, or a candidate session. */
export type DataSubjectProof = 'link' | 'cookie' | 'session';

/**
 * The candidate record the caller of a `/my-data` route may see and erase, and how they proved it:
 * the `Authorization` bearer (a manage token from a mail, data/manage-tokens.ts, or a signed-in
 * candidate's ID token: three dot-separated parts), else the page's cookie
 * (core/http/my-data-cookie.ts: a manage token of one hour, sent with the same-site header).
 *
 * @throws UnauthorizedError (`MY_DATA_MESSAGES.linkInvalid`) for a missing, unknown, expired or
 *   tampered token, and for the manage token of a candidate already erased; NotFoundError for the
 *   ID token of a candidate without a record.
 */
export async function dataSubjectOf(
  event: Pick<APIGatewayProxyEventV2, 'headers' | 'cookies'>,
): Promise<{ record: ResumeItem; via: DataSubjectProof }> {
  const bearer = bearerOf(event.headers?.authorization);
  const token = bearer ?? myDataCookieOf(event);
  if (!token) throw new UnauthorizedError(MY_DATA_MESSAGES.linkInvalid);
  if (bearer && token.split('.').length === 3) {
    const claims = await verifyIdToken('candidate', token).catch(() => {
      throw new UnauthorizedError(MY_DATA_MESSAGES.linkInvalid);
    });
    // A signed-in candidate whose account has no record (any more) gets 404, as on /user/profile.
    const { record } = await candidateOf({ ...callerOfClaims(claims), groups: [] });
    return { record, via: 'session' };
  }
  const resumeId = await resolveManageToken(token);
  if (!resumeId) throw new UnauthorizedError(MY_DATA_MESSAGES.linkInvalid);
  const record = await getResumeItem(resumeId, true);
  if (!record) {
    // Erased by a path that ran before manage tokens existed: finish the job.
    await revokeManageTokens(resumeId);
    throw new UnauthorizedError(MY_DATA_MESSAGES.linkInvalid);
  }
  return { record, via: bearer ? 'link' : 'cookie' };
}

/**
 * The `Set-Cookie` value of a new page session for `record` (docs/requirements.md#my-data): a manage
 * token that expires after `MY_DATA_COOKIE_SECONDS`, which the page's later calls and a reload send
 * instead of the link's token.
 */
export async function openMyDataSession(record: Pick<ResumeItem, 'id'>): Promise<string> {
  const { token } = await issueManageToken(record.id, new Date(), MY_DATA_COOKIE_SECONDS * 1000);
  return myDataCookie(token);
}

/**
 * Fields kept for the team's own use and never shown to the candidate: the rejection reason
 * (docs/requirements.md#rejection-reasons).
 */
const TEAM_ONLY_FIELDS = new Set(['rejectReasonId']);

/** A stored item as JSON: no table keys, no team-only fields, sets as arrays. */
function plain(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(stripKeys(item))
      .filter(([k]) => !TEAM_ONLY_FIELDS.has(k))
      .map(([k, v]) => [k, v instanceof Set ? [...v] : v]),
  );
}

/**
 * Everything held about `record`'s candidate (GET /my-data): the record, the applications, the
 * admin notifications naming them, the consent given, the login account (without the Cognito
 * `sub`), and a download URL (valid `MY_DATA_LIMITS.downloadUrlSeconds`) of every CV file held.
 */
export async function exportMyData(record: ResumeItem): Promise<MyDataExport> {
  const [applications, notifications, account, submissions, interviews, offers] = await Promise.all([
    listApplications(record.id),
    getNotifications([...(record.notificationIds ?? [])]),
    getAccount(record.email),
    listSubmissions(record.id),
    myInterviews(record.id),
    myOffers(record.id),
  ]);
  const ownAccount = account?.userId === record.id ? account : undefined;
  // Every CV file still held: each accepted submission keeps its own (docs/architecture.md#upload-path).
  const fileKeys = new Map<
    string,
    { fileName: string; contentType: string; size: number | null; uploadedAt: string | null }
  >();
  for (const s of submissions) {
    if (!holdsFile(s) || !s.file) continue;
    fileKeys.set(s.file.key, {
      fileName: s.file.fileName,
      contentType: s.file.contentType,
      size: s.file.size,
      uploadedAt: s.file.uploadedAt,
    });
  }
  const files: MyDataFile[] = await Promise.all(
    [...fileKeys].map(async ([key, f]) => ({
      ...f,
      downloadUrl: await presignCvDownload(key, f.fileName, true, MY_DATA_LIMITS.downloadUrlSeconds),
    })),
  );
  const status = CANDIDATE_STATUS[record.status ?? 'new'];
  return {
    exportedAt: new Date().toISOString(),
    summary: {
      name: record.name,
      email: record.email,
      keptUntil: record.isExpired ? null : (record.expiryDate ?? null),
      submissions: [
        // An Apply Now CV is listed as its application, not as a second row of the same role and day.
        ...submissions
          .filter(
            (s) => s.status === 'accepted' && !(s.jobId && applications.some((a) => a.jobId === s.jobId)),
          )
          .map((s) => ({
            kind: 'cv' as const,
            role: s.role,
            submittedAt: s.decidedAt ?? s.requestedAt,
            status,
          })),
        ...applications.map((a) => ({
          kind: 'application' as const,
          jobId: a.jobId,
          role: a.job_title,
          submittedAt: a.appliedAt,
          status,
        })),
      ],
    },
    record: plain(record as unknown as Record<string, unknown>),
    applications: applications.map((a) => plain(a as unknown as Record<string, unknown>)),
    submissions: submissions.map((s) => plain(s as unknown as Record<string, unknown>)),
    notifications: notifications.map((n) => plain(n as unknown as Record<string, unknown>)),
    // The consent of the first CV, then every "keep my CV" renewal (the record's consent is the latest).
    consentHistory: [
      ...(record.consent && !record.consentRenewals?.length ? [record.consent] : []),
      ...(record.consentRenewals ?? []),
    ].map((c) => ({ ...c })),
    account: ownAccount
      ? {
          email: ownAccount.email,
          createdAt: ownAccount.createdAt ?? null,
          lastLoginAt: ownAccount.lastLoginAt ?? null,
          loginCount: ownAccount.loginCount ?? 0,
        }
      : null,
    files,
    interviews,
    offers,
  };
}

/**
 * Erases everything held about `record`'s candidate (DELETE /my-data) with the erasure workflow
 * of `candidates.ts` (account, Cognito user, applications, every CV version, notifications, manage
 * tokens, record). The confirmation mail (event `erasure:{id}`) is queued in the transaction that
 * deletes the record (docs/architecture.md#mail) and sent by the outbox function; a failed send
 * never undoes the erasure.
 * @throws what `eraseCandidateCompletely` throws (the erasure is then safe to repeat).
 */
export async function eraseMyData(record: ResumeItem): Promise<void> {
  const erasedAt = new Date().toISOString();
  await eraseCandidateCompletely(record.id, (current) =>
    queueMailItems({
      to: current.email,
      template: 'erasure-confirmation',
      data: { name: current.name, erasedAt },
      eventId: `erasure:${record.id}`,
    }),
  );
}

/**
 * "Keep my CV for another 90 days" (POST /my-data/keep, docs/requirements.md#my-data, the 7-day
 * reminder's choice): the CV is kept 90 days from `now` (`retentionEnd`) and the candidate's consent is
 * recorded afresh (time, privacy policy version, source `renewal`). Answers the new expiry (ISO).
 *
 * @throws ConflictError (`MY_DATA_MESSAGES.nothingToKeep`) when no CV is held any more.
 */
export async function keepMyCv(record: ResumeItem, now = new Date()): Promise<string> {
  const keptUntil = retentionEnd(now);
  const renewed = await renewResumeRetention(record.id, keptUntil, {
    acceptedAt: now.toISOString(),
    policyVersion: PRIVACY_POLICY_VERSION,
    source: 'renewal',
  });
  if (!renewed) throw new ConflictError(MY_DATA_MESSAGES.nothingToKeep);
  logger.info('cv kept by its candidate', { resumeId: record.id, keptUntil });
  return keptUntil;
}

/**
 * Withdraws the candidate's application to job posting `jobId` (DELETE /my-data/applications/{id},
 * docs/requirements.md#my-data): the application item and its entry on the record go in one
 * transaction conditioned on both as read, so recruiters no longer see it. The CV handed in with it
 * stays on file (erasing is a separate choice). Answers the posting's title.
 *
 * @throws NotFoundError (`MY_DATA_MESSAGES.applicationNotFound`) when there is no such application;
 *   ConflictError when the record keeps changing.
 */
export async function withdrawApplication(record: ResumeItem, jobId: string): Promise<string> {
  return retryOnConflict(async () => {
    const current = await requireResume(record.id);
    const application = await getApplication(current.id, jobId);
    if (!application) throw new NotFoundError(MY_DATA_MESSAGES.applicationNotFound);
    await withdrawRecordApplication(current, application, new Date().toISOString());
    logger.info('application withdrawn by its candidate', { resumeId: current.id, jobId });
    return application.job_title;
  });
}
