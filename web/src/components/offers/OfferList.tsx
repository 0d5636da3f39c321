/**
 * A candidate's offers on their page (docs/requirements.md#offers), newest first: title, salary,
 * start, expiry, status and its history (made, approved, sent, answered), with the actions the
 * signed-in admin's role allows on each: Approve (hr-manager and above, never one's own offer),
 * Send to candidate, Withdraw, Download letter.
 */
import { formatDate } from '@functions/contract/dates';
import {
  formatAnswerBy,
  formatSalary,
  OFFER_STATUS_LABELS,
  type Offer,
} from '@functions/contract/schemas/offers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/admin/badge';
import { buttonClass } from '@/components/admin/buttons';
import { ConfirmDialog } from '@/components/admin/dialogs';
import { reasonOf } from '@/components/admin/row-action';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { getAdminSession } from '@/lib/session';
import { offerAction, offerLetterLink, offersKey, offersQuery } from './api';
import { offerMessages as M } from './messages';

const TONES = {
  draft: 'slate',
  approved: 'blue',
  sent: 'amber',
  accepted: 'green',
  declined: 'red',
  expired: 'slate',
  withdrawn: 'slate',
} as const;

const day = (iso: string | null) => (iso ? (formatDate(iso, 'day') ?? iso) : '');

export function OfferList({ resumeId }: { resumeId: string }) {
  const offers = useQuery(offersQuery(resumeId));
  if (offers.isPending) return <p className="text-sm text-slate-500">{M.loading}</p>;
  if (offers.isError)
    return <p className="text-sm text-danger-700">{M.loadFailed(reasonOf(offers.error))}</p>;
  if (offers.data.length === 0) return <p className="text-sm text-slate-500">{M.none}</p>;
  return (
    <ul aria-label={M.section} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {offers.data.map((o) => (
        <li key={o.id} className="px-3 py-2 text-sm">
          <OfferRow resumeId={resumeId} offer={o} />
        </li>
      ))}
    </ul>
  );
}

function OfferRow({ resumeId, offer: o }: { resumeId: string; offer: Offer }) {
  const queryClient = useQueryClient();
  const mayApprove = useAdminMayCall('POST /resume/{id}/offers/{offerId}/approve');
  const mayWrite = useAdminMayCall('POST /resume/{id}/offers/{offerId}/send');
  const me = getAdminSession()?.admin?._id;
  const act = useMutation({
    mutationFn: (action: 'approve' | 'send' | 'withdraw') => offerAction(resumeId, o.id, action),
    onSuccess: (_offer, action) => toast.success(M.done[action]),
    onError: (error) => toast.error(M.actionFailed(reasonOf(error))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offersKey(resumeId) }),
  });
  const letter = useMutation({
    mutationFn: () => offerLetterLink(resumeId, o.id),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => toast.error(M.actionFailed(reasonOf(error))),
  });
  const [confirming, setConfirming] = useState(false);
  const own = o.createdBy.id === me;
  const open = o.status === 'draft' || o.status === 'approved' || o.status === 'sent';
  return (
    <>
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{o.jobTitle}</span>
        <Badge tone={TONES[o.status]}>{OFFER_STATUS_LABELS[o.status]}</Badge>
      </p>
      <p className="mt-0.5 text-slate-700">{M.summary(formatSalary(o.salary), day(o.startDate))}</p>
      <p className="mt-0.5 text-slate-600">{M.expires(formatAnswerBy(o.expiresAt))}</p>
      <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
        <li>{M.madeBy(o.createdBy.name, day(o.createdAt))}</li>
        {o.approvedBy ? <li>{M.approvedBy(o.approvedBy.name, day(o.approvedAt))}</li> : null}
        {o.sentAt ? <li>{M.sentOn(day(o.sentAt))}</li> : null}
        {o.closedAt ? <li>{M.closedOn(OFFER_STATUS_LABELS[o.status], day(o.closedAt))}</li> : null}
        {o.declineReason ? <li>{M.declineReason(o.declineReason)}</li> : null}
      </ul>
      <div className="mt-2 flex flex-wrap gap-2">
        {o.status === 'draft' && mayApprove ? (
          own ? (
            <span className="text-xs text-slate-600">{M.ownOffer}</span>
          ) : (
            <button
              type="button"
              className={buttonClass.small}
              disabled={act.isPending}
              onClick={() => act.mutate('approve')}
            >
              {M.approve}
            </button>
          )
        ) : null}
        {o.status === 'approved' && mayWrite ? (
          <button
            type="button"
            className={buttonClass.small}
            disabled={act.isPending}
            onClick={() => act.mutate('send')}
          >
            {M.send}
          </button>
        ) : null}
        {o.letter ? (
          <button
            type="button"
            className={buttonClass.small}
            disabled={letter.isPending}
            onClick={() => letter.mutate()}
          >
            {M.letter}
          </button>
        ) : null}
        {open && mayWrite ? (
          <button
            type="button"
            className={buttonClass.smallDanger}
            disabled={act.isPending}
            onClick={() => setConfirming(true)}
          >
            {M.withdraw}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={M.withdrawTitle}
        body={M.confirmWithdraw}
        confirmLabel={M.withdraw}
        cancelLabel={M.cancel}
        busy={act.isPending}
        onConfirm={() => act.mutate('withdraw', { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
