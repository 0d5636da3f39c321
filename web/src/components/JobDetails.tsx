/** The details of a public posting (docs/requirements.md#careers-form, #jobs-page): its facts and its text sections. */
import { formatDate } from '@functions/contract/dates';
import type { PublicJobPosting } from '@functions/contract/schemas/catalog';
import { formatSalary } from '@/lib/salary';
import { jobDetailsMessages } from './job-details-messages';

const D = jobDetailsMessages.details;

/** Department, location, type, salary (€), posted date and deadline of a posting, as a fact list. */
export function JobFacts({ job }: { job: PublicJobPosting }) {
  const facts: [string, string][] = [
    [D.department, job.department?.name ?? D.notSpecified],
    [D.location, job.location],
    [D.type, jobDetailsMessages.jobTypes[job.job_type] ?? job.job_type],
    [D.salary, formatSalary(job.salary_range) ?? D.notSpecified],
    [D.posted, formatDate(job.createdAt, 'longDay') ?? D.notSpecified],
    [D.deadline, formatDate(job.deadline, 'longDay') ?? D.noDeadline],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className={`mt-0.5 text-sm text-slate-900 ${label === D.department ? 'capitalize' : ''}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The text sections of a posting (description, responsibilities, requirements, qualifications,
 * benefits); empty ones are left out. `headingLevel` keeps the page outline right.
 */
export function JobSections({
  job,
  headingLevel = 'h3',
}: {
  job: PublicJobPosting;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const sections: [string, string][] = [
    [D.description, job.description],
    [D.responsibilities, job.responsibilities],
    [D.requirements, job.requirements],
    [D.qualifications, job.qualifications],
    [D.benefits, job.benefits],
  ];
  return (
    <div className="space-y-5">
      {sections
        .filter(([, text]) => text?.trim())
        .map(([title, text]) => (
          <section key={title}>
            <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
            <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-slate-700">{text}</p>
          </section>
        ))}
    </div>
  );
}
