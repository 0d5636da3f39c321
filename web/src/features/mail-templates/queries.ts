/**
 * The interview and offer mail texts of the Mail Templates page (docs/requirements.md#interviews,
 * #my-interviews, #offers): their lists (`GET /admin/interview-mail-templates`,
 * `GET /admin/offer-mail-template`, `.../withdrawn`) and saves (`PUT` the same paths; the default
 * text resets). The status mails' own are in lib/status-mails.ts.
 */
import type {
  INVITE_MAIL_PLACEHOLDERS,
  InviteKind,
  InviteMailTemplate,
} from '@functions/contract/interview-mails';
import type { OfferMailKind, OfferMailTemplate } from '@functions/contract/offer-mails';
import type { StatusMailText } from '@functions/contract/status-mails';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

/** The interview mails (invites, times offered, reminders), each saved or default. */
export const interviewMailsQuery = queryOptions({
  queryKey: ['admin', 'interview-mail-templates'] as const,
  queryFn: async () =>
    dataOf(
      await adminRequest<{ templates: InviteMailTemplate[]; placeholders: typeof INVITE_MAIL_PLACEHOLDERS }>(
        'GET',
        apiPath('/admin/interview-mail-templates'),
      ),
    ).templates,
});

/** Saves `text` as the interview mail of `kind`; answers it as stored. Throws `ApiError`. */
export async function saveInterviewMail(kind: InviteKind, text: StatusMailText): Promise<InviteMailTemplate> {
  const env = await adminRequest<{ template: InviteMailTemplate }>(
    'PUT',
    apiPath('/admin/interview-mail-templates/{kind}', { kind }),
    { body: text },
  );
  return dataOf(env).template;
}

const offerPath = (kind: OfferMailKind) =>
  kind === 'offer' ? apiPath('/admin/offer-mail-template') : apiPath('/admin/offer-mail-template/withdrawn');

/** The offer mail and the withdrawn-offer mail, each saved or default. */
export const offerMailsQuery = queryOptions({
  queryKey: ['admin', 'offer-mail-templates'] as const,
  queryFn: async () =>
    Promise.all(
      (['offer', 'withdrawn'] as const).map(async (kind) => ({
        kind,
        ...dataOf(await adminRequest<{ template: OfferMailTemplate }>('GET', offerPath(kind))).template,
      })),
    ),
});

/** Saves `text` as the offer mail of `kind`; answers it as stored. Throws `ApiError`. */
export async function saveOfferMail(kind: OfferMailKind, text: StatusMailText): Promise<OfferMailTemplate> {
  return dataOf(await adminRequest<{ template: OfferMailTemplate }>('PUT', offerPath(kind), { body: text }))
    .template;
}
