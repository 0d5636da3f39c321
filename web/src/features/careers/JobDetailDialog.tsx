import type { PublicJobPosting } from '@functions/contract/schemas/catalog';
import { postingPath } from '@functions/contract/spa-routes';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useFocusReturn } from '@/components/dialog-focus';
import { JobFacts, JobSections } from '@/components/JobDetails';
import { jobDetailsMessages } from '@/components/job-details-messages';

const D = jobDetailsMessages.details;

/**
 * The job detail dialog of the careers page (docs/requirements.md#careers-form, #open-positions): opens on a
 * position click and closes on dismiss. Shows title, department, location, salary with a euro sign,
 * description, requirements, responsibilities, benefits, posted date and deadline, and links to the
 * posting's own page. On close focus returns to `trigger`, the position that opened it.
 */
export function JobDetailDialog({
  job,
  onOpenChange,
  trigger,
}: {
  job: PublicJobPosting | null;
  onOpenChange: (open: boolean) => void;
  trigger?: RefObject<HTMLElement | null>;
}) {
  const focusReturn = useFocusReturn(trigger);
  return (
    <Dialog.Root open={job !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...focusReturn}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl"
        >
          {job ? (
            <>
              <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
                <div>
                  <Dialog.Title className="text-xl font-semibold text-slate-900">
                    {job.job_title}
                  </Dialog.Title>
                  <Dialog.Description className="mt-0.5 text-sm text-slate-600">
                    {[job.department?.name, job.location].filter(Boolean).join(' · ')}
                  </Dialog.Description>
                </div>
                <Dialog.Close
                  className="flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                  aria-label={D.close}
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                  </svg>
                </Dialog.Close>
              </div>
              <div className="min-h-0 space-y-6 overflow-y-auto px-6 py-5">
                <JobFacts job={job} />
                <JobSections job={job} />
              </div>
              <div className="flex justify-end gap-3 border-t border-slate-100 px-6 py-4">
                <Dialog.Close className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
                  {D.close}
                </Dialog.Close>
                <Link
                  to={postingPath(job._id)}
                  className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  {D.viewPosting}
                </Link>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
