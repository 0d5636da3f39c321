/**
 * The dialogs of a resume (docs/requirements.md#cv-management), opened from the list's row menu and
 * the candidate page: Update CV Status (eight statuses, Save disabled while unchanged) and Set CV
 * Expiry (minimum today, empty removes).
 */

import { isoDay } from '@functions/contract/dates';
import { RESUME_STATUSES, type ResumeStatus } from '@functions/contract/schemas/common';
import type { Resume } from '@functions/contract/schemas/resume';
import { hasStatusMail } from '@functions/contract/status-mails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { Modal } from '@/components/admin/dialogs';
import { inputClass } from '@/components/admin/form-fields';
import { NotifyCandidate } from '@/components/admin/NotifyCandidate';
import { RejectReasonSelect } from '@/components/admin/RejectReasonSelect';
import { ResumeStatusBadge } from '@/components/admin/resume-status';
import { reasonOf } from '@/components/admin/row-action';
import { Spinner } from '@/components/feedback';
import { RESUMES_KEY, updateResumeStatus } from '@/lib/resumes';
import { setResumeExpiry } from './api';
import { cvManagementMessages as M } from './messages';

/**
 * The status dialog's state: the status chosen (the current one at first), whether the candidate is
 * to be told (unticked for each new choice; offered only for a status that has a mail), and the
 * save with its toasts.
 */
function useStatusChoice(resume: Resume | null, onOpenChange: (open: boolean) => void) {
  const queryClient = useQueryClient();
  const current = resume?.status ?? 'new';
  const [choice, setChoice] = useState<ResumeStatus>(current);
  const [notify, setNotify] = useState(false);
  const [reasonId, setReasonId] = useState('');
  useEffect(() => setChoice(current), [current]);
  // A new choice starts unticked: a mail goes out only when asked for this status.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the choice changes
  useEffect(() => setNotify(false), [choice]);
  const mailable = hasStatusMail(choice) && choice !== current;
  const save = useMutation({
    mutationFn: (status: ResumeStatus) =>
      updateResumeStatus(resume!._id, status, mailable && notify, reasonId || undefined),
    onSuccess: async ({ notified }) => {
      toast.success(M.status.updated);
      if (mailable && notify)
        (notified ? toast.success : toast.warning)(notified ? M.status.notified : M.status.notNotified);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: RESUMES_KEY });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
    onError: (error) => toast.error(M.status.failed(reasonOf(error))),
  });
  return {
    current,
    choice,
    setChoice,
    unchanged: choice === current,
    mailable,
    notify,
    setNotify,
    reasonId,
    setReasonId,
    // A rejection needs its reason (docs/requirements.md#rejection-reasons).
    needsReason: choice === 'rejected' && choice !== current && !reasonId,
    save,
  };
}

type StatusChoice = ReturnType<typeof useStatusChoice>;

export function UpdateStatusDialog({
  resume,
  onOpenChange,
}: {
  resume: Resume | null;
  onOpenChange: (open: boolean) => void;
}) {
  const state = useStatusChoice(resume, onOpenChange);
  const { save, choice } = state;
  if (!resume) return null;
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={M.status.title}
      description={M.status.description(resume.name)}
      wide
    >
      <StatusButtons state={state} />
      <dl className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-slate-500">{M.status.current}:</dt>
          <dd>
            <ResumeStatusBadge status={state.current} />
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-slate-500">{M.status.pending}:</dt>
          <dd>
            {state.unchanged ? (
              <span className="text-slate-500">{M.status.unchanged}</span>
            ) : (
              <ResumeStatusBadge status={choice} />
            )}
          </dd>
        </div>
      </dl>
      {choice === 'rejected' && !state.unchanged ? (
        <RejectReasonSelect value={state.reasonId} onChange={state.setReasonId} />
      ) : null}
      {state.mailable && hasStatusMail(choice) ? (
        <NotifyCandidate
          status={choice}
          checked={state.notify}
          onCheckedChange={state.setNotify}
          candidate={{ resumeId: resume._id, name: resume.name, role: resume.role }}
        />
      ) : null}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonClass.secondary} onClick={() => onOpenChange(false)}>
          {M.status.cancel}
        </button>
        <button
          type="button"
          className={buttonClass.primary}
          disabled={state.unchanged || state.needsReason || save.isPending}
          onClick={() => save.mutate(choice)}
        >
          {save.isPending ? <Spinner className="size-4 text-white" /> : null}
          {save.isPending ? M.status.saving : M.status.save}
        </button>
      </div>
    </Modal>
  );
}

/** The eight statuses as toggle buttons, the current one marked. */
function StatusButtons({ state }: { state: StatusChoice }) {
  const { choice, current } = state;
  return (
    <fieldset>
      <legend className="sr-only">{M.status.title}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {RESUME_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={choice === s}
            onClick={() => state.setChoice(s)}
            className={`rounded-lg border px-3 py-2 text-left text-sm font-medium ${
              choice === s
                ? 'border-brand-600 bg-brand-50 text-brand-800 ring-2 ring-brand-200'
                : 'border-slate-200 text-slate-700 hover:bg-slate-50'
            }`}
          >
            {M.statuses[s]}
            {s === current ? (
              <span className="block text-xs font-normal text-slate-500">{M.status.current}</span>
            ) : null}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function SetExpiryDialog({
  resume,
  onOpenChange,
}: {
  resume: Resume | null;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const initial = resume?.expiryDate && !resume.isExpired ? isoDay(new Date(resume.expiryDate)) : '';
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  const save = useMutation({
    mutationFn: (date: string) => setResumeExpiry(resume!._id, date),
    onSuccess: async () => {
      toast.success(M.expiry.updated);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: RESUMES_KEY });
    },
    onError: (error) => toast.error(M.expiry.failed(reasonOf(error))),
  });
  if (!resume) return null;
  const today = isoDay();
  const tooEarly = value !== '' && value < today;
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={M.expiry.title}
      description={M.expiry.description(resume.name)}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!tooEarly) save.mutate(value);
        }}
      >
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {M.expiry.label}
        </label>
        <input
          id={inputId}
          type="date"
          min={today}
          value={value}
          aria-describedby={hintId}
          aria-invalid={tooEarly || undefined}
          onChange={(e) => setValue(e.target.value)}
          className={`${inputClass} mt-1`}
        />
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {M.expiry.hint}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className={buttonClass.secondary} onClick={() => onOpenChange(false)}>
            {M.expiry.cancel}
          </button>
          <button type="submit" className={buttonClass.primary} disabled={tooEarly || save.isPending}>
            {save.isPending ? <Spinner className="size-4 text-white" /> : null}
            {save.isPending ? M.expiry.saving : M.expiry.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}
