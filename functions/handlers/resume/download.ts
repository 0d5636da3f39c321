/**
 * `GET /resume/{id}/download` (docs/requirements.md#cv-management, #api-calls): a presigned GET for the CV, valid for
 * a few minutes. PDFs answer `inline` (they open in a tab); Word files answer
 * `Content-Disposition: attachment` (browsers cannot show them). 404 for an unknown id or a
 * record without a CV.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import type { ResumeDownloadResponse } from '../../contract/schemas/resume-admin.js';
import { requireResume } from '../../core/data/resume-admin.js';
import { NotFoundError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';
import { presignCvDownload } from '../../core/storage.js';

/** Lifetime of the link: long enough to open it, short enough not to be shared (seconds). */
const DOWNLOAD_TTL_SECONDS = 300;

export const handler = apiHandler(
  'resume/download',
  { params: z.object({ id: idParam }) },
  async ({ params }) => {
    const record = await requireResume(params.id);
    if (!record.cv) throw new NotFoundError('CV not available');
    const disposition = record.cv.contentType === 'application/pdf' ? 'inline' : 'attachment';
    const url = await presignCvDownload(
      record.cv.key,
      record.cv.fileName,
      disposition === 'attachment',
      DOWNLOAD_TTL_SECONDS,
    );
    const data: ResumeDownloadResponse = {
      url,
      fileName: record.cv.fileName,
      contentType: record.cv.contentType,
      disposition,
      expiresInSeconds: DOWNLOAD_TTL_SECONDS,
    };
    return { data };
  },
);
