/**
 * CV upload straight to the CV bucket (docs/architecture.md#upload-path): the API registers the application and
 * answers a presigned POST; the browser then posts the file to S3. The file never goes through
 * the API.
 */

import {
  CV_TYPES,
  type CvContentType,
  type ResumeUploadRequest,
  type ResumeUploadResponse,
} from '@functions/contract/schemas/resume';
import { requestResumeUpload } from './api';
import { uploadFailedText } from './upload-messages';

/** The file store refused the file; `reason` is what to show after "Upload failed: ". */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly reason: string,
    readonly status: number,
  ) {
    super(uploadFailedText(reason));
  }
}

const EXTENSION_TYPES: Record<string, CvContentType> = Object.fromEntries(
  Object.entries(CV_TYPES).map(([type, extension]) => [extension, type as CvContentType]),
);

/**
 * The CV content type of a file, by its type or else its extension (docs/requirements.md#public-limits: "by type or
 * extension"; some systems report no type for .doc files), or null when it is not a PDF/DOC/DOCX.
 */
export function cvContentTypeOf(file: Pick<File, 'name' | 'type'>): CvContentType | null {
  if (file.type in CV_TYPES) return file.type as CvContentType;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

// S3 answers errors as XML: <Error><Code>EntityTooLarge</Code><Message>...</Message></Error>.
async function s3Reason(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1]?.trim();
  return message
    ? `${message} (status ${response.status})`
    : `the file store answered status ${response.status}`;
}

/**
 * Uploads a CV: `POST /api/v1/resume/upload` with the JSON request, then a multipart POST of the
 * file to the presigned `upload.url` with every presigned field first and `file` last (S3 ignores
 * fields after the file). Answers the API's `data` (`resumeId`, `resume-link`). Throws `ApiError`
 * when the API refuses, `UploadError` when the file store does.
 */
export async function uploadCv(request: ResumeUploadRequest, file: Blob): Promise<ResumeUploadResponse> {
  const answer = await requestResumeUpload(request);
  await sendToPresignedPost(answer.upload, file);
  return answer;
}

/**
 * Posts `file` to a presigned POST answered by the API (the careers upload, Apply Now, the profile
 * CV): every presigned field first, `file` last. Throws `UploadError` when the file store refuses.
 */
export async function sendToPresignedPost(
  upload: { url: string; fields: Record<string, string> },
  file: Blob,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);

  let response: Response;
  try {
    // No cookies or bearer: the bucket is another origin and authorizes by the presigned policy.
    response = await fetch(upload.url, { method: 'POST', body: form, credentials: 'omit' });
  } catch {
    throw new UploadError('the file could not be sent. Please check your connection and try again.', 0);
  }
  if (!response.ok) throw new UploadError(await s3Reason(response), response.status);
}

/** The text after "Upload failed: " for any upload error (docs/requirements.md#public-messages). */
export function uploadFailureReason(error: unknown, fallback: string): string {
  if (error instanceof UploadError) return error.reason;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
