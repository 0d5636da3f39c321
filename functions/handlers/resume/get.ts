/**
 * `GET /resume/{id}` (docs/requirements.md#api-calls, #cv-management): one resume record with every CV
 * submission of the candidate, newest first (file, source, role, verdict, whether it can be downloaded),
 * `foundInCv`, the phones, e-mails and links read from those CVs beside the typed ones, and
 * `applicationDetails`, the candidate's applications with cover letters, newest first, its recruiters'
 * `notes` and its `activity` timeline (docs/requirements.md#candidate-page); 404 for an unknown id.
 * The view is itself an audit entry (`cv.view`).
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import type { ResumeDetailResponse } from '../../contract/schemas/resume.js';
import { listApplications, toApplication } from '../../core/data/applications.js';
import { auditEntriesOf } from '../../core/data/audit.js';
import { listNotes } from '../../core/data/notes.js';
import { requireResume, toResume } from '../../core/data/resumes.js';
import { foundInCv, listSubmissions, toSubmission } from '../../core/data/submissions.js';
import { candidateActivity } from '../../core/domain/activity.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('resume/get', { params: z.object({ id: idParam }) }, async ({ params }) => {
  const [record, submissions, applications, notes, audited] = await Promise.all([
    requireResume(params.id),
    listSubmissions(params.id),
    listApplications(params.id),
    listNotes(params.id),
    auditEntriesOf(params.id),
  ]);
  // An expired record's files are erased with it (docs/architecture.md: expiry sweep): none is downloadable.
  const listed = submissions
    .map(toSubmission)
    .map((s) => (record.isExpired ? { ...s, downloadable: false } : s));
  const resume = toResume(record);
  const found = record.isExpired
    ? { phones: [], emails: [], links: [] }
    : foundInCv(submissions, { email: resume.email, contact: resume.contact });
  const applicationDetails = applications
    .map(toApplication)
    .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
  const activity = candidateActivity(audited, submissions.map(toSubmission));
  const data: ResumeDetailResponse = {
    resume: { ...resume, submissions: listed, foundInCv: found, applicationDetails, notes, activity },
    notes,
    activity,
  };
  return { data };
});
