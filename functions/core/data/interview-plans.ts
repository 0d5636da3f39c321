/**
 * Interview plans (docs/requirements.md#interview-plan): one item per job posting,
 * `JOB#{jobId}` / `INTERVIEWPLAN`, holding the ordered stages with their scorecards. A posting
 * without the item has the default plan (`DEFAULT_INTERVIEW_PLAN`).
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  DEFAULT_INTERVIEW_PLAN,
  type InterviewPlan,
  type interviewPlanRequest,
  type PlanStage,
} from '../../contract/schemas/interviews.js';
import { AUDITED, getItem, put } from './db.js';
import { keys } from './keys.js';

interface InterviewPlanItem {
  jobId: string;
  stages: PlanStage[];
  updatedAt: string;
}

/** The plan of posting `jobId`: its own, or the default (`isDefault: true`). */
export async function getInterviewPlan(jobId: string): Promise<InterviewPlan> {
  const item = await getItem<InterviewPlanItem>(keys.interviewPlan(jobId), true);
  return item
    ? { stages: item.stages, isDefault: false, updatedAt: item.updatedAt }
    : { stages: structuredClone([...DEFAULT_INTERVIEW_PLAN]), isDefault: true, updatedAt: null };
}

/**
 * Saves `plan` as the plan of posting `jobId` (whole, replacing the one before), minting an id
 * for each stage and attribute sent without one. The caller checked that the posting exists; the
 * write is conditioned on it still existing (a posting deleted meanwhile leaves no plan behind).
 * Answers the saved plan.
 */
export async function saveInterviewPlan(
  jobId: string,
  plan: z.output<typeof interviewPlanRequest>,
): Promise<InterviewPlan> {
  const stages: PlanStage[] = plan.stages.map((s) => ({
    id: s.id ?? randomUUID(),
    name: s.name,
    durationMinutes: s.durationMinutes,
    attributes: s.attributes.map((a) => ({
      id: a.id ?? randomUUID(),
      name: a.name,
      ...(a.guidance ? { guidance: a.guidance } : {}),
    })),
  }));
  const updatedAt = new Date().toISOString();
  await put({ ...keys.interviewPlan(jobId), jobId, stages, updatedAt }, undefined, AUDITED);
  return { stages, isDefault: false, updatedAt };
}

/** The stage `stageId` of posting `jobId`'s plan, or `undefined`. */
export async function findPlanStage(jobId: string, stageId: string): Promise<PlanStage | undefined> {
  return (await getInterviewPlan(jobId)).stages.find((s) => s.id === stageId);
}
