/**
 * Interview plans and interviews (docs/requirements.md#interview-plan, #interviews): the request
 * bodies the routes validate and the shapes they answer, exactly as issue-35's API names them.
 * Times are UTC ISO 8601 in answers; a request's `startsAt` is an ISO time with an offset, or a
 * Europe/Dublin wall time without one (docs/architecture.md#interview-times).
 */
import * as z from 'zod';
import { idParam } from './common.js';

/** Bounds of a plan (docs/requirements.md#interview-plan). */
export const PLAN_LIMITS = {
  minStages: 1,
  maxStages: 8,
  minAttributes: 1,
  maxAttributes: 15,
  nameMax: 80,
  guidanceMax: 500,
  minMinutes: 15,
  maxMinutes: 480,
} as const;

/** Texts of the interview plan's checks. */
export const PLAN_MESSAGES = {
  stages: `A plan has between ${PLAN_LIMITS.minStages} and ${PLAN_LIMITS.maxStages} stages`,
  attributes: `A scorecard has between ${PLAN_LIMITS.minAttributes} and ${PLAN_LIMITS.maxAttributes} attributes`,
  name: `A name is 1 to ${PLAN_LIMITS.nameMax} characters`,
  guidance: `Guidance is at most ${PLAN_LIMITS.guidanceMax} characters`,
  duration: `A duration is a whole number of minutes from ${PLAN_LIMITS.minMinutes} to ${PLAN_LIMITS.maxMinutes}`,
  duplicateStage: 'Two stages have the same id',
  duplicateAttribute: 'Two attributes of a stage have the same id',
} as const;

const planName = z
  .string({ error: PLAN_MESSAGES.name })
  .trim()
  .min(1, PLAN_MESSAGES.name)
  .max(PLAN_LIMITS.nameMax, PLAN_MESSAGES.name)
  .refine((s) => !/[\r\n\t]/.test(s), PLAN_MESSAGES.name);

export const durationMinutes = z
  .number({ error: PLAN_MESSAGES.duration })
  .int(PLAN_MESSAGES.duration)
  .min(PLAN_LIMITS.minMinutes, PLAN_MESSAGES.duration)
  .max(PLAN_LIMITS.maxMinutes, PLAN_MESSAGES.duration);

const attribute = z.object({
  /** Kept across edits so scorecards keep pointing at it; a new attribute may come without one. */
  id: idParam.optional(),
  name: planName,
  guidance: z.string().trim().max(PLAN_LIMITS.guidanceMax, PLAN_MESSAGES.guidance).optional(),
});

const stage = z.object({
  id: idParam.optional(),
  name: planName,
  durationMinutes,
  attributes: z
    .array(attribute, { error: PLAN_MESSAGES.attributes })
    .min(PLAN_LIMITS.minAttributes, PLAN_MESSAGES.attributes)
    .max(PLAN_LIMITS.maxAttributes, PLAN_MESSAGES.attributes)
    .refine((a) => unique(a.map((x) => x.id)), PLAN_MESSAGES.duplicateAttribute),
});

const unique = (ids: (string | undefined)[]) => {
  const given = ids.filter((i): i is string => Boolean(i));
  return new Set(given).size === given.length;
};

/** `PUT /admin/job-postings/{id}/interview-plan`: the whole plan, stages in order. */
export const interviewPlanRequest = z.object({
  stages: z
    .array(stage, { error: PLAN_MESSAGES.stages })
    .min(PLAN_LIMITS.minStages, PLAN_MESSAGES.stages)
    .max(PLAN_LIMITS.maxStages, PLAN_MESSAGES.stages)
    .refine((s) => unique(s.map((x) => x.id)), PLAN_MESSAGES.duplicateStage),
});
export type InterviewPlanRequest = z.input<typeof interviewPlanRequest>;

export interface PlanAttribute {
  id: string;
  name: string;
  guidance?: string;
}

export interface PlanStage {
  id: string;
  name: string;
  durationMinutes: number;
  attributes: PlanAttribute[];
}

/** `data` of `GET|PUT /admin/job-postings/{id}/interview-plan`. */
export interface InterviewPlan {
  stages: PlanStage[];
  /** True while the posting has no plan of its own (the default plan is answered). */
  isDefault: boolean;
  /** When the plan was last saved (UTC ISO); null for the default. */
  updatedAt: string | null;
}

/** An interview's state (docs/requirements.md#interviews). */
export const INTERVIEW_STATUSES = ['scheduled', 'confirmed', 'cancelled', 'completed'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Bounds of a scheduling request. */
export const INTERVIEW_LIMITS = {
  maxInterviewers: 10,
  locationMax: 200,
  videoUrlMax: 500,
  messageMax: 2000,
} as const;

/** Texts of the scheduling checks (400) and refusals (404, 409). */
export const INTERVIEW_MESSAGES = {
  startsAt: 'startsAt is a date and time: 2027-03-28T10:30 (Dublin time) or an ISO time with an offset',
  noSuchLocalTime: (local: string) =>
    `${local} does not exist in Dublin: the clocks go forward an hour that night. Choose another time`,
  inPast: 'The interview must start in the future',
  interviewers: `Choose between 1 and ${INTERVIEW_LIMITS.maxInterviewers} interviewers`,
  unknownInterviewer: 'An interviewer is not an admin account',
  unknownStage: 'This posting has no such interview stage',
  location: `A location is at most ${INTERVIEW_LIMITS.locationMax} characters`,
  videoUrl: 'The video link must be an https:// address',
  message: `A message is at most ${INTERVIEW_LIMITS.messageMax} characters`,
  postingNotFound: 'Job posting not found',
  resumeNotFound: 'Resume not found',
  interviewNotFound: 'Interview not found',
  cancelled: 'This interview was cancelled',
  conflict: 'An interviewer is already booked at that time',
  busy: 'The interview changed while it was being saved. Please try again',
} as const;

/** A request's time: ISO with `Z`/offset, or a Dublin wall time `YYYY-MM-DDTHH:mm[:ss]` (resolved by the server). */
export const startsAtField = z
  .string({ error: INTERVIEW_MESSAGES.startsAt })
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/,
    INTERVIEW_MESSAGES.startsAt,
  );

const interviewFields = {
  startsAt: startsAtField,
  durationMinutes,
  location: z.string().trim().max(INTERVIEW_LIMITS.locationMax, INTERVIEW_MESSAGES.location).optional(),
  videoUrl: z
    .string()
    .trim()
    .max(INTERVIEW_LIMITS.videoUrlMax, INTERVIEW_MESSAGES.videoUrl)
    .regex(/^https:\/\/[^\s]+$/, INTERVIEW_MESSAGES.videoUrl)
    .optional(),
  interviewerIds: z
    .array(idParam, { error: INTERVIEW_MESSAGES.interviewers })
    .min(1, INTERVIEW_MESSAGES.interviewers)
    .max(INTERVIEW_LIMITS.maxInterviewers, INTERVIEW_MESSAGES.interviewers),
  message: z.string().max(INTERVIEW_LIMITS.messageMax, INTERVIEW_MESSAGES.message).optional(),
  /** Book even when an interviewer is already busy then. */
  allowConflicts: z.boolean().optional(),
};

/** Bounds of the slots offered for the candidate's own choice (docs/requirements.md#interview-self-scheduling). */
export const SLOT_LIMITS = { min: 2, max: 10, askMessageMax: 1000 } as const;

/** Texts of self-scheduling's checks (400) and refusals (404, 409). */
export const SLOT_MESSAGES = {
  slots: `Offer between ${SLOT_LIMITS.min} and ${SLOT_LIMITS.max} times`,
  oneOf: 'Give either startsAt or slots, not both',
  duplicateSlot: 'Two offered times are the same',
  notOffered: 'This time is not one of the times offered',
  taken: 'This time is no longer available. Please choose another',
  alreadyChosen: 'A time was already chosen for this interview',
  chosen: 'Your interview is booked. The invitation is on its way',
  confirmed: 'Thank you. Your interview is confirmed',
  asked: 'Thank you. We will be in touch with another time',
  chooseFirst: 'Choose one of the offered times first',
  over: 'This interview has already taken place',
  askMessage: `Tell us in 1 to ${SLOT_LIMITS.askMessageMax} characters which times would suit you`,
} as const;

/** `POST /resume/{id}/interviews`: one time (`startsAt`) or 2-10 for the candidate to choose from (`slots`). */
export const scheduleInterviewRequest = z
  .object({
    postingId: idParam,
    stageId: idParam,
    ...interviewFields,
    startsAt: startsAtField.optional(),
    slots: z
      .array(startsAtField, { error: SLOT_MESSAGES.slots })
      .min(SLOT_LIMITS.min, SLOT_MESSAGES.slots)
      .max(SLOT_LIMITS.max, SLOT_MESSAGES.slots)
      .optional(),
  })
  .refine((b) => (b.startsAt === undefined) !== (b.slots === undefined), {
    message: SLOT_MESSAGES.oneOf,
    path: ['startsAt'],
  });

/** `POST /my-data/interviews/{id}/choose`: one of the offered times. */
export const chooseSlotRequest = z.object({ startsAt: startsAtField });

/** `POST /my-data/interviews/{id}/ask-another-time`: the candidate's message (which times would suit). */
export const askAnotherTimeRequest = z.object({
  message: z
    .string({ error: SLOT_MESSAGES.askMessage })
    .trim()
    .min(1, SLOT_MESSAGES.askMessage)
    .max(SLOT_LIMITS.askMessageMax, SLOT_MESSAGES.askMessage),
});

/** The candidate's last request for another time, until the interview is rescheduled. */
export interface TimeRequest {
  message: string;
  /** UTC ISO. */
  requestedAt: string;
}
export type ScheduleInterviewRequest = z.input<typeof scheduleInterviewRequest>;

/** `PUT /resume/{id}/interviews/{interviewId}`: a new time (and the rest of the booking), same stage. */
export const rescheduleInterviewRequest = z.object(interviewFields);
export type RescheduleInterviewRequest = z.input<typeof rescheduleInterviewRequest>;

export interface InterviewPerson {
  id: string;
  name: string;
  email: string;
}

/** One interview as the routes answer it. */
export interface Interview {
  id: string;
  resumeId: string;
  postingId: string;
  stageId: string;
  stageName: string;
  /** UTC ISO 8601. */
  startsAt: string;
  endsAt: string;
  location: string | null;
  videoUrl: string | null;
  interviewers: InterviewPerson[];
  status: InterviewStatus;
  /** The iCalendar SEQUENCE of the last invite: 0, then + 1 on each reschedule and on cancellation. */
  sequence: number;
  /**
   * The times (UTC ISO) offered while the candidate has not chosen one (`startsAt` is then the first
   * of them, and nothing is booked); null once a time is fixed.
   */
  slots: string[] | null;
  /**
   * The candidate asked for another time (docs/requirements.md#interview-self-scheduling), with
   * their message; null when they have not, or once the interview is rescheduled.
   */
  timeRequest: TimeRequest | null;
}

/** 409 body of a booking that overlaps an interviewer's other interview. */
export interface InterviewConflict {
  interviewerId: string;
  interviewId: string;
  startsAt: string;
  endsAt: string;
}

/**
 * The plan of a posting that has none of its own (docs/requirements.md#interview-plan): three
 * stages, each with a short scorecard. Stable ids, so interviews booked on it keep their stage.
 */
export const DEFAULT_INTERVIEW_PLAN: readonly PlanStage[] = [
  {
    id: 'phone-screen',
    name: 'Phone screen',
    durationMinutes: 30,
    attributes: [
      {
        id: 'communication',
        name: 'Communication',
        guidance: 'Clear, structured answers; listens to the question.',
      },
      {
        id: 'motivation',
        name: 'Motivation',
        guidance: 'Why this role and this company, in their own words.',
      },
      { id: 'role-fit', name: 'Role fit', guidance: 'Experience matches the must-haves of the posting.' },
    ],
  },
  {
    id: 'technical-interview',
    name: 'Technical interview',
    durationMinutes: 60,
    attributes: [
      { id: 'technical-knowledge', name: 'Technical knowledge' },
      {
        id: 'problem-solving',
        name: 'Problem solving',
        guidance: 'Breaks the problem down; weighs trade-offs.',
      },
      { id: 'quality', name: 'Quality of work', guidance: 'Testing, readability, care for the details.' },
    ],
  },
  {
    id: 'final-interview',
    name: 'Final interview',
    durationMinutes: 45,
    attributes: [
      { id: 'collaboration', name: 'Collaboration' },
      { id: 'ownership', name: 'Ownership', guidance: 'Takes responsibility for outcomes, not only tasks.' },
      { id: 'values', name: 'Values' },
    ],
  },
];
