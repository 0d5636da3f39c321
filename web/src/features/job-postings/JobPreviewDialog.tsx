import { formatDate } from '@functions/contract/dates';
import type { JobPosting } from '@functions/contract/schemas/catalog';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/admin/buttons';
import { Modal } from '@/components/admin/dialogs';
import { formatSalary } from '@/lib/salary';
import { jobPostingsMessages as M } from './messages';
import { JobStatusBadge } from './StatusBadge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section className="mt-5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-slate-700">{text}</p>
    </section>
  );
}

/**
 * The Job Preview dialog (docs/requirements.md#job-postings): title, company, location, type, experience level,
 * status, posted date, deadline, salary, description, requirements, benefits and contact email.
 * Its Edit Job button opens the job form for this posting; without `onEdit` (a role that may not
 * edit postings) there is none.
 */
export function JobPreviewDialog({
  job,
  onOpenChange,
  onEdit,
}: {
  job: JobPosting | null;
  onOpenChange: (open: boolean) => void;
  onEdit?: (job: JobPosting) => void;
}) {
  const P = M.preview;
  return (
    <Modal
      open={job !== null}
      onOpenChange={onOpenChange}
      title={job ? job.job_title : P.title}
      description={P.title}
      wide
    >
      {job ? (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Fact label={P.company}>{job.company}</Fact>
            <Fact label={P.location}>{job.location}</Fact>
            <Fact label={P.type}>{M.jobTypes[job.job_type] ?? job.job_type}</Fact>
            <Fact label={P.experience}>{M.experience[job.experience] ?? job.experience}</Fact>
            <Fact label={P.status}>
              <JobStatusBadge status={job.status} />
            </Fact>
            <Fact label={P.posted}>
              {formatDate(job.postedDate ?? job.createdAt, 'longDay') ?? P.notSpecified}
            </Fact>
            <Fact label={P.deadline}>{formatDate(job.deadline, 'longDay') ?? P.noDeadline}</Fact>
            <Fact label={P.salary}>{formatSalary(job.salary_range) ?? P.notSpecified}</Fact>
            <Fact label={P.contactEmail}>
              <a
                className="text-brand-700 underline-offset-2 hover:underline"
                href={`mailto:${job.contact_email}`}
              >
                {job.contact_email}
              </a>
            </Fact>
          </dl>
          <Section title={P.description} text={job.description} />
          <Section title={P.requirements} text={job.requirements} />
          <Section title={P.benefits} text={job.benefits} />
          <div className="mt-6 flex justify-end gap-3 border-t border-slate-100 pt-4">
            <button type="button" className={buttonClass.secondary} onClick={() => onOpenChange(false)}>
              {P.close}
            </button>
            {onEdit ? (
              <button type="button" className={buttonClass.primary} onClick={() => onEdit(job)}>
                {P.editJob}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </Modal>
  );
}
