/**
 * `POST /resume/upload` (docs/architecture.md#upload-path): validates the candidate's details and the declared file,
 * records consent, upserts the candidate by email and answers a presigned POST for the CV. Without
 * the session of the address's own candidate (a bearer ID token), a file for an address that already
 * had a candidate is held unconfirmed (docs/requirements.md#cv-confirmation).
 * Anonymous, so it is rate limited per client address and per e-mail ({@link UPLOAD_RATE_RULES});
 * past either limit, 429 with Retry-After and {@link UPLOAD_THROTTLED}.
 */
import { resumeUploadRequest } from '../../contract/schemas/resume.js';
import { signedInCandidateId } from '../../core/domain/candidate-session.js';
import { requestCvUpload } from '../../core/domain/cv.js';
import { apiHandler } from '../../core/http/api.js';
import { consume, type RateRule } from '../../core/rate-limit.js';

/**
 * Upload requests per hour. A candidate sends one, or a few when replacing a CV; an address
 * allows for many applicants behind one office, campus or carrier NAT.
 */
export const UPLOAD_RATE_RULES = {
  address: { scope: 'upload-ip', limit: 100, windowSeconds: 60 * 60 },
  email: { scope: 'upload-email', limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** The 429 text (the wait is in the Retry-After header). */
export const UPLOAD_THROTTLED = 'Too many CV upload requests. Please try again later.';

export const handler = apiHandler(
  'resume/upload',
  { body: resumeUploadRequest },
  async ({ body, sourceIp, event }) => {
    await consume(UPLOAD_RATE_RULES.email, body.email, UPLOAD_THROTTLED);
    await consume(UPLOAD_RATE_RULES.address, sourceIp, UPLOAD_THROTTLED);
    const ownerId = await signedInCandidateId(event.headers?.authorization ?? event.headers?.Authorization);
    return {
      statusCode: 201,
      message: 'Upload authorised: send the file to upload.url',
      data: await requestCvUpload(body, ownerId),
    };
  },
);
