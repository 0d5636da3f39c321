/**
 * "Notify the candidate" of a status change (docs/requirements.md#status-mails), one control for
 * every way of changing a status: the status dialog, a move on the board, a bulk change. Unticked
 * until asked; once ticked, the status's mail (saved text or default) as the candidate will read it,
 * filled by the function the server fills the mail with, with their next interview for Interview
 * Scheduled (`GET /resume/{id}/interviews`, read only then).
 */
import { nextInterviewOf, type StatusMailStatus } from '@functions/contract/status-mails';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { interviewsQuery } from '@/components/interviews/api';
import { statusMailsQuery } from '@/lib/status-mails';
import { MailPreview } from './mail-preview';

/** The control's texts (also the status dialog's: one wording everywhere). */
export const notifyCandidateMessages = {
  notify: 'Notify the candidate',
  notifyHint: 'Sends this mail to the candidate with the change. The text is edited under Mail Templates.',
  preview: 'The mail',
  previewFor: (name: string, count: number) =>
    `The mail (as ${name} will read it; each of the ${count} gets their own)`,
  notified: 'The candidate was notified by mail.',
  notNotified: 'The status was saved, but the mail could not be sent now; it will be retried.',
  notifiedMany: (sent: number) =>
    `${sent} ${sent === 1 ? 'candidate was' : 'candidates were'} notified by mail.`,
} as const;
const N = notifyCandidateMessages;

/** The candidate the preview is filled for; `postingId` narrows the interview to one posting (the board). */
export interface NotifyPreviewCandidate {
  resumeId: string;
  name: string;
  role: string;
  postingId?: string;
}

export function NotifyCandidate({
  status,
  checked,
  onCheckedChange,
  candidate,
  count = 1,
}: {
  status: StatusMailStatus;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Whose mail the preview shows (the first of a bulk change). */
  candidate: NotifyPreviewCandidate;
  /** How many candidates the change mails (a bulk change): the preview says it is one of them. */
  count?: number;
}) {
  const hintId = useId();
  const templates = useQuery({ ...statusMailsQuery, enabled: checked });
  const interviews = useQuery({
    ...interviewsQuery(candidate.resumeId),
    enabled: checked && status === 'interview_scheduled',
  });
  const template = templates.data?.find((t) => t.status === status);
  const interview =
    status === 'interview_scheduled' && interviews.data
      ? nextInterviewOf(interviews.data, new Date().toISOString(), candidate.postingId)
      : undefined;
  return (
    <div className="mt-4 space-y-3">
      <label className="flex min-h-6 items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-describedby={hintId}
          className="mt-0.5 size-5 rounded border-slate-300 accent-brand-600"
        />
        <span>
          <span className="font-medium">{N.notify}</span>
          <span id={hintId} className="block text-slate-500">
            {N.notifyHint}
          </span>
        </span>
      </label>
      {checked && template && (status !== 'interview_scheduled' || !interviews.isPending) ? (
        <MailPreview
          text={template}
          values={{ name: candidate.name, role: candidate.role, interview }}
          heading={count > 1 ? N.previewFor(candidate.name, count) : N.preview}
        />
      ) : null}
    </div>
  );
}
