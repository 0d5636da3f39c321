/**
 * `GET /public/uploads/{uploadToken}` (docs/architecture.md#upload-path): the verdict on an uploaded CV,
 * polled by the careers form, the Apply dialog and the Resume Assistant without signing in. The token
 * (128+ random bits) came with the upload answer's `statusUrl`; only its hash is stored. Answers the
 * status at top level and in `data`; 404 for an unknown token.
 */
import * as z from 'zod';
import { uploadStatus } from '../../core/domain/cv.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'public/upload-status',
  { params: z.object({ uploadToken: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Upload not found') }) },
  async ({ params }) => {
    const data = await uploadStatus(params.uploadToken);
    return { data, topLevel: { ...data } };
  },
);
