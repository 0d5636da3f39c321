import { JOB_POSTING_DEFAULTS } from '@functions/contract/catalog-defaults';
import type { PublicJobPosting } from '@functions/contract/schemas/catalog';
import { postingPath } from '@functions/contract/spa-routes';
import { lazy, Suspense, useRef, useState } from 'react';
import { formatSalary } from '@/lib/salary';
import { careersPageMessages as careersMessages } from './page-messages';

const M = careersMessages.positions;

// The dialog (Radix) is requested when the visitor turns to a position (pointer over it, focus),
// not with the page: the page's first paint and hydration do not wait for it.
const loadDialog = () => import('./JobDetailDialog');
const JobDetailDialog = lazy(() => loadDialog().then((m) => ({ default: m.JobDetailDialog })));
const prefetchDialog = () => void loadDialog().catch(() => undefined);

function PositionSummary({ job }: { job: PublicJobPosting }) {
  const salary = formatSalary(job.salary_range);
  return (
    <>
      <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{job.job_title}</span>
      <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        {job.department?.name ? (
          <span>
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
 * The list of open positions of the careers panel and its detail dialog (docs/requirements.md#careers-form "Job
 * detail dialog"). Each position is a link to the posting's own page that a plain click turns into
 * the dialog: crawlers and a visitor tapping before the page is interactive reach the posting
 * (docs/architecture.md#prerendered-pages). The dialog's code loads on the visitor's intent; until it
 * has arrived a click waits for it.
 */
export function PositionsList({ jobs }: { jobs: readonly PublicJobPosting[] }) {
  const [selected, setSelected] = useState<PublicJobPosting | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  // Mounted from the first click on: closing keeps it, so Radix returns focus to the position.
  const [dialogWanted, setDialogWanted] = useState(false);
  return (
    <>
      <ul className="mt-4 divide-y divide-slate-100">
        {jobs.map((job) => (
          <li key={job._id}>
            <a
              href={postingPath(job._id)}
              onClick={(event) => {
                // A plain click opens the dialog. A click meant for a new tab or window, and any
                // click before the page is interactive, follow the link to the posting's own page.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                event.preventDefault();
                opener.current = event.currentTarget;
                setDialogWanted(true);
                setSelected(job);
              }}
              onPointerEnter={prefetchDialog}
              onFocus={prefetchDialog}
              aria-haspopup="dialog"
              className="group block w-full rounded-lg px-2 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <PositionSummary job={job} />
            </a>
          </li>
        ))}
      </ul>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <JobDetailDialog
            job={selected}
            trigger={opener}
            onOpenChange={(open) => !open && setSelected(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
