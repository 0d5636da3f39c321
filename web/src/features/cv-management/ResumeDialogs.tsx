/**
 * The dialogs of a resume row (docs/requirements.md#cv-management): details (skills, View CV when a file
 * is held, every submission with its verdict and Download), Update CV Status (eight
 * statuses, Save disabled while unchanged) and Set CV Expiry (minimum today, empty removes).
 */

import { formatDate, isoDay } from '@functions/contract/dates';
import { RESUME_STATUSES, type ResumeStatus } from '@functions/contract/schemas/common';
import type { Resume, ResumeSubmission } from '@functions/contract/schemas/resume';
import { hasStatusMail } from '@functions/contract/status-mails';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/admin/badge';
import { buttonClass } from '@/components/admin/buttons';
import { Modal } from '@/components/admin/dialogs';
import { inputClass } from '@/components/admin/form-fields';
import { MailPreview } from '@/components/admin/mail-preview';
import { ResumeStatusBadge } from '@/components/admin/resume-status';
import { reasonOf } from '@/components/admin/row-action';
import { LoadingPanel } from '@/components/admin/table';
import { Spinner } from '@/components/feedback';
import { RESUMES_KEY, updateResumeStatus } from '@/lib/resumes';
import { statusMailsQuery } from '@/lib/status-mails';
import { OpenCvError, openCv } from './actions';
import { resumeQuery, setResumeExpiry } from './api';
import { formatPhone } from './format';
import { cvManagementMessages as M } from './messages';
import { SkillTags } from './SkillTags';

/**
 * Opens a resume's CV, or one submission's file, and reports failures with the spec's texts
 * (docs/requirements.md#cv-management). `opening` is the submission id being opened ('' for the
 * current CV), or null.
 */
export function useOpenCv() {
  const [opening, setOpening] = useState<string | null>(null);
  const open = async (resume: Resume, submission?: ResumeSubmission) => {
    setOpening(submission?.id ?? '');
    try {
      await openCv(resume, submission);
    } catch (error) {
      if (error instanceof OpenCvError && error.kind === 'not-available') toast.error(M.cvNotAvailable);
      else if (error instanceof OpenCvError && error.kind === 'no-link') toast.error(M.downloadLinkMissing);
      else if (submission) toast.error(M.downloadFailed(reasonOf(error)));
      else toast.error(M.openCvFailed(reasonOf(error)));
    } finally {
      setOpening(null);
    }
  };
  return { open, opening };
}

const SUBMISSION_TONES = { accepted: 'green', rejected: 'red', pending: 'amber' } as const;

/**
 * Every file the candidate handed in, newest first (docs/requirements.md#cv-management): name, date,
 * where it came from and for which role, the verdict (with the reason of a rejection) and a
 * Download for each file still held.
 */
function SubmissionList({
  resume,
  submissions,
  opening,
  onOpen,
}: {
  resume: Resume;
  submissions: ResumeSubmission[];
  opening: string | null;
  onOpen: (resume: Resume, submission: ResumeSubmission) => void;
}) {
  if (submissions.length === 0)
    return <p className="mt-2 text-sm text-slate-500">{M.detail.noSubmissions}</p>;
  return (
    <ol className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
      {submissions.map((s) => (
        <li key={s.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="break-all text-sm font-medium text-slate-900">{s.fileName}</span>
              <Badge tone={SUBMISSION_TONES[s.status]}>{M.detail.submissionStatuses[s.status]}</Badge>
            </p>
            <p className="mt-0.5 text-xs text-slate-500">
              <time dateTime={s.uploadedAt}>{formatDate(s.uploadedAt, 'dateTime') ?? '—'}</time>
              {' · '}
              {M.detail.sources[s.source] ?? s.source}
              {s.role ? ` ${M.detail.forRole(s.role)}` : null}
            </p>
            {s.status === 'rejected' && s.reason ? (
              <p className="mt-1 text-sm text-danger-700">{M.detail.rejectedReason(s.reason)}</p>
            ) : null}
          </div>
          {s.downloadable ? (
            <button
              type="button"
              className={buttonClass.small}
              aria-label={M.detail.downloadFile(s.fileName)}
              disabled={opening !== null}
              onClick={() => onOpen(resume, s)}
            >
              {opening === s.id ? <Spinner className="size-3" /> : null}
              {opening === s.id ? M.detail.downloading : M.detail.download}
            </button>
          ) : s.status === 'accepted' ? (
            <span className="text-xs text-slate-500">{M.detail.fileGone}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Values read from the candidate's CVs (`foundInCv` of `GET /resume/{id}`), each marked "from CV" so a
 * recruiter tells them from the typed ones (docs/requirements.md#cv-management: found in the CV).
 */
function FromCvList({ values, href }: { values: string[] | undefined; href?: (value: string) => string }) {
  if (!values?.length) return null;
  return (
    <ul className="mt-1 space-y-1">
      {values.map((v) => (
        <li key={v} className="flex flex-wrap items-center gap-2">
          {href ? (
            <a
              href={href(v)}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-brand-700 underline hover:text-brand-800"
            >
              {v}
            </a>
          ) : (
            <span className="break-all">{v}</span>
          )}
          <Badge tone="slate">{M.detail.fromCv}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function ResumeDetailDialog({
  resume,
  onOpenChange,
  onEmail,
}: {
  resume: Resume | null;
  onOpenChange: (open: boolean) => void;
  onEmail: (resume: Resume) => void;
}) {
  const { open, opening } = useOpenCv();
  // The list row lacks the submissions: the dialog reads the whole record.
  const full = useQuery({ ...resumeQuery(resume?._id ?? ''), enabled: Boolean(resume) });
  if (!resume) return null;
  const record = full.data ?? resume;
  const status = resume.status ?? 'new';
  const roles = (resume.jobTitles ?? []).map((t) =>
    typeof t === 'string' ? t : (t as { name: string }).name,
  );
  return (
    <Modal open onOpenChange={onOpenChange} title={M.detail.title} description={resume.name} wide>
      <div className="space-y-6">
        <section>
          <h3 className="text-sm font-semibold text-slate-900">{M.detail.personal}</h3>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field label={M.detail.email}>
              <span className="flex flex-wrap items-center gap-2">
                <span className="break-all">{resume.email}</span>
                <button type="button" className={buttonClass.small} onClick={() => onEmail(resume)}>
                  {M.detail.sendEmail}
                </button>
              </span>
              <FromCvList values={record.foundInCv?.emails} />
            </Field>
            <Field label={M.detail.phone}>
              {formatPhone(resume.contact) ?? M.noPhone}
              <FromCvList values={record.foundInCv?.phones} />
            </Field>
            {record.foundInCv?.links.length ? (
              <Field label={M.detail.links}>
                <FromCvList values={record.foundInCv.links} href={(url) => url} />
              </Field>
            ) : null}
            <Field label={M.detail.registered}>{formatDate(resume.createdAt, 'dateTime') ?? '—'}</Field>
            <Field label={M.columns.jobTitle}>{resume.role || M.noRole}</Field>
          </dl>
        </section>
        <section>
          <h3 className="text-sm font-semibold text-slate-900">{M.detail.roles}</h3>
          {roles.length ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {roles.map((r) => (
                <li
                  key={r}
                  className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
                >
                  {r}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-500">{M.detail.noRoles}</p>
          )}
        </section>
        <section>
          <h3 className="text-sm font-semibold text-slate-900">{M.detail.applicationStatus}</h3>
          <p className="mt-2">
            <ResumeStatusBadge status={status} />
          </p>
        </section>
        <section>
          <h3 className="text-sm font-semibold text-slate-900">{M.detail.skills}</h3>
          <div className="mt-2">
            <SkillTags name={record.name} skills={record.skills ?? []} />
          </div>
        </section>
        <section>
          <h3 className="text-sm font-semibold text-slate-900">{M.detail.cvInfo}</h3>
          {record.cv ? (
            <>
              <dl className="mt-3 grid gap-4 sm:grid-cols-2">
                <Field label={M.detail.fileName}>
                  <span className="break-all">{record.cv.fileName}</span>
                </Field>
                <Field label={M.detail.uploadedAt}>
                  {formatDate(record.cv.uploadedAt, 'dateTime') ?? '—'}
                </Field>
                <Field label={M.detail.expiry}>
                  {record.expiryDate ? formatDate(record.expiryDate) : M.noExpiry}
                </Field>
              </dl>
              {/* View CV only where a file is held (docs/requirements.md#cv-management). */}
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  className={buttonClass.primary}
                  disabled={opening !== null}
                  onClick={() => open(record)}
                >
                  {opening === '' ? <Spinner className="size-4 text-white" /> : null}
                  {opening === '' ? M.detail.opening : M.detail.viewCv}
                </button>
                <p className="text-xs text-slate-500">{M.detail.formats}</p>
              </div>
            </>
          ) : (
            <p className="mt-2 text-sm text-slate-500">{record.isExpired ? M.expired : M.detail.noCvYet}</p>
          )}
        </section>
        <section>
          <h3 className="text-sm font-semibold text-slate-900">{M.detail.submissions}</h3>
          {full.isPending ? (
            <LoadingPanel label={M.detail.submissionsLoading} className="py-6" />
          ) : full.isError ? (
            <p role="alert" className="mt-2 text-sm text-danger-700">
              {M.detail.submissionsFailed(reasonOf(full.error))}
            </p>
          ) : (
            <SubmissionList
              resume={record}
              submissions={record.submissions ?? []}
              opening={opening}
              onOpen={open}
            />
          )}
        </section>
        <section>
          <h3 className="text-sm font-semibold text-slate-900">{M.detail.applications}</h3>
          {full.isPending ? null : (record.applicationDetails ?? []).length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">{M.detail.noApplications}</p>
          ) : (
            <ul className="mt-2 space-y-3">
              {(record.applicationDetails ?? []).map((a) => (
                <li key={a.jobId} className="rounded-xl border border-slate-200 p-3">
                  <p className="text-sm font-medium text-slate-900">{a.job_title}</p>
                  <p className="text-xs text-slate-500">
                    {M.detail.appliedOn(formatDate(a.appliedAt, 'dateTime') ?? '')}
                  </p>
                  {a.coverLetter ? (
                    <details className="mt-2 text-sm">
                      <summary className="cursor-pointer font-medium text-brand-700">
                        {M.detail.coverLetter}
                      </summary>
                      <p className="mt-1 whitespace-pre-line break-words text-slate-700">{a.coverLetter}</p>
                    </details>
                  ) : (
                    <p className="mt-1 text-xs text-slate-500">{M.detail.noCoverLetter}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Modal>
  );
}

export function UpdateStatusDialog({
  resume,
  onOpenChange,
}: {
  resume: Resume | null;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const current = resume?.status ?? 'new';
  const [choice, setChoice] = useState<ResumeStatus>(current);
  const [notify, setNotify] = useState(false);
  useEffect(() => setChoice(current), [current]);
  // A new choice starts unticked: a mail goes out only when asked for this status.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the choice changes
  useEffect(() => setNotify(false), [choice]);
  const mailable = hasStatusMail(choice) && choice !== current;
  const templates = useQuery({ ...statusMailsQuery, enabled: mailable });
  const template = templates.data?.find((t) => t.status === choice);
  const save = useMutation({
    mutationFn: (status: ResumeStatus) => updateResumeStatus(resume!._id, status, mailable && notify),
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
  if (!resume) return null;
  const unchanged = choice === current;
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={M.status.title}
      description={M.status.description(resume.name)}
      wide
    >
      <fieldset>
        <legend className="sr-only">{M.status.title}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {RESUME_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={choice === s}
              onClick={() => setChoice(s)}
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
      <dl className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-slate-500">{M.status.current}:</dt>
          <dd>
            <ResumeStatusBadge status={current} />
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-slate-500">{M.status.pending}:</dt>
          <dd>
            {unchanged ? (
              <span className="text-slate-500">{M.status.unchanged}</span>
            ) : (
              <ResumeStatusBadge status={choice} />
            )}
          </dd>
        </div>
      </dl>
      {mailable ? (
        <div className="mt-4 space-y-3">
          <label className="flex min-h-6 items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={notify}
              onChange={(event) => setNotify(event.target.checked)}
              aria-describedby={`${resume._id}-notify-hint`}
              className="mt-0.5 size-5 rounded border-slate-300 accent-brand-600"
            />
            <span>
              <span className="font-medium">{M.status.notify}</span>
              <span id={`${resume._id}-notify-hint`} className="block text-slate-500">
                {M.status.notifyHint}
              </span>
            </span>
          </label>
          {notify && template ? (
            <MailPreview
              text={template}
              values={{ name: resume.name, role: resume.role }}
              heading={M.status.preview}
            />
          ) : null}
        </div>
      ) : null}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonClass.secondary} onClick={() => onOpenChange(false)}>
          {M.status.cancel}
        </button>
        <button
          type="button"
          className={buttonClass.primary}
          disabled={unchanged || save.isPending}
          onClick={() => save.mutate(choice)}
        >
          {save.isPending ? <Spinner className="size-4 text-white" /> : null}
          {save.isPending ? M.status.saving : M.status.save}
        </button>
      </div>
    </Modal>
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
