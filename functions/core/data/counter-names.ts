/**
 * The names of the counter items (sort keys of partition `COUNTER`, docs/architecture.md#access-patterns):
 * a module of its own beside data/keys.ts, which builds their keys (`keys.counter`) and re-exports
 * these, so the table's key module stays within the data layer's 400 lines. No imports.
 */
/** Counter items (`COUNTER` / name, attribute `count`), updated in the transaction of the write they count. */
export type CounterName =
  | 'RESUMES'
  | `RESUMES#STATUS#${string}`
  | `RESUMES#RECEIVED#${string}`
  | `RESUMES#LEFTNEW#${string}`
  | `RESUMES#LISTED#${string}`
  | `JOBS#APPLICANTS#${string}`
  | 'JOBS'
  | `JOBS#STATUS#${string}`
  | 'JOBTITLES'
  | 'DEPARTMENTS'
  | 'ADMINS'
  | 'USERS'
  | 'NOTIFS';

export const counters = {
  resumes: 'RESUMES',
  resumesByStatus: (s: string): CounterName => `RESUMES#STATUS#${s}`,
  jobs: 'JOBS',
  jobsByStatus: (s: string): CounterName => `JOBS#STATUS#${s}`,
  jobTitles: 'JOBTITLES',
  departments: 'DEPARTMENTS',
  admins: 'ADMINS',
  users: 'USERS',
  notifications: 'NOTIFS',
  /** CVs accepted in ISO week `week` (Europe/Dublin, `2026-W48`): `count` and one attribute per source. */
  resumesReceivedIn: (week: string): CounterName => `RESUMES#RECEIVED#${week}`,
  /** CVs that left status `new` in ISO week `week`: `count` and `d{whole days spent in new}`. */
  resumesLeftNewIn: (week: string): CounterName => `RESUMES#LEFTNEW#${week}`,
  /**
   * Records the CV list holds that were created on Dublin day `day` (`YYYY-MM-DD`): `count` and one
   * attribute per source of their `sources` (data/dashboard-listed.ts).
   */
  resumesListedOn: (day: string): CounterName => `RESUMES#LISTED#${day}`,
  /** Applications held for job posting `jobId` (each came with a CV); down on withdrawal and erasure. */
  applicantsOf: (jobId: string): CounterName => `JOBS#APPLICANTS#${jobId}`,
} as const satisfies Record<string, CounterName | ((s: string) => CounterName)>;
