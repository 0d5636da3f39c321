/**
 * Calls of the `/my-data` page (docs/requirements.md#my-data): `GET` and `DELETE /api/v1/my-data` and
 * `POST /api/v1/my-data/keep`,
 * authorised by the manage token of the mail link, by the signed-in candidate's session when
 * the page has no token, or by the page's cookie (a reload).
 */

import type { Interview } from '@functions/contract/schemas/interviews';
import type { MyDataExport, MyDataKeepResponse } from '@functions/contract/schemas/my-data';
import { apiPath, apiRequest, dataOf } from '@/lib/api';

/**
 * How the page proves who it asks for: the mail link's token, the candidate session, or nothing
 * but the page's HttpOnly cookie (`token: 'none'`; sent along with every call, set by the first
 * call with a link's token).
 */
export type MyDataAuth = { bearer: string } | { token: 'candidate' | 'none' };

/** Everything held about the candidate. Throws `ApiError` (401: the link is not valid). */
export async function fetchMyData(auth: MyDataAuth, signal?: AbortSignal): Promise<MyDataExport> {
  return dataOf(await apiRequest<MyDataExport>('GET', apiPath('/my-data'), { ...auth, signal }));
}

/** Erases everything held about the candidate. Throws `ApiError`. */
export async function eraseMyData(auth: MyDataAuth): Promise<void> {
  await apiRequest('DELETE', apiPath('/my-data'), auth);
}

/** "Keep my CV for another 90 days": answers the new expiry date. Throws `ApiError` (409: no CV held). */
export async function keepMyCv(auth: MyDataAuth): Promise<MyDataKeepResponse> {
  return dataOf(await apiRequest<MyDataKeepResponse>('POST', apiPath('/my-data/keep'), auth));
}

/** Withdraws the application to job posting `jobId`. Throws `ApiError` (404: no such application). */
export async function withdrawApplication(auth: MyDataAuth, jobId: string): Promise<void> {
  await apiRequest('DELETE', apiPath('/my-data/applications/{id}', { id: jobId }), auth);
}

/** `POST /my-data/interviews/{id}/choose`: books the offered time `startsAt` (UTC ISO). */
export async function chooseInterviewSlot(auth: MyDataAuth, interviewId: string, startsAt: string) {
  return dataOf(
    await apiRequest<{ interview: Interview }>(
      'POST',
      apiPath('/my-data/interviews/{id}/choose', { id: interviewId }),
      { ...auth, body: { startsAt } },
    ),
  );
}

/** `POST /my-data/interviews/{id}/confirm`: confirms the interview's fixed time. */
export async function confirmInterview(auth: MyDataAuth, interviewId: string) {
  return dataOf(
    await apiRequest<{ interview: Interview }>(
      'POST',
      apiPath('/my-data/interviews/{id}/confirm', { id: interviewId }),
      auth,
    ),
  );
}

/** `POST /my-data/interviews/{id}/ask-another-time`: asks for another time with `message`. */
export async function askAnotherInterviewTime(auth: MyDataAuth, interviewId: string, message: string) {
  return dataOf(
    await apiRequest<{ interview: Interview }>(
      'POST',
      apiPath('/my-data/interviews/{id}/ask-another-time', { id: interviewId }),
      { ...auth, body: { message } },
    ),
  );
}
