import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { JOB_POSTING_DEFAULTS, type PublicJobPosting } from '../../../../functions/contract/schemas/catalog';
import { Spinner } from '../../components/feedback';
import { publicJobPostingsQuery } from '../../lib/queries';
import { formatSalary } from '../jobs/format';
import { JobDetailDialog } from './JobDetailDialog';
import { careersMessages } from './messages';

const M = careersMessages.positions;

/** Page and size of the careers panel (public-site §4: page 1, limit 5). */
export const CAREERS_POSTINGS_PAGE = { page: 1, limit: 5 } as const;

function PositionSummary({ job }: { job: PublicJobPosting }) {
  const salary = formatSalary(job.salary_range);
  return (
    <>
      <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{job.job_title}</span>
      <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        {job.department?.name ? (
          <span className="capitalize">
            <span className="sr-only">{M.department}: </span>
            {job.department.name}
          </span>
        ) : null}
        <span>
          <span className="sr-only">{M.location}: </span>
          {job.location || JOB_POSTING_DEFAULTS.location}
        </span>
        <span>
          <span className="sr-only">{M.type}: </span>
          {careersMessages.jobTypes[job.job_type] ?? job.job_type}
        </span>
        {salary ? (
          <span>
            <span className="sr-only">{M.salary}: </span>
            {salary}
          </span>
        ) : null}
      </span>
    </>
  );
}

/**
 * The "Open Positions" panel of /careers (public-site §2): active public postings, page 1 limit 5,
 * with the spec's empty states. Clicking a position opens its detail dialog (public-site §4).
 */
export function OpenPositionsPanel() {
  const postings = useQuery(publicJobPostingsQuery(CAREERS_POSTINGS_PAGE.page, CAREERS_POSTINGS_PAGE.limit));
  const jobs = postings.data?.jobs.filter((job) => job.status === 'active') ?? [];
  const [selected, setSelected] = useState<PublicJobPosting | null>(null);

  return (
    <section
      aria-labelledby="open-positions-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="open-positions-heading" className="text-xl font-semibold text-slate-900">
        {M.heading}
      </h2>
      {postings.isPending ? (
        <div className="mt-6 text-sm text-slate-600">
          <Spinner label={M.loading} />
        </div>
      ) : jobs.length === 0 ? (
        // A failed load shows the same empty state: visitors can still send their CV.
        <div className="mt-6 rounded-xl bg-slate-50 px-4 py-8 text-center">
          <p className="font-semibold text-slate-800">{M.emptyTitle}</p>
          <p className="mt-1 text-sm text-slate-600">{M.emptyBody}</p>
          <p className="mt-3 text-sm text-slate-500">{M.emptyHint}</p>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {jobs.map((job) => (
            <li key={job._id}>
              <button
                type="button"
                onClick={() => setSelected(job)}
                aria-haspopup="dialog"
                className="group block w-full rounded-lg px-2 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <PositionSummary job={job} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <JobDetailDialog job={selected} onOpenChange={(open) => !open && setSelected(null)} />
    </section>
  );
}
