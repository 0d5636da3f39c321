/**
 * Offers (docs/requirements.md#offers): the request bodies of the offer routes and the shape they
 * answer, exactly as issue 36 names them. `startDate` is a calendar day; `expiresAt` is answered as
 * the UTC instant the offer closes (the end of its last day in Dublin when a day was given).
 */
import * as z from 'zod';
import { formatDate } from '../dates.js';
import { isCalendarDate, isSingleLine } from './common.js';

/** draft -> approved -> sent -> accepted | declined | expired | withdrawn (docs/requirements.md#offers). */
export const OFFER_STATUSES = [
  'draft',
  'approved',
  'sent',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The label of each status, as the candidate page and /my-data show it. */
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  approved: 'Approved',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/** Statuses an offer never leaves. */
export const FINAL_OFFER_STATUSES: readonly OfferStatus[] = ['accepted', 'declined', 'expired', 'withdrawn'];

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  year: 'per year',
  month: 'per month',
  hour: 'per hour',
};

export const CONTRACT_TYPES = ['permanent', 'fixed-term', 'contract', 'internship'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  permanent: 'Permanent',
  'fixed-term': 'Fixed-term',
  contract: 'Contract',
  internship: 'Internship',
};

/** Bounds of an offer's fields. */
export const OFFER_LIMITS = {
  jobTitleMax: 120,
  amountMax: 10_000_000,
  hoursMin: 1,
  hoursMax: 80,
  notesMax: 2000,
  declineReasonMax: 1000,
} as const;

/** ISO 4217 codes the runtime knows (Intl), e.g. EUR, GBP, USD. */
const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));
export const isCurrencyCode = (code: string): boolean => CURRENCIES.has(code);

/** Texts of the offer routes and screens. */
export const OFFER_MESSAGES = {
  created: 'Offer saved as a draft',
  approved: 'Offer approved',
  sent: 'Offer sent to the candidate',
  withdrawn: 'Offer withdrawn',
  accepted: 'Offer accepted. Welcome aboard!',
  declined: 'Offer declined',
  resumeNotFound: 'Resume not found',
  offerNotFound: 'Offer not found',
  postingRequired: 'Choose the job posting of the offer',
  jobTitle: `Job title is 1 to ${OFFER_LIMITS.jobTitleMax} characters on one line`,
  amount: `Salary must be a number from 0.01 to ${OFFER_LIMITS.amountMax.toLocaleString('en-IE')} with at most 2 decimals`,
  amountNegative: 'Salary cannot be negative',
  currency: 'Currency must be an ISO 4217 code such as EUR, GBP or USD',
  period: 'Salary period must be year, month or hour',
  contractType: 'Contract type must be permanent, fixed-term, contract or internship',
  hours: `Hours per week must be a number from ${OFFER_LIMITS.hoursMin} to ${OFFER_LIMITS.hoursMax}`,
  startDate: 'Start date must be a date (YYYY-MM-DD)',
  startInPast: 'Start date cannot be in the past',
  expiresAt: 'Expiry must be a date (YYYY-MM-DD) or a date and time',
  expiryInPast: 'Expiry cannot be before today',
  expiryAfterStart: 'The offer must expire before the start date',
  notes: `Notes are at most ${OFFER_LIMITS.notesMax} characters`,
  declineReason: `A reason is at most ${OFFER_LIMITS.declineReasonMax} characters`,
  ownApproval: 'You cannot approve an offer you created: another HR manager or admin must approve it',
  notDraft: (status: OfferStatus) =>
    `Only a draft offer can be approved; this offer is ${OFFER_STATUS_LABELS[status].toLowerCase()}`,
  notApproved: (status: OfferStatus) =>
    `Only an approved offer can be sent; this offer is ${OFFER_STATUS_LABELS[status].toLowerCase()}`,
  notWithdrawable: (status: OfferStatus) =>
    `This offer is ${OFFER_STATUS_LABELS[status].toLowerCase()} and can no longer be withdrawn`,
  notOpen: (status: OfferStatus) =>
    status === 'sent'
      ? 'This offer has expired and can no longer be answered'
      : `This offer is ${OFFER_STATUS_LABELS[status].toLowerCase()} and can no longer be answered`,
  expired: 'This offer has expired and can no longer be answered',
  changed: 'The offer changed meanwhile: reload and try again',
  sendExpired: "The offer's expiry has passed: withdraw it and make a new one",
  noLetter: 'This offer has no letter yet: it is made when the offer is sent',
  acceptedTitle: 'Offer accepted',
  acceptedMessage: (name: string, jobTitle: string) => `${name} accepted the offer for ${jobTitle}`,
  declinedTitle: 'Offer declined',
  declinedMessage: (name: string, jobTitle: string) => `${name} declined the offer for ${jobTitle}`,
} as const;

const day = (message: string) => z.string({ error: message }).refine((v) => isCalendarDate(v), message);

/** `POST /resume/{id}/offers` body (issue 36 item 2). */
export const createOfferRequest = z.object({
  postingId: z
    .string({ error: OFFER_MESSAGES.postingRequired })
    .trim()
    .min(1, OFFER_MESSAGES.postingRequired)
    .max(64),
  jobTitle: z
    .string({ error: OFFER_MESSAGES.jobTitle })
    .trim()
    .min(1, OFFER_MESSAGES.jobTitle)
    .max(OFFER_LIMITS.jobTitleMax, OFFER_MESSAGES.jobTitle)
    .refine(isSingleLine, OFFER_MESSAGES.jobTitle),
  salary: z.object(
    {
      amount: z
        .number({ error: OFFER_MESSAGES.amount })
        .finite(OFFER_MESSAGES.amount)
        .nonnegative(OFFER_MESSAGES.amountNegative)
        .positive(OFFER_MESSAGES.amount)
        .max(OFFER_LIMITS.amountMax, OFFER_MESSAGES.amount)
        .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, OFFER_MESSAGES.amount),
      currency: z
        .string({ error: OFFER_MESSAGES.currency })
        .trim()
        .transform((c) => c.toUpperCase())
        .refine(isCurrencyCode, OFFER_MESSAGES.currency),
      period: z.enum(SALARY_PERIODS, { error: OFFER_MESSAGES.period }),
    },
    { error: 'salary must be { amount, currency, period }' },
  ),
  startDate: day(OFFER_MESSAGES.startDate),
  contractType: z.enum(CONTRACT_TYPES, { error: OFFER_MESSAGES.contractType }),
  hoursPerWeek: z
    .number({ error: OFFER_MESSAGES.hours })
    .min(OFFER_LIMITS.hoursMin, OFFER_MESSAGES.hours)
    .max(OFFER_LIMITS.hoursMax, OFFER_MESSAGES.hours)
    .nullish(),
  expiresAt: z
    .string({ error: OFFER_MESSAGES.expiresAt })
    .refine(
      (v) =>
        isCalendarDate(v) || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v),
      OFFER_MESSAGES.expiresAt,
    )
    .refine((v) => isCalendarDate(v) || !Number.isNaN(Date.parse(v)), OFFER_MESSAGES.expiresAt),
  notes: z.string().trim().max(OFFER_LIMITS.notesMax, OFFER_MESSAGES.notes).nullish(),
});
export type CreateOfferRequest = z.input<typeof createOfferRequest>;

/** `POST /my-data/offers/{offerId}/decline` body: an optional reason. */
export const declineOfferRequest = z
  .object({
    reason: z.string().trim().max(OFFER_LIMITS.declineReasonMax, OFFER_MESSAGES.declineReason).nullish(),
  })
  .default({});

/** Who did something to an offer. */
export interface OfferActor {
  id: string;
  name: string;
}

/** An offer as the API answers it (times UTC ISO; `startDate` a calendar day). */
export interface Offer {
  id: string;
  resumeId: string;
  postingId: string;
  jobTitle: string;
  salary: { amount: number; currency: string; period: SalaryPeriod };
  startDate: string;
  contractType: ContractType;
  hoursPerWeek: number | null;
  expiresAt: string;
  /** The hiring team's own notes: never shown to the candidate nor printed in the letter. */
  notes: string | null;
  status: OfferStatus;
  createdBy: OfferActor;
  createdAt: string;
  approvedBy: OfferActor | null;
  approvedAt: string | null;
  sentAt: string | null;
  /** When it was accepted, declined, expired or withdrawn. */
  closedAt: string | null;
  declineReason: string | null;
  /** The offer letter (a PDF made when sent), or null before. */
  letter: { fileName: string } | null;
}

/** An offer as the candidate reads it on /my-data: no internal notes, no approvers. */
export interface MyDataOffer {
  id: string;
  postingId: string;
  jobTitle: string;
  salary: Offer['salary'];
  startDate: string;
  contractType: ContractType;
  hoursPerWeek: number | null;
  expiresAt: string;
  status: OfferStatus;
  sentAt: string | null;
  closedAt: string | null;
  /** A short-lived link to the offer letter. */
  letterUrl: string | null;
}

/** The salary as a reader sees it: `€55,000.00 per year`. */
export function formatSalary(salary: Offer['salary']): string {
  const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency: salary.currency }).format(
    salary.amount,
  );
  return `${money} ${SALARY_PERIOD_LABELS[salary.period]}`;
}

/**
 * The last moment to answer as a reader sees it, Dublin time: an offer closing at midnight reads
 * `14 Feb 2027, 23:59`, the day it was given for, never the next day's `00:00`.
 */
export function formatAnswerBy(expiresAt: string): string {
  return formatDate(new Date(Date.parse(expiresAt) - 60_000), 'dateTime') ?? expiresAt;
}
