/**
 * `POST /resume/upload` (DESIGN.md §6): validates the candidate's details and the declared file,
 * records consent, upserts the candidate by email and answers a presigned POST for the CV.
 */
import { resumeUploadRequest } from '../../contract/schemas/resume.js';
import { requestCvUpload } from '../../core/domain/cv.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('resume/upload', { body: resumeUploadRequest }, async ({ body }) => ({
  statusCode: 201,
  message: 'Upload authorised: send the file to upload.url',
  data: await requestCvUpload(body),
}));
