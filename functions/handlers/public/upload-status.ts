/**
 * `GET /public/uploads/{uploadToken}` (docs/architecture.md#upload-path): the verdict on an uploaded CV,
 * polled by the careers form, the Apply dialog and the Resume Assistant without signing in. The token
 * (128+ random bits) came with the upload answer's `statusUrl`; only its hash is stored. Answers the
 * status at top level and in `data`; 404 for an unknown or malformed token.
 */
import * as z from 'zod';
import { uploadStatus } from '../../core/domain/cv.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'public/upload-status',
  // A token of the wrong shape names no upload: 404 like an unknown one (uploadStatus checks the shape).
  { params: z.object({ uploadToken: z.string() }) },
  async ({ params }) => {
    const data = await uploadStatus(params.uploadToken);
    return { data, topLevel: { ...data } };
  },
);
