/** Texts of the Reports screen (docs/requirements.md#hiring-reports). */
import { RESUME_STATUS_LABELS } from '@functions/contract/schemas/common';
import type { FunnelStage, OfferOutcome, ReportSource } from '@functions/contract/schemas/reports';

export const reportsMessages = {
  title: 'Hiring reports',
  subtitle:
    'How hiring goes: the funnel, time to hire, time in each stage, rejection reasons, sources and offers.',
  filters: 'Report filters',
  from: 'From',
  to: 'To',
  posting: 'Job posting',
  allPostings: 'All postings',
  apply: 'Show report',
  download: 'Download CSV',
  loading: 'Loading the report...',
  failed: (reason: string) => `The report could not be loaded: ${reason}`,
  retry: 'Try again',
  range: (from: string, to: string) => `From ${from} to ${to} (Dublin time, both days included).`,
  funnel: {
    title: 'Funnel',
    summary: (applied: number, hired: number) =>
      `${applied} applications, ${hired} hired. Each step counts the applications that reached it in the range; conversion is from the step before.`,
    stage: 'Step',
    count: 'Applications',
    conversion: 'Conversion',
    none: '-',
  },
  timeToHire: {
    title: 'Time to hire',
    median: 'Median',
    p75: '75th percentile',
    n: 'Hires',
    days: (d: number | null) => (d === null ? 'No hires yet' : `${d} ${d === 1 ? 'day' : 'days'}`),
    note: 'Whole days from application to hired, of the hires in the range.',
  },
  timeInStage: {
    title: 'Time in each stage',
    stage: 'Stage',
    median: 'Median days',
    none: 'No one left this stage',
    note: 'Median whole days spent in a stage, of the applications that left it in the range.',
  },
  reasons: {
    title: 'Rejection reasons',
    reason: 'Reason',
    count: 'Rejections',
    none: 'No rejections in the range.',
  },
  sources: { title: 'Sources of candidates', source: 'Source', count: 'Applications' },
  offers: { title: 'Offers', outcome: 'Outcome', count: 'Offers' },
  funnelStages: {
    applied: 'Applied',
    reviewed: RESUME_STATUS_LABELS.reviewed,
    under_review: RESUME_STATUS_LABELS.under_review,
    shortlisted: RESUME_STATUS_LABELS.shortlisted,
    interview_scheduled: RESUME_STATUS_LABELS.interview_scheduled,
    offer: 'Offer',
    hired: RESUME_STATUS_LABELS.hired,
  } satisfies Record<FunnelStage, string>,
  sourceNames: {
    careers: 'Careers form',
    assistant: 'Resume Assistant',
    apply: 'Apply Now',
    added: 'Added by a recruiter',
  } satisfies Record<ReportSource, string>,
  offerOutcomes: {
    sent: 'Sent',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
  } satisfies Record<OfferOutcome, string>,
  csvFileName: (from: string, to: string) => `hiring-report-${from}-to-${to}.csv`,
  badRange: 'From must be on or before To.',
} as const;
