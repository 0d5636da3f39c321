/**
 * The candidate's offers on /my-data (docs/requirements.md#offers): each card shows the job title,
 * salary, start date, contract, hours and the date and time (Dublin) to answer by, a link to
 * download the offer letter (PDF), and, while the offer is open, Accept offer and Decline (with an
 * optional reason). An answered, withdrawn or expired offer shows its state.
 */
import { formatDate } from '@functions/contract/dates';
import type { MyDataExport } from '@functions/contract/schemas/my-data';
import {
  CONTRACT_TYPE_LABELS,
  formatAnswerBy,
  formatSalary,
  type MyDataOffer,
  OFFER_LIMITS,
  OFFER_STATUS_LABELS,
} from '@functions/contract/schemas/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, apiPath, apiRequest, dataOf } from '@/lib/api';
import type { MyDataAuth } from './api';

/** Texts of the offers section. */
export const MY_OFFER_TEXTS = {
  title: 'Your offers',
  salary: 'Salary',
  start: 'Start date',
  contract: 'Contract',
  hours: 'Hours per week',
  answerBy: 'Answer by',
  dublin: '(Irish time)',
  letter: 'Download offer letter (PDF)',
  accept: 'Accept offer',
  decline: 'Decline',
  declineLabel: 'Reason (optional, shared with the hiring team)',
  confirmDecline: 'Decline offer',
  cancel: 'Cancel',
  accepted: 'You accepted this offer. Welcome aboard: we will be in touch about your first day.',
  declined: 'You declined this offer.',
  closed: (status: string) => `This offer is ${status.toLowerCase()}.`,
  failed: 'That did not work. Please try again.',
} as const;
const T = MY_OFFER_TEXTS;

const button =
  'inline-flex items-center justify-center rounded-lg bg-sky-800 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-sky-900 disabled:opacity-60';
const secondary =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 disabled:opacity-60';

/** `POST /my-data/offers/{offerId}/accept` or `/decline` (with `reason`). Throws `ApiError`. */
async function answerOffer(auth: MyDataAuth, offerId: string, answer: 'accept' | 'decline', reason?: string) {
  const path = answer === 'accept' ? '/my-data/offers/{offerId}/accept' : '/my-data/offers/{offerId}/decline';
  return dataOf(
    await apiRequest<{ offer: MyDataOffer }>('POST', apiPath(path, { offerId }), {
      ...auth,
      ...(answer === 'decline' && reason?.trim() ? { body: { reason } } : {}),
    }),
  ).offer;
}

/** The offers section; nothing when no offer was sent to the candidate. */
export function MyOffers({ auth, data }: { auth: MyDataAuth; data: MyDataExport }) {
  if (!data.offers?.length) return null;
  return (
    <section aria-labelledby="my-offers" className="mt-8">
      <h2 id="my-offers" className="text-xl font-semibold text-slate-900">
        {T.title}
      </h2>
      <ul className="mt-3 space-y-4">
        {data.offers.map((o) => (
          <li key={o.id} className="rounded-lg border border-slate-200 p-4">
            <OfferCard auth={auth} offer={o} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OfferCard({ auth, offer: o }: { auth: MyDataAuth; offer: MyDataOffer }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const answer = useMutation({
    mutationFn: (what: 'accept' | 'decline') => answerOffer(auth, o.id, what, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my-data'] }),
  });
  const open = o.status === 'sent';
  return (
    <>
      <h3 className="font-semibold text-slate-900">{o.jobTitle}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-medium">{T.salary}</dt>
        <dd>{formatSalary(o.salary)}</dd>
        <dt className="font-medium">{T.start}</dt>
        <dd>{formatDate(o.startDate, 'longDay')}</dd>
        <dt className="font-medium">{T.contract}</dt>
        <dd>{CONTRACT_TYPE_LABELS[o.contractType]}</dd>
        {o.hoursPerWeek ? (
          <>
            <dt className="font-medium">{T.hours}</dt>
            <dd>{o.hoursPerWeek}</dd>
          </>
        ) : null}
        <dt className="font-medium">{T.answerBy}</dt>
        <dd>
          {formatAnswerBy(o.expiresAt)} {T.dublin}
        </dd>
      </dl>
      {o.letterUrl ? (
        <p className="mt-3">
          <a href={o.letterUrl} className="font-medium text-sky-800 underline hover:text-sky-900" download>
            {T.letter}
          </a>
        </p>
      ) : null}
      {open ? (
        declining ? (
          <form
            className="mt-3"
            onSubmit={(e) => {
              e.preventDefault();
              answer.mutate('decline');
            }}
          >
            <label htmlFor={`${id}-reason`} className="block text-slate-800">
              {T.declineLabel}
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={OFFER_LIMITS.declineReasonMax}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
            />
            <div className="mt-2 flex gap-2">
              <button type="submit" className={button} disabled={answer.isPending}>
                {T.confirmDecline}
              </button>
              <button type="button" className={secondary} onClick={() => setDeclining(false)}>
                {T.cancel}
              </button>
            </div>
          </form>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={button}
              disabled={answer.isPending}
              onClick={() => answer.mutate('accept')}
            >
              {T.accept}
            </button>
            <button type="button" className={secondary} onClick={() => setDeclining(true)}>
              {T.decline}
            </button>
          </div>
        )
      ) : (
        <p className="mt-3 text-slate-700">
          {o.status === 'accepted'
            ? T.accepted
            : o.status === 'declined'
              ? T.declined
              : T.closed(OFFER_STATUS_LABELS[o.status])}
        </p>
      )}
      {answer.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {answer.error instanceof ApiError ? answer.error.message : T.failed}
        </p>
      ) : null}
    </>
  );
}
