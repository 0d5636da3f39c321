/**
 * `POST /user/profile/profile-update` (docs/requirements.md#api-calls): the candidate's new CV, through the
 * presigned flow of docs/architecture.md#upload-path. Answers the CV on file and a presigned POST for the new one.
 */
import { profileCvUpdateRequest } from '../../contract/schemas/applications.js';
import { requestProfileCvUpdate } from '../../core/domain/applications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'user/profile-update',
  { body: profileCvUpdateRequest },
  async ({ body, caller }) => ({
    message: 'Upload authorised: send the file to upload.url',
    data: await requestProfileCvUpdate(caller!, body),
  }),
);
