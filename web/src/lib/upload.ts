/**
 * CV upload straight to the CV bucket (docs/architecture.md#upload-path): the API registers the application and
 * answers a presigned POST; the browser then posts the file to S3. The file never goes through
 * the API.
 */

import {
  CV_TYPES,
  type CvContentType,
  RESUME_MESSAGES,
  type ResumeUploadRequest,
  type ResumeUploadResponse,
  type UploadStatus,
} from '@functions/contract/schemas/resume';
import { apiPath, apiRequest, dataOf, requestResumeUpload } from './api';
import { UPLOAD_STILL_CHECKING, uploadFailedText } from './upload-messages';

/** The file store refused the file; `reason` is what to show after "Upload failed: ". */
export class UploadError extends Error {
  override readonly name: string = 'UploadError';
  constructor(
    readonly reason: string,
    readonly status: number,
  ) {
    super(uploadFailedText(reason));
  }
}

/**
 * The file itself was refused (the browser's magic-byte check or the server's verdict): another file
 * may pass, so the screens offer to choose one.
 */
export class UploadRejected extends UploadError {
  override readonly name = 'UploadRejected';
}

/**
 * How an upload ended badly, for the screens (docs/requirements.md#public-messages): `still-checking`
 * (no verdict within the wait: neither success nor failure), `rejected` (choose another file) or
 * `failed` (the API, the file store or the connection).
 */
export function uploadProblemKind(error: unknown): 'still-checking' | 'rejected' | 'failed' {
  if (error instanceof UploadStillChecking) return 'still-checking';
  if (error instanceof UploadRejected) return 'rejected';
  return 'failed';
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
function s3Reason(status: number, text: string): string {
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1]?.trim();
  return message ? `${message} (status ${status})` : `the file store answered status ${status}`;
}

/** How much of a CV has gone to the file store: bytes of the multipart body sent, of `total`. */
export type UploadProgress = { sent: number; total: number };

/** Told of each step of the bytes sent (the browser's upload progress events, a few a second). */
export type OnUploadProgress = (progress: UploadProgress) => void;

/**
 * Uploads a CV: `POST /api/v1/resume/upload` with the JSON request, then a multipart POST of the
 * file to the presigned `upload.url` with every presigned field first and `file` last (S3 ignores
 * fields after the file). Answers the API's `data` (`resumeId`, `resume-link`). `onProgress` hears
 * the bytes sent (see {@link sendToPresignedPost}). Throws `ApiError` when the API refuses,
 * `UploadError` when the file store does.
 */
export async function uploadCv(
  request: ResumeUploadRequest,
  file: Blob,
  onProgress?: OnUploadProgress,
): Promise<ResumeUploadResponse> {
  await assertCvBytes(file);
  const answer = await requestResumeUpload(request);
  await sendToPresignedPost(answer.upload, file, onProgress);
  await waitForVerdict(answer.statusUrl);
  return answer;
}

/** The server is still checking the file after the wait: not a success, not a failure yet. */
export class UploadStillChecking extends Error {
  override readonly name = 'UploadStillChecking';
  constructor() {
    super(UPLOAD_STILL_CHECKING);
  }
}

/**
 * Refuses a file whose first bytes are not a PDF, DOC or DOCX (magic numbers, not the name), before
 * anything is sent. `file-type` is loaded only now, when a file was chosen (the `sitePages`
 * function, which bundles the public pages, leaves it out: `browserOnlyModules`). Throws `UploadRejected`.
 */
export async function assertCvBytes(file: Blob): Promise<void> {
  const { fileTypeFromBlob } = await import('file-type');
  const found = await fileTypeFromBlob(file);
  const ok = found && (found.mime === 'application/pdf' || ['docx', 'doc', 'cfb'].includes(found.ext));
  if (!ok) throw new UploadRejected(RESUME_MESSAGES.fileType, 0);
}

/** How long and how often the browser asks for the verdict (ms): issue 14 asks for 20 s. */
export const VERDICT_WAIT = { timeoutMs: 20_000, intervalMs: 1_000 } as const;

/**
 * Polls `statusUrl` (`GET /api/v1/public/uploads/{token}`, no sign-in) until the server's verdict:
 * resolves on `accepted`, throws `UploadRejected` with the server's reason on `rejected`, and
 * `UploadStillChecking` when it is still `pending` after `timeoutMs`.
 */
export async function waitForVerdict(
  statusUrl: string,
  wait: { timeoutMs: number; intervalMs: number } = VERDICT_WAIT,
): Promise<void> {
  const until = Date.now() + wait.timeoutMs;
  for (;;) {
    // The answer's `statusUrl` ends with the upload token; the path is rebuilt from the route table.
    const token = statusUrl.split('/').pop() ?? '';
    const verdict = dataOf(
      await apiRequest<UploadStatus>(
        'GET',
        apiPath('/public/uploads/{uploadToken}', { uploadToken: token }),
        {
          token: 'none',
        },
      ),
    );
    if (verdict.status === 'accepted') return;
    if (verdict.status === 'rejected') throw new UploadRejected(verdict.reason ?? '', 422);
    if (Date.now() + wait.intervalMs > until) throw new UploadStillChecking();
    await new Promise((r) => setTimeout(r, wait.intervalMs));
  }
}

/**
 * Posts `file` to a presigned POST answered by the API (the careers upload, Apply Now, the profile
 * CV): every presigned field first, `file` last. Sent with XMLHttpRequest, not fetch: only its
 * `upload` progress events tell how many bytes have gone (docs/requirements.md#public-messages, the
 * upload's progress bar). `onProgress` hears `{ sent, total }` in bytes of the request body, from
 * `{ 0, size }` to `{ total, total }` once the body is sent (then S3 answers). Throws `UploadError`
 * when the file store refuses or the connection fails.
 */
export function sendToPresignedPost(
  upload: { url: string; fields: Record<string, string> },
  file: Blob,
  onProgress?: OnUploadProgress,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    // No cookies or bearer: the bucket is another origin and authorizes by the presigned policy.
    request.withCredentials = false;
    if (onProgress) {
      // The body is the file plus the presigned fields: the events' total, once known, is the truth.
      let total = Math.max(file.size, 1);
      onProgress({ sent: 0, total });
      request.upload.addEventListener('progress', (event) => {
        if (!event.lengthComputable) return;
        total = event.total;
        onProgress({ sent: event.loaded, total });
      });
      request.upload.addEventListener('load', () => onProgress({ sent: total, total }));
    }
    const lost = () =>
      reject(new UploadError('the file could not be sent. Please check your connection and try again.', 0));
    request.addEventListener('error', lost);
    request.addEventListener('timeout', lost);
    request.addEventListener('abort', lost);
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new UploadError(s3Reason(request.status, request.responseText ?? ''), request.status));
    });
    request.send(form);
  });
}

/** The text after "Upload failed: " for any upload error (docs/requirements.md#public-messages). */
export function uploadFailureReason(error: unknown, fallback: string): string {
  if (error instanceof UploadError) return error.reason;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
