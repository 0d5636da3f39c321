/**
 * Scorecards on the candidate page (docs/requirements.md#scorecards): per interview stage, a summary
 * of the readable submitted scorecards (how many of each recommendation, the mean rating per
 * attribute), each readable scorecard, and the signed-in admin's own scorecard form for each
 * interview of that stage they sit on and have not submitted yet, from its start time on
 * (`scorecard-forms.ts`; before it, when the form opens). What is readable is the server's
 * rule (`GET /resume/{id}/scorecards`).
 */
import { formatDate } from '@functions/contract/dates';
import type { Interview, PlanAttribute } from '@functions/contract/schemas/interviews';
import {
  RATING_LABELS,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Scorecard,
} from '@functions/contract/schemas/scorecards';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { Badge } from '@/components/admin/badge';
import { reasonOf } from '@/components/admin/row-action';
import { interviewPlanQuery } from '@/lib/interview-plan';
import { getAdminSession, subscribeAdminSession } from '@/lib/session';
import { interviewsQuery } from './api';
import { ScorecardForm } from './ScorecardForm';
import { scorecardsQuery } from './scorecard-api';
import { ownScorecardForms } from './scorecard-forms';
import { scorecardMessages as M } from './scorecard-messages';
import { summarizeScorecards } from './scorecard-summary';

const signedInId = () => getAdminSession()?.admin?._id ?? '';

interface Stage {
  key: string;
  stageId: string;
  stageName: string;
  postingId: string;
  interviews: Interview[];
}

/** Live interviews grouped by posting and stage, in the order of their first interview. */
function stagesOf(interviews: readonly Interview[]): Stage[] {
  const stages = new Map<string, Stage>();
  for (const i of interviews) {
    if (i.status === 'cancelled') continue;
    const key = `${i.postingId}|${i.stageId}`;
    const stage = stages.get(key) ?? {
      key,
      stageId: i.stageId,
      stageName: i.stageName,
      postingId: i.postingId,
      interviews: [],
    };
    stage.interviews.push(i);
    stages.set(key, stage);
  }
  return [...stages.values()];
}

export function ScorecardSection({ resumeId }: { resumeId: string }) {
  const me = useSyncExternalStore(subscribeAdminSession, signedInId, () => '');
  const interviews = useQuery(interviewsQuery(resumeId));
  const scorecards = useQuery(scorecardsQuery(resumeId));
  if (interviews.isPending || scorecards.isPending)
    return <p className="text-sm text-slate-500">{M.loading}</p>;
  if (interviews.isError || scorecards.isError)
    return (
      <p className="text-sm text-danger-700">
        {M.loadFailed(reasonOf(interviews.error ?? scorecards.error))}
      </p>
    );
  const stages = stagesOf(interviews.data);
  if (stages.length === 0) return <p className="text-sm text-slate-500">{M.none}</p>;
  return (
    <div className="space-y-6">
      {stages.map((s) => (
        <StageScorecards key={s.key} resumeId={resumeId} stage={s} scorecards={scorecards.data} me={me} />
      ))}
    </div>
  );
}

function StageScorecards({
  resumeId,
  stage,
  scorecards,
  me,
}: {
  resumeId: string;
  stage: Stage;
  scorecards: readonly Scorecard[];
  me: string;
}) {
  const plan = useQuery(interviewPlanQuery(stage.postingId));
  const attributes: PlanAttribute[] = plan.data?.stages.find((x) => x.id === stage.stageId)?.attributes ?? [];
  const ids = new Set(stage.interviews.map((i) => i.id));
  const mine = scorecards.filter((c) => ids.has(c.interviewId));
  const submitted = mine.filter((c) => c.status === 'submitted');
  const nameOf = (interviewerId: string) =>
    stage.interviews.flatMap((i) => i.interviewers).find((p) => p.id === interviewerId)?.name ??
    interviewerId;
  const summary = summarizeScorecards(
    submitted,
    attributes.map((a) => a.id),
  );
  const headingId = `scorecards-${stage.key.replace(/[^a-zA-Z0-9-]/g, '-')}`;
  const { open: ownForms, later } = ownScorecardForms(stage.interviews, scorecards, me);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {M.stage(stage.stageName)}
      </h3>
      {submitted.length ? (
        <div className="rounded-lg border border-slate-200 p-3 text-sm">
          <h4 className="font-medium text-slate-900">{M.summary}</h4>
          <p className="mt-1 text-slate-700">
            <span className="font-medium">{M.recommendations}: </span>
            {RECOMMENDATIONS.map((r) => `${RECOMMENDATION_LABELS[r]} ${summary.recommendations[r]}`).join(
              ' · ',
            )}
          </p>
          <ul className="mt-1 space-y-0.5 text-slate-700">
            {attributes.map((a) => (
              <li key={a.id}>
                {M.meanRating(a.name)}:{' '}
                {M.mean(summary.means[a.id]?.mean ?? null, summary.means[a.id]?.count ?? 0)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {mine.length ? (
        <ul className="space-y-2">
          {mine.map((c) => (
            <li key={c.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-slate-900">{M.by(nameOf(c.interviewerId))}</span>
                <Badge tone={c.status === 'submitted' ? 'green' : 'slate'}>
                  {c.status === 'submitted' ? M.submitted : M.draft}
                </Badge>
              </p>
              {c.recommendation ? (
                <p className="mt-1 text-slate-700">
                  {M.recommendation}: {RECOMMENDATION_LABELS[c.recommendation]}
                </p>
              ) : null}
              <ul className="mt-1 space-y-0.5 text-slate-700">
                {c.ratings.map((r) => (
                  <li key={r.attributeId}>
                    {attributes.find((a) => a.id === r.attributeId)?.name ?? r.attributeId}:{' '}
                    {r.rating ? RATING_LABELS[r.rating] : M.blank}
                    {r.note ? ` (${r.note})` : ''}
                  </li>
                ))}
              </ul>
              {c.notes ? (
                <p className="mt-1 whitespace-pre-line text-slate-700">
                  {M.takeaways}: {c.notes}
                </p>
              ) : null}
              {c.submittedAt ? (
                <p className="mt-1 text-xs text-slate-500">
                  {M.submittedAt(formatDate(c.submittedAt, 'dateTime') ?? c.submittedAt)}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {ownForms.length || later.length ? (
        <p className="text-xs text-slate-600">{M.hiddenUntilSubmitted}</p>
      ) : null}
      {later.map((i) => (
        <p key={i.id} className="text-sm text-slate-600">
          {M.opensAt(stage.stageName, formatDate(i.startsAt, 'dateTime') ?? i.startsAt)}
        </p>
      ))}
      {plan.data
        ? ownForms.map((i) => (
            <ScorecardForm
              key={i.id}
              resumeId={resumeId}
              interviewId={i.id}
              heading={M.yourScorecard(stage.stageName, formatDate(i.startsAt, 'dateTime') ?? i.startsAt)}
              attributes={attributes}
              own={scorecards.find((c) => c.interviewId === i.id && c.interviewerId === me)}
            />
          ))
        : null}
    </section>
  );
}
