/**
 * Candidates for the CV-management tests, made the way visitors make them: `POST /resume/upload`,
 * the file posted to the presigned POST, then `cv-received` attaches it (polled until it has).
 */
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ResumeUploadResponse } from '../../functions/contract/schemas/resume.js';
import { getItem } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import type { ResumeItem } from '../../functions/core/data/resumes.js';
import { hashUploadToken, type SubmissionItem } from '../../functions/core/data/submissions.js';
import { candidateSearch } from '../../functions/core/search/index.js';
import { api, DOCX, eventually, PDF, postToS3, uniqueEmail, uploadBody } from './api.js';
import { type CvLines, pdfLibPdf } from './cv-files.js';
import { makeDocx, makePdf } from './files.js';
import { mailsTo } from './mail.js';

/** The confirm tokens in the `/confirm-cv#token=...` links of the mails to `email`, newest first. */
export async function confirmTokensMailedTo(email: string): Promise<string[]> {
  return (await mailsTo(email))
    .map((m) => /\/confirm-cv#token=([A-Za-z0-9_-]+)/.exec(m.body.text ?? '')?.[1])
    .filter((t): t is string => Boolean(t))
    .reverse();
}

/**
 * Confirms unconfirmed submission `submissionId` of `resumeId` the way its owner does: the link of the
 * mail about it (the token whose hash the submission holds), then `POST /resume/upload/confirm`.
 */
export async function confirmByMail(email: string, resumeId: string, submissionId: string): Promise<void> {
  const token = await eventually(async () => {
    const s = await getItem<SubmissionItem>(keys.submission(resumeId, submissionId), true);
    if (!s?.confirmTokenHash) return undefined;
    return (await confirmTokensMailedTo(email)).find((t) => hashUploadToken(t) === s.confirmTokenHash);
  }, 15_000);
  const res = await api('POST', '/resume/upload/confirm', { body: { token } });
  if (res.status !== 200) throw new Error(`confirmation failed: ${res.status} ${res.body.message}`);
}

/** The stored record, read strongly consistently (keys included). */
export const storedResume = (id: string) => getItem<ResumeItem>(keys.user(id), true);

/** An S3 client for the local CV bucket (path-style, as s3rver needs). */
export const cvBucket = () => new S3Client({ forcePathStyle: true });

/** A counter item's value (0 when the counter was never written), read strongly consistently. */
export const counterValue = async (name: Parameters<typeof keys.counter>[0]) =>
  (await getItem<{ count: number }>(keys.counter(name), true))?.count ?? 0;

/** Whether an object with this key is in the CV bucket. */
export async function cvObjectExists(key: string): Promise<boolean> {
  try {
    await cvBucket().send(new HeadObjectCommand({ Bucket: process.env.CV_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until candidate `id` is in the search index (found by its address): the indexer follows
 * the table's stream, so a list search right after an upload could miss it (docs/architecture.md#search).
 * Bounded at 45 s (inside the 60 s test timeout): behind a fold of a large shared index (after another file's erasures) on a loaded
 * CI host, 30 s was once not enough.
 */
export async function findable(id: string, email: string): Promise<void> {
  await eventually(async () => {
    const hits = await candidateSearch().search(email, {});
    return hits.some((h) => h.id === id) ? true : undefined;
  }, 45_000);
}

/** A candidate whose CV (a real PDF, or DOCX) is attached and found by a search for its address. */
export async function candidateWithCv(
  over: Parameters<typeof candidateWithAttachedCv>[0] = {},
  kind: 'pdf' | 'docx' = 'pdf',
): Promise<{ id: string; email: string; record: ResumeItem }> {
  const candidate = await candidateWithAttachedCv(over, kind);
  await findable(candidate.id, candidate.email);
  return candidate;
}

/**
 * A candidate whose CV (a real PDF, or DOCX) is attached: for tests that do not search. `file` hands
 * in a file of the test's own (of `kind`) instead of the generated one.
 */
export async function candidateWithAttachedCv(
  over: {
    name?: string;
    email?: string;
    role?: string;
    source?: 'careers' | 'assistant';
    contact?: { country_code: string; number: string };
    file?: Uint8Array;
  } = {},
  kind: 'pdf' | 'docx' = 'pdf',
): Promise<{ id: string; email: string; record: ResumeItem }> {
  const { file: own, ...fields } = over;
  const name = fields.name ?? 'Aoife Murphy';
  const email = fields.email ?? uniqueEmail();
  const file = own ?? (kind === 'pdf' ? await makePdf(name, email) : await makeDocx(name, email));
  const type = kind === 'pdf' ? PDF : DOCX;
  const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
    body: uploadBody(file, {
      ...fields,
      name,
      email,
      contentType: type,
      fileName: kind === 'pdf' ? 'cv.pdf' : 'cv.docx',
    }),
  });
  if (res.status !== 201) throw new Error(`upload request failed: ${res.status} ${res.body.message}`);
  const id = res.body.data!.resumeId;
  const status = await postToS3(res.body.data!.upload, file, type);
  if (status >= 300) throw new Error(`S3 POST failed: ${status}`);
  const record = await eventually(async () => {
    const r = await storedResume(id);
    return r?.cv ? r : undefined;
  });
  return { id, email, record };
}

/** A candidate who asked to upload but never sent the file: an unlisted record with a pending submission. */
export async function candidateWithoutCv(
  over: { name?: string } = {},
): Promise<{ id: string; email: string; upload: ResumeUploadResponse['upload']; statusUrl: string }> {
  const email = uniqueEmail('nocv');
  const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
    body: uploadBody(new Uint8Array(2000), { ...over, email }),
  });
  if (res.status !== 201) throw new Error(`upload request failed: ${res.status} ${res.body.message}`);
  return {
    id: res.body.data!.resumeId,
    email,
    upload: res.body.data!.upload,
    statusUrl: res.body.data!.statusUrl,
  };
}

/**
 * Hands in a pdf-lib CV of `lines` (padded past the 1 KB minimum) for `email` through the careers
 * upload and waits until the server has accepted and read it; answers the record's id. A second call
 * for the same e-mail adds a submission to the same candidate: held unconfirmed, then confirmed through
 * the mailed link as its owner would (docs/requirements.md#cv-confirmation), so it is the current CV.
 */
export async function submitCvLines(
  email: string,
  lines: CvLines,
  over: Record<string, unknown> = {},
): Promise<string> {
  const file = await pdfLibPdf([...lines, ...Array<string>(20).fill('Cork, Ireland')]);
  const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
    body: uploadBody(file, { name: 'Aoife Murphy', ...over, email }),
  });
  if (res.status !== 201) throw new Error(`upload request failed: ${res.status} ${res.body.message}`);
  const { resumeId, upload } = res.body.data!;
  const before = (await storedResume(resumeId))?.cv?.submissionId;
  const status = await postToS3(upload, file, PDF);
  if (status >= 300) throw new Error(`S3 POST failed: ${status}`);
  const submissionId = /([0-9a-f-]{36})$/.exec(upload.fields.key!)![1]!;
  const decided = await eventually(async () => {
    const s = await getItem<SubmissionItem>(keys.submission(resumeId, submissionId), true);
    return s && s.status !== 'pending' ? s : undefined;
  }, 30_000);
  if (decided.confirmation === 'unconfirmed') await confirmByMail(email, resumeId, submissionId);
  await eventually(async () => {
    const r = await storedResume(resumeId);
    return r?.cv && r.cv.submissionId !== before ? r : undefined;
  }, 30_000);
  await findable(resumeId, email);
  return resumeId;
}
