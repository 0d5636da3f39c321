import { RESUME_STATUS_LABELS, RESUME_STATUSES } from '@functions/contract/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { jobApplicantsQuery } from './api';
import { jobPostingsMessages as M } from './messages';
import { lastPipelineVisit } from './pipeline-visits';

const P = M.pipeline;

/**
 * A posting card's line about its applicants (docs/requirements.md#pipeline): how many (the
 * posting's total), how many applied since this browser last opened the board, and the count of
 * each status that has any, read from the board's first page (the newest applications; said so
 * when the posting has more). Nothing while loading or on a failure (the card's own actions still work).
 */
export function PipelineSummary({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const board = useQuery(jobApplicantsQuery(jobId));
  if (!board.data) return null;
  const { applicants, counts, total, nextCursor } = board.data;
  const since = lastPipelineVisit(jobId);
  const fresh = applicants.filter((a) => !since || a.appliedAt > since).length;
  return (
    <div className="mb-3 text-xs text-slate-600">
      <p>
        <span className="font-medium text-slate-800">{P.applicants(total)}</span>
        {fresh > 0 && applicants.length > 0 ? (
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
            {P.newSince(fresh)}
          </span>
        ) : null}
      </p>
      {applicants.length > 0 ? (
        <ul aria-label={P.summaryLabel(jobTitle)} className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5">
          {nextCursor ? <li>{P.summaryNewest(applicants.length)}</li> : null}
          {RESUME_STATUSES.filter((s) => counts[s] > 0).map((s) => (
            <li key={s}>
              {RESUME_STATUS_LABELS[s]} {counts[s]}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
