import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/feedback';
import { publicJobPostingsQuery } from '@/lib/queries';
import { PositionsList } from './PositionsList';
import { careersPageMessages as careersMessages } from './page-messages';

const M = careersMessages.positions;

/** Page and size of the careers panel (docs/requirements.md#careers-form: page 1, limit 5). */
export const CAREERS_POSTINGS_PAGE = { page: 1, limit: 5 } as const;

function Loading() {
  return (
    <div className="mt-6 text-sm text-slate-600">
      <Spinner label={M.loading} />
    </div>
  );
}

/**
 * The "Open Positions" panel of /careers (docs/requirements.md#careers-form): active public postings, page 1 limit 5,
 * with the spec's empty states. Clicking a position opens its detail dialog (docs/requirements.md#careers-form).
 */
export function OpenPositionsPanel() {
  const postings = useQuery(publicJobPostingsQuery(CAREERS_POSTINGS_PAGE.page, CAREERS_POSTINGS_PAGE.limit));
  const jobs = postings.data?.jobs.filter((job) => job.status === 'active') ?? [];

  return (
    <section
      aria-labelledby="open-positions-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="open-positions-heading" className="text-xl font-semibold text-slate-900">
        {M.heading}
      </h2>
      {postings.isPending ? (
        <Loading />
      ) : jobs.length === 0 ? (
        // A failed load shows the same empty state: visitors can still send their CV.
        <div className="mt-6 rounded-xl bg-slate-50 px-4 py-8 text-center">
          <p className="font-semibold text-slate-800">{M.emptyTitle}</p>
          <p className="mt-1 text-sm text-slate-600">{M.emptyBody}</p>
          <p className="mt-3 text-sm text-slate-500">{M.emptyHint}</p>
        </div>
      ) : (
        <PositionsList jobs={jobs} />
      )}
    </section>
  );
}
