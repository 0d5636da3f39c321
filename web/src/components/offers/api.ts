/** The offer calls of the admin screens (docs/requirements.md#offers) and their TanStack Query options. */
import type { CreateOfferRequest, Offer } from '@functions/contract/schemas/offers';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

/** The query key of a candidate's offers. */
export const offersKey = (resumeId: string) => ['admin', 'offers', resumeId] as const;

/** `GET /resume/{id}/offers`: the candidate's offers, newest first. */
export function offersQuery(resumeId: string) {
  return queryOptions({
    queryKey: offersKey(resumeId),
    queryFn: async ({ signal }) =>
      dataOf(
        await adminRequest<{ offers: Offer[] }>('GET', apiPath('/resume/{id}/offers', { id: resumeId }), {
          signal,
        }),
      ).offers,
  });
}

/** `POST /resume/{id}/offers`: the draft made. Throws ApiError (400 with the check's text, 404). */
export async function makeOffer(resumeId: string, body: CreateOfferRequest): Promise<Offer> {
  return dataOf(
    await adminRequest<{ offer: Offer }>('POST', apiPath('/resume/{id}/offers', { id: resumeId }), { body }),
  ).offer;
}

/** `POST /resume/{id}/offers/{offerId}/{approve|send|withdraw}`: the offer as it now is. Throws ApiError (403, 409). */
export async function offerAction(
  resumeId: string,
  offerId: string,
  action: 'approve' | 'send' | 'withdraw',
): Promise<Offer> {
  const path = {
    approve: '/resume/{id}/offers/{offerId}/approve',
    send: '/resume/{id}/offers/{offerId}/send',
    withdraw: '/resume/{id}/offers/{offerId}/withdraw',
  } as const;
  return dataOf(
    await adminRequest<{ offer: Offer }>('POST', apiPath(path[action], { id: resumeId, offerId })),
  ).offer;
}

/** `GET /resume/{id}/offers/{offerId}/letter`: a five-minute download link of the letter. */
export async function offerLetterLink(resumeId: string, offerId: string): Promise<string> {
  return dataOf(
    await adminRequest<{ downloadUrl: string }>(
      'GET',
      apiPath('/resume/{id}/offers/{offerId}/letter', { id: resumeId, offerId }),
    ),
  ).downloadUrl;
}
