import { fillStatusMail, type StatusMailText } from '@functions/contract/status-mails';

/**
 * A status mail as the candidate reads it (docs/requirements.md#status-mails): the template filled
 * with `values` by the same function the server fills the mail with.
 */
export function MailPreview({
  text,
  values,
  heading,
}: {
  text: StatusMailText;
  /** The candidate's name and role, and for Interview Scheduled their next interview. */
  values: Parameters<typeof fillStatusMail>[1];
  heading: string;
}) {
  const filled = fillStatusMail(text, values);
  return (
    <section aria-label={heading} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</p>
      <p className="mt-2 font-semibold text-slate-900">{filled.subject}</p>
      <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{filled.body}</p>
    </section>
  );
}
