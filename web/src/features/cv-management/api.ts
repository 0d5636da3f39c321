/** Admin calls of CV Management (docs/requirements.md#api-calls), through the admin-token client. */
import type { NoteBody, ResumeNote } from '@functions/contract/schemas/audit';
import type { Resume, ResumeDetailResponse } from '@functions/contract/schemas/resume';
import type {
  CheckExpiredResponse,
  ResumeBatchRequest,
  ResumeBatchResponse,
  ResumeDownloadResponse,
} from '@functions/contract/schemas/resume-admin';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';
import { RESUMES_KEY } from '@/lib/resumes';

/** `PUT /resume/{id}/expiry` with `{ expiryDate }`: a `YYYY-MM-DD` date, or '' to remove it. */
export async function setResumeExpiry(id: string, expiryDate: string): Promise<Resume> {
  const env = await adminRequest<{ resume: Resume }>('PUT', apiPath('/resume/{id}/expiry', { id }), {
    body: { expiryDate },
  });
  return dataOf(env).resume;
}

/** `DELETE /resume/{id}`. */
export async function deleteResume(id: string): Promise<void> {
  await adminRequest('DELETE', apiPath('/resume/{id}', { id }));
}

/** `POST /resume/check-expired`: answers how many records it marked expired. */
export async function checkExpiredResumes(): Promise<number> {
  const env = await adminRequest<CheckExpiredResponse>('POST', apiPath('/resume/check-expired'));
  return dataOf(env).expiredCount ?? 0;
}

/**
 * `GET /resume/{id}`: the record with every CV submission of the candidate (newest first), its
 * notes (oldest first) and its activity (newest first), as the candidate page shows them
 * (docs/requirements.md#candidate-page). Each call is audited as a view of the record.
 */
export async function getResume(id: string, signal?: AbortSignal): Promise<Resume> {
  const data = dataOf(
    await adminRequest<ResumeDetailResponse>('GET', apiPath('/resume/{id}', { id }), { signal }),
  );
  return {
    ...data.resume,
    notes: data.notes ?? data.resume.notes ?? [],
    activity: data.activity ?? data.resume.activity ?? [],
  };
}

/** `POST /resume/{id}/notes`: adds the signed-in recruiter's note (1–5,000 characters); answers it. */
export async function addNote(id: string, body: NoteBody): Promise<ResumeNote> {
  const env = await adminRequest<{ note: ResumeNote }>('POST', apiPath('/resume/{id}/notes', { id }), {
    body,
  });
  return dataOf(env).note;
}

/** `PUT /resume/{id}/notes/{noteId}`: edits one's own note (403 for another admin's). */
export async function editNote(id: string, noteId: string, body: NoteBody): Promise<ResumeNote> {
  const env = await adminRequest<{ note: ResumeNote }>(
    'PUT',
    apiPath('/resume/{id}/notes/{noteId}', { id, noteId }),
    { body },
  );
  return dataOf(env).note;
}

/** `DELETE /resume/{id}/notes/{noteId}`: deletes one's own note (403 for another admin's). */
export async function deleteNote(id: string, noteId: string): Promise<void> {
  await adminRequest('DELETE', apiPath('/resume/{id}/notes/{noteId}', { id, noteId }));
}

/**
 * `GET /resume/{id}/download[?submission=]`: a short-lived link to one submission's file, or to the
 * newest accepted one when `submission` is left out.
 */
export async function getResumeDownload(
  id: string,
  submission?: string,
  as?: 'text',
): Promise<ResumeDownloadResponse> {
  const query = { ...(submission ? { submission } : {}), ...(as ? { as } : {}) };
  return dataOf(
    await adminRequest<ResumeDownloadResponse>('GET', apiPath('/resume/{id}/download', { id }), {
      query: Object.keys(query).length ? query : undefined,
    }),
  );
}

/** The query key of one resume (`GET /resume/{id}`). */
export const resumeKey = (id: string) => [...RESUMES_KEY, 'one', id] as const;

/** One resume with its submissions, notes and activity (`GET /resume/{id}`), for the candidate page. */
export function resumeQuery(id: string) {
  return queryOptions({
    queryKey: resumeKey(id),
    queryFn: ({ signal }) => getResume(id, signal),
  });
}

/** `POST /resume/batch`: one action on up to 500 resumes; answers one result per id, in order. */
export async function runResumeBatch(body: ResumeBatchRequest): Promise<ResumeBatchResponse['results']> {
  const env = await adminRequest<ResumeBatchResponse>('POST', apiPath('/resume/batch'), { body });
  return dataOf(env).results;
}
