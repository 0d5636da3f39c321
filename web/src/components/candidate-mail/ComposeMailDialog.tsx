/**
 * "Send email" of the candidate page and the CV list (docs/requirements.md#candidate-messages): a
 * dialog to write the candidate a mail (subject and text), optionally started from one of the
 * company's status mail templates filled for them as the server fills a status mail, sent through
 * `POST /resume/{id}/mails` (the product's mail path: outbox, retries; a `mail.sent` line in the
 * activity naming who wrote it).
 */
import {
  CANDIDATE_MESSAGE_LIMITS,
  type CandidateMessageRequest,
  candidateMessageBody,
} from '@functions/contract/schemas/candidate-messages';
import { RESUME_STATUS_LABELS } from '@functions/contract/schemas/common';
import type { Resume } from '@functions/contract/schemas/resume';
import {
  fillStatusMail,
  nextInterviewOf,
  STATUS_MAIL_STATUSES,
  type StatusMailStatus,
} from '@functions/contract/status-mails';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { Modal } from '@/components/admin/dialogs';
import { FieldError } from '@/components/admin/field-error';
import { inputClass } from '@/components/admin/form-fields';
import { reasonOf } from '@/components/admin/row-action';
import { Spinner } from '@/components/feedback';
import { interviewsQuery } from '@/components/interviews/api';
import { RESUMES_KEY } from '@/lib/resumes';
import { statusMailsQuery } from '@/lib/status-mails';
import { sendCandidateMail } from './api';
import { candidateMailMessages as C } from './messages';

type FormValues = { subject: string; body: string; template?: StatusMailStatus | undefined };

/** The compose dialog for `resume` (open while `resume` is set). */
export function ComposeMailDialog({
  resume,
  onOpenChange,
}: {
  resume: Pick<Resume, '_id' | 'name' | 'email' | 'role'> | null;
  onOpenChange: (open: boolean) => void;
}) {
  if (!resume) return null;
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={C.title(resume.name)}
      description={C.description(resume.email)}
      wide
    >
      <ComposeForm resume={resume} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function ComposeForm({
  resume,
  onDone,
}: {
  resume: Pick<Resume, '_id' | 'name' | 'email' | 'role'>;
  onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [startFrom, setStartFrom] = useState<StatusMailStatus | ''>('');
  const templates = useQuery(statusMailsQuery);
  const interviews = useQuery(interviewsQuery(resume._id));
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(candidateMessageBody),
    defaultValues: { subject: '', body: '' },
    mode: 'onSubmit',
  });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const send = useMutation({
    mutationFn: (values: CandidateMessageRequest) => sendCandidateMail(resume._id, values),
    onSuccess: async (outcome) => {
      if (outcome === 'sent') toast.success(C.sent(resume.name));
      else toast.warning(C.queued);
      onDone();
      // The candidate's page (its activity) and the lists reload.
      await queryClient.invalidateQueries({ queryKey: RESUMES_KEY });
    },
    onError: (error) => toast.error(C.failed(reasonOf(error))),
  });

  /** Fills subject and text from the company's template of `status`, as the status mail would read. */
  const startFromTemplate = (status: StatusMailStatus | '') => {
    setStartFrom(status);
    const template = status ? templates.data?.find((t) => t.status === status) : undefined;
    if (!template) {
      setValue('template', undefined);
      return;
    }
    const interview =
      status === 'interview_scheduled' && interviews.data
        ? nextInterviewOf(interviews.data, new Date().toISOString())
        : undefined;
    const filled = fillStatusMail(template, { name: resume.name, role: resume.role, interview });
    setValue('subject', filled.subject, { shouldDirty: true });
    setValue('body', filled.body, { shouldDirty: true });
    setValue('template', status || undefined);
  };

  return (
    <form noValidate onSubmit={handleSubmit((values) => send.mutate(values))} className="space-y-4">
      <div>
        <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-medium text-slate-700">
          {C.startFrom}
        </label>
        <select
          id={`${id}-from`}
          value={startFrom}
          // The templates name the role: an account with no CV has none to fill them with.
          disabled={!templates.data || !resume.role}
          aria-describedby={`${id}-from-hint`}
          onChange={(event) => startFromTemplate(event.target.value as StatusMailStatus | '')}
          className={inputClass}
        >
          <option value="">{C.blank}</option>
          {STATUS_MAIL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {C.templateOption(RESUME_STATUS_LABELS[status])}
            </option>
          ))}
        </select>
        <p id={`${id}-from-hint`} className="mt-1 text-xs text-slate-500">
          {C.startFromHint}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className="mb-1 block text-sm font-medium text-slate-700">
          {C.subject}
        </label>
        <input
          id={`${id}-subject`}
          type="text"
          maxLength={CANDIDATE_MESSAGE_LIMITS.subjectMax}
          aria-invalid={Boolean(errors.subject) || undefined}
          aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
          className={inputClass}
          {...register('subject')}
        />
        <FieldError id={`${id}-subject`} error={errors.subject?.message} />
      </div>
      <div>
        <label htmlFor={`${id}-body`} className="mb-1 block text-sm font-medium text-slate-700">
          {C.body}
        </label>
        <textarea
          id={`${id}-body`}
          rows={10}
          aria-invalid={Boolean(errors.body) || undefined}
          aria-describedby={`${id}-count${errors.body ? ` ${id}-body-error` : ''}`}
          className={`${inputClass} h-auto py-2`}
          {...register('body')}
        />
        <FieldError id={`${id}-body`} error={errors.body?.message} />
        <p id={`${id}-count`} className="mt-1 text-xs text-slate-500">
          {C.count(body.length, CANDIDATE_MESSAGE_LIMITS.bodyMax)}
        </p>
      </div>
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          {C.cancel}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={send.isPending}>
          {send.isPending ? <Spinner className="size-4 text-white" /> : null}
          {send.isPending ? C.sending : C.send}
        </button>
      </div>
    </form>
  );
}
