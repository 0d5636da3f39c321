import { fillStatusMail, type StatusMailText } from '@functions/contract/status-mails';

/**
 * A mail as its reader reads it (docs/requirements.md#status-mails): the template filled with
 * `values` by the same function the server fills a status mail with, or by `fill` (the server's
 * filling of an interview or offer mail).
 */
export function MailPreview({
  text,
  values,
  fill,
  heading,
}: {
  text: StatusMailText;
  /** The candidate's name and role, and for Interview Scheduled their next interview. */
  values?: Parameters<typeof fillStatusMail>[1];
  /** Another mail's filling (an interview or offer mail), in place of the status mails'. */
  fill?: (text: StatusMailText) => StatusMailText;
  heading: string;
}) {
  const filled = fill ? fill(text) : fillStatusMail(text, values ?? { name: '', role: '' });
  return (
    <section aria-label={heading} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</p>
      <p className="mt-2 font-semibold text-slate-900">{filled.subject}</p>
      <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{filled.body}</p>
    </section>
  );
}
