/**
 * A candidate's interviews on their page (docs/requirements.md#interviews): stage, time in Dublin,
 * place or link, interviewers and status, soonest first (`GET /resume/{id}/interviews`); one whose
 * time the candidate is still to choose lists the times offered, and a candidate's request for
 * another time shows with its message (docs/requirements.md#interview-self-scheduling).
 */
import { formatDate } from '@functions/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/admin/badge';
import { reasonOf } from '@/components/admin/row-action';
import { interviewsQuery } from './api';
import { interviewMessages as M } from './messages';

const TONES = { scheduled: 'blue', confirmed: 'green', cancelled: 'slate', completed: 'slate' } as const;

export function InterviewList({ resumeId }: { resumeId: string }) {
  const interviews = useQuery(interviewsQuery(resumeId));
  if (interviews.isPending) return <p className="text-sm text-slate-500">{M.loading}</p>;
  if (interviews.isError)
    return <p className="text-sm text-danger-700">{M.loadFailed(reasonOf(interviews.error))}</p>;
  if (interviews.data.length === 0) return <p className="text-sm text-slate-500">{M.none}</p>;
  return (
    <ul aria-label={M.section} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {interviews.data.map((i) => (
        <li key={i.id} className="px-3 py-2 text-sm">
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-slate-900">
              {M.at(i.stageName, formatDate(i.startsAt, 'dateTime') ?? i.startsAt)}
            </span>
            <Badge tone={i.slots && i.status !== 'cancelled' ? 'amber' : TONES[i.status]}>
              {i.slots && i.status !== 'cancelled' ? M.awaitingChoice : M.statuses[i.status]}
            </Badge>
          </p>
          {i.slots ? (
            <p className="mt-0.5 text-slate-600">
              {M.timesOffered(i.slots.map((s) => formatDate(s, 'dateTime') ?? s).join('; '))}
            </p>
          ) : null}
          {i.timeRequest && i.status !== 'cancelled' ? (
            <p className="mt-0.5 text-amber-800">
              {M.askedAnother(
                formatDate(i.timeRequest.requestedAt, 'dateTime') ?? i.timeRequest.requestedAt,
                i.timeRequest.message,
              )}
            </p>
          ) : null}
          {i.location || i.videoUrl ? (
            <p className="mt-0.5 break-all text-slate-600">
              {[i.location, i.videoUrl].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          <p className="mt-0.5 text-slate-600">{M.with(i.interviewers.map((p) => p.name).join(', '))}</p>
        </li>
      ))}
    </ul>
  );
}
