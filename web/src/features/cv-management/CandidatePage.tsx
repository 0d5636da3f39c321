/**
 * /admin/cv-management/{id}, the candidate page (docs/requirements.md#candidate-page): the CV shown
 * in the page with Download, every submission and application, contact details with copy buttons,
 * skills, status and expiry (with the list's Update Status and Set Expiry dialogs), the recruiters'
 * notes and the activity timeline. A deep link: the list's name link or View Details, a pipeline
 * card and a notification open it; its Back link returns to the list as it was left
 * (web/src/lib/candidate-link.ts). Controls show only to the roles their routes answer (the route
 * table's permissions).
 */
import { formatDate } from '@functions/contract/dates';
import type { Resume, ResumeSubmission } from '@functions/contract/schemas/resume';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/admin/badge';
import { buttonClass } from '@/components/admin/buttons';
import { PageHeader } from '@/components/admin/page-header';
import { ResumeStatusBadge } from '@/components/admin/resume-status';
import { reasonOf } from '@/components/admin/row-action';
import { LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { AddToPostingButton } from '@/components/applications/AddToPostingDialog';
import { ComposeMailDialog } from '@/components/candidate-mail/ComposeMailDialog';
import { ErrorBox, Spinner } from '@/components/feedback';
import { InterviewList } from '@/components/interviews/InterviewList';
import { interviewMessages } from '@/components/interviews/messages';
import { ScheduleInterviewButton } from '@/components/interviews/ScheduleInterviewDialog';
import { ScorecardSection } from '@/components/interviews/ScorecardSection';
import { scorecardMessages } from '@/components/interviews/scorecard-messages';
import { MakeOfferButton } from '@/components/offers/MakeOfferDialog';
import { offerMessages } from '@/components/offers/messages';
import { OfferList } from '@/components/offers/OfferList';
import { formatPhone } from '@/components/phone/format';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { ApiError } from '@/lib/api';
import { listPathFrom } from '@/lib/candidate-link';
import { useDocumentTitle } from '@/lib/document-title';
import { ActivityTimeline } from './ActivityTimeline';
import { downloadCv, OpenCvError } from './actions';
import { resumeQuery } from './api';
import { CvPreview } from './CvPreview';
import { expiryTone } from './format';
import { cvManagementMessages as M } from './messages';
import { Notes } from './Notes';
import { SetExpiryDialog, UpdateStatusDialog } from './ResumeDialogs';
import { SkillTags } from './SkillTags';

/**
 * Downloads a resume's CV, or one submission's file, and reports failures with the spec's texts.
 * `busy` is the submission id being downloaded ('' for the current CV), or null.
 */
function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (resume: Resume, submission?: ResumeSubmission) => {
    setBusy(submission?.id ?? '');
    try {
      await downloadCv(resume, submission);
    } catch (error) {
      if (error instanceof OpenCvError && error.kind === 'not-available') toast.error(M.cvNotAvailable);
      else if (error instanceof OpenCvError && error.kind === 'no-link') toast.error(M.downloadLinkMissing);
      else toast.error(M.downloadFailed(reasonOf(error)));
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}

/** A titled card of the page. */
function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Copies `value` to the clipboard; `what` names it in the button's label and the toast. */
function CopyButton({ value, what }: { value: string; what: string }) {
  return (
    <button
      type="button"
      className={buttonClass.small}
      aria-label={M.candidate.copyLabel(what)}
      onClick={() =>
        navigator.clipboard.writeText(value).then(
          () => toast.success(M.candidate.copied(what)),
          () => toast.error(M.candidate.copyFailed),
        )
      }
    >
      {M.candidate.copy}
    </button>
  );
}

/**
 * Values read from the candidate's CVs (`foundInCv`), each marked "from CV" so a recruiter tells
 * them from the typed ones (docs/requirements.md#cv-management: found in the CV).
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

const SUBMISSION_TONES = { accepted: 'green', rejected: 'red', pending: 'amber' } as const;

/**
 * Every file the candidate handed in, newest first: name, date, where it came from and for which
 * role, the verdict (with the reason of a rejection) and a Download for each file still held.
 */
function SubmissionList({
  resume,
  busy,
  onDownload,
}: {
  resume: Resume;
  busy: string | null;
  onDownload: (resume: Resume, submission: ResumeSubmission) => void;
}) {
  const submissions = resume.submissions ?? [];
  if (submissions.length === 0) return <p className="text-sm text-slate-500">{M.detail.noSubmissions}</p>;
  return (
    <ol
      aria-label={M.detail.submissions}
      className="divide-y divide-slate-100 rounded-lg border border-slate-200"
    >
      {submissions.map((s) => (
        <li key={s.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="break-all text-sm font-medium text-slate-900">{s.fileName}</span>
              <Badge tone={SUBMISSION_TONES[s.status]}>{M.detail.submissionStatuses[s.status]}</Badge>
              {s.unconfirmed ? <Badge tone="amber">{M.detail.unconfirmed}</Badge> : null}
            </p>
            <p className="mt-0.5 text-xs text-slate-500">
              <time dateTime={s.uploadedAt}>{formatDate(s.uploadedAt, 'dateTime') ?? '—'}</time>
              {' · '}
              {M.detail.sources[s.source] ?? s.source}
              {s.role ? ` ${M.detail.forRole(s.role)}` : null}
            </p>
            {s.unconfirmed ? <p className="mt-1 text-sm text-amber-800">{M.detail.unconfirmedNote}</p> : null}
            {s.status === 'rejected' && s.reason ? (
              <p className="mt-1 text-sm text-danger-700">{M.detail.rejectedReason(s.reason)}</p>
            ) : null}
          </div>
          {s.downloadable ? (
            <button
              type="button"
              className={buttonClass.small}
              aria-label={M.detail.downloadFile(s.fileName)}
              disabled={busy !== null}
              onClick={() => onDownload(resume, s)}
            >
              {busy === s.id ? <Spinner className="size-3" /> : null}
              {busy === s.id ? M.detail.downloading : M.detail.download}
            </button>
          ) : s.status === 'accepted' ? (
            <span className="text-xs text-slate-500">{M.detail.fileGone}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Applications through Apply Now: posting, date and cover letter. */
function ApplicationList({ resume }: { resume: Resume }) {
  const applications = resume.applicationDetails ?? [];
  if (applications.length === 0) return <p className="text-sm text-slate-500">{M.detail.noApplications}</p>;
  return (
    <ul className="space-y-3">
      {applications.map((a) => (
        <li key={a.jobId} className="rounded-xl border border-slate-200 p-3">
          <p className="text-sm font-medium text-slate-900">{a.job_title}</p>
          <p className="text-xs text-slate-500">
            {M.detail.appliedOn(formatDate(a.appliedAt, 'dateTime') ?? '')}
          </p>
          {a.coverLetter ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-medium text-brand-700">{M.detail.coverLetter}</summary>
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">{a.coverLetter}</p>
            </details>
          ) : (
            <p className="mt-1 text-xs text-slate-500">{M.detail.noCoverLetter}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

const EXPIRY_CLASS = {
  expired: 'text-danger-600 font-medium',
  soon: 'text-warning-600 font-medium',
  normal: 'text-slate-900',
  none: 'text-slate-500',
} as const;

/** The candidate's record and what the page does with it: dialogs, downloads, the controls the role may use. */
function useCandidate() {
  const { id = '' } = useParams();
  const resume = useQuery(resumeQuery(id));
  const [dialog, setDialog] = useState<'status' | 'expiry' | 'mail' | null>(null);
  const { download, busy } = useDownload();
  return {
    resume,
    dialog,
    setDialog,
    download,
    busy,
    may: {
      status: useAdminMayCall('PUT /resume/{id}'),
      expiry: useAdminMayCall('PUT /resume/{id}/expiry'),
      mail: useAdminMayCall('POST /resume/{id}/mails'),
    },
  };
}

type Candidate = ReturnType<typeof useCandidate>;

/** The page of one candidate (route parameter `id`): loading, not found or failed, else the candidate. */
export function CandidatePage() {
  const location = useLocation();
  const page = useCandidate();
  const { resume } = page;
  useDocumentTitle(resume.data?.name ?? M.title);
  const back = (
    <Link to={listPathFrom(location.state)} className="text-sm font-medium text-brand-700 hover:underline">
      ← {M.candidate.back}
    </Link>
  );
  if (resume.isPending)
    return (
      <div className="mx-auto max-w-7xl">
        {back}
        <LoadingPanel label={M.candidate.loading} />
      </div>
    );
  if (resume.isError) {
    const gone = resume.error instanceof ApiError && resume.error.status === 404;
    return (
      <div className="mx-auto max-w-7xl space-y-4">
        {back}
        <h1 className="text-2xl font-bold text-slate-900">{M.title}</h1>
        {gone ? (
          <ErrorBox>{M.candidate.notFound}</ErrorBox>
        ) : (
          <LoadErrorPanel
            message={M.candidate.loadFailed(reasonOf(resume.error))}
            retryLabel={M.retry}
            onRetry={() => resume.refetch()}
          />
        )}
      </div>
    );
  }
  const r = resume.data;
  const close = (open: boolean) => {
    if (!open) page.setDialog(null);
  };
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      {back}
      <CandidateHeader r={r} page={page} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <CvSection r={r} page={page} />
          <Section title={M.detail.submissions}>
            <SubmissionList resume={r} busy={page.busy} onDownload={page.download} />
          </Section>
          <Section title={interviewMessages.section}>
            <InterviewList resumeId={r._id} />
          </Section>
          <Section title={scorecardMessages.section}>
            <ScorecardSection resumeId={r._id} />
          </Section>
          <Section title={offerMessages.section}>
            <OfferList resumeId={r._id} />
          </Section>
          <Section title={M.detail.applications}>
            <ApplicationList resume={r} />
          </Section>
        </div>
        <div className="space-y-6">
          <PersonalSection r={r} />
          <StatusSection r={r} />
          <Section title={M.detail.skills}>
            <SkillTags name={r.name} skills={r.skills ?? []} />
          </Section>
          <RolesSection r={r} />
          <Section title={M.candidate.notes}>
            <Notes resumeId={r._id} notes={r.notes ?? []} />
          </Section>
          <Section title={M.candidate.activity}>
            <ActivityTimeline entries={r.activity ?? []} />
          </Section>
        </div>
      </div>
      <UpdateStatusDialog resume={page.dialog === 'status' ? r : null} onOpenChange={close} />
      <SetExpiryDialog resume={page.dialog === 'expiry' ? r : null} onOpenChange={close} />
      <ComposeMailDialog resume={page.dialog === 'mail' ? r : null} onOpenChange={close} />
    </div>
  );
}

/** Name, role and status, with Send Email (the product's compose dialog), Set Expiry and Update Status, where the role may. */
function CandidateHeader({ r, page }: { r: Resume; page: Candidate }) {
  return (
    <PageHeader
      title={r.name}
      subtitle={
        <span className="inline-flex flex-wrap items-center gap-2">
          {r.role || M.noRole}
          <ResumeStatusBadge status={r.status ?? 'new'} />
        </span>
      }
    >
      <div className="flex flex-wrap gap-2">
        <AddToPostingButton resumeIds={[r._id]} who={r.name} />
        <ScheduleInterviewButton
          resumeId={r._id}
          name={r.name}
          postings={(r.applications ?? []).map((a) => ({ id: a.jobId, title: a.job_title }))}
          offerActive
        />
        <MakeOfferButton
          resumeId={r._id}
          name={r.name}
          postings={(r.applications ?? []).map((a) => ({ id: a.jobId, title: a.job_title }))}
        />
        {r.email && page.may.mail ? (
          <button type="button" className={buttonClass.secondary} onClick={() => page.setDialog('mail')}>
            {M.detail.sendEmail}
          </button>
        ) : null}
        {page.may.expiry ? (
          <button type="button" className={buttonClass.secondary} onClick={() => page.setDialog('expiry')}>
            {M.actions.setExpiry}
          </button>
        ) : null}
        {page.may.status ? (
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => (r.cv ? page.setDialog('status') : toast.error(M.status.noCv))}
          >
            {M.actions.updateStatus}
          </button>
        ) : null}
      </div>
    </PageHeader>
  );
}

/** The current CV shown in the page, with its Download. */
function CvSection({ r, page }: { r: Resume; page: Candidate }) {
  const { busy } = page;
  return (
    <Section
      title={M.candidate.cv}
      action={
        r.cv ? (
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={busy !== null}
            onClick={() => page.download(r)}
          >
            {busy === '' ? <Spinner className="size-4" /> : null}
            {busy === '' ? M.candidate.downloading : M.candidate.download}
          </button>
        ) : null
      }
    >
      {r.cv ? (
        <>
          <p className="mb-3 text-xs text-slate-500">
            <span className="break-all font-medium text-slate-700">{r.cv.fileName}</span>
            {' · '}
            {M.detail.uploadedAt} {formatDate(r.cv.uploadedAt, 'dateTime') ?? '—'}
          </p>
          <CvPreview id={r._id} />
        </>
      ) : (
        <p className="text-sm text-slate-500">{r.isExpired ? M.expired : M.detail.noCvYet}</p>
      )}
    </Section>
  );
}

/** Email and phone with copy buttons and what the CVs hold besides, links found in the CVs, registration. */
function PersonalSection({ r }: { r: Resume }) {
  const phone = formatPhone(r.contact);
  return (
    <Section title={M.detail.personal}>
      <dl className="grid gap-4">
        <Field label={M.detail.email}>
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{r.email}</span>
            {r.email ? <CopyButton value={r.email} what={M.detail.email} /> : null}
          </span>
          <FromCvList values={r.foundInCv?.emails} />
        </Field>
        <Field label={M.detail.phone}>
          <span className="flex flex-wrap items-center gap-2">
            {phone ?? M.noPhone}
            {phone ? <CopyButton value={phone} what={M.detail.phone} /> : null}
          </span>
          <FromCvList values={r.foundInCv?.phones} />
        </Field>
        {r.foundInCv?.links.length ? (
          <Field label={M.detail.links}>
            <FromCvList values={r.foundInCv.links} href={(url) => url} />
          </Field>
        ) : null}
        <Field label={M.detail.registered}>{formatDate(r.createdAt, 'dateTime') ?? '—'}</Field>
      </dl>
    </Section>
  );
}

function StatusSection({ r }: { r: Resume }) {
  return (
    <Section title={M.candidate.status}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={M.candidate.status}>
          <ResumeStatusBadge status={r.status ?? 'new'} />
        </Field>
        <Field label={M.candidate.expiry}>
          <span className={EXPIRY_CLASS[expiryTone(r)]}>
            {r.isExpired ? M.expired : r.expiryDate ? formatDate(r.expiryDate) : M.noExpiry}
          </span>
        </Field>
      </dl>
    </Section>
  );
}

/** The job titles the candidate chose. */
function RolesSection({ r }: { r: Resume }) {
  const roles = (r.jobTitles ?? []).map((t) => (typeof t === 'string' ? t : (t as { name: string }).name));
  return (
    <Section title={M.detail.roles}>
      {roles.length ? (
        <ul className="flex flex-wrap gap-2">
          {roles.map((role) => (
            <li key={role} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
              {role}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{M.detail.noRoles}</p>
      )}
    </Section>
  );
}
