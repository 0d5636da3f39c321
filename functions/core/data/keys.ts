/**
 * Single-table key design (docs/architecture.md#access-patterns). The one source for the table's key schema, its GSIs and
 * every key the repositories write: the CDK table construct and the local table creation read
 * `TABLE_SCHEMA`; the repositories build keys only through the functions below. No SDK imports.
 *
 * Access patterns (every request path is a GetItem, a Query or a transaction; never a Scan):
 *
 * | pattern                                | table / index | pk                         | sk                          |
 * |----------------------------------------|---------------|----------------------------|-----------------------------|
 * | candidate (= resume record) by id      | table         | USER#{id}                  | PROFILE                     |
 * | candidate by email (unique guard)      | table         | EMAIL#{lower(email)}       | EMAIL                       |
 * | candidate account by email (unique)    | table         | ACCOUNT#{lower(email)}     | ACCOUNT                     |
 * | registered candidates newest first     | gsi1          | USERS                      | {createdAt}#{userId}        |
 * | applications of a candidate            | table         | USER#{id}                  | APPLICATION#{jobId}         |
 * | applicants of a job posting, newest first (a page) | gsi1 | JOB#{jobId}#APPLICANTS     | {appliedAt}#{userId}        |
 * | CV submissions of a candidate          | table         | USER#{id}                  | SUBMISSION#{submissionId}   |
 * | submission by upload token (hash)      | table         | UPLOADTOKEN#{sha256(token)}| UPLOADTOKEN (ttl)           |
 * | unconfirmed submission by confirm token (hash) | table | CVCONFIRM#{sha256(token)}  | CVCONFIRM (ttl)             |
 * | submissions due to expire (sparse)     | gsi4          | SUBMISSIONS#EXPIRY         | {expiresAt}#{id}#{submissionId} |
 * | listed resumes with a skill            | table         | SKILL#{lower(skill)}       | {createdAt}#{id}            |
 * | listed resumes by phone (exact search) | table         | PHONE#{national digits}    | USER#{id}                   |
 * | resumes newest first                   | gsi1          | RESUMES                    | {createdAt}#{id}            |
 * | resumes by status, newest first        | gsi2          | RESUMES#STATUS#{status}    | {createdAt}#{id}            |
 * | resumes by name A-Z                    | gsi3          | RESUMES                    | {lower(name)}#{id}          |
 * | resumes by email prefix (search)       | gsi3          | RESUMES#EMAIL (guard items)| {lower(email)}#{id}         |
 * | resumes due to expire (sparse)         | gsi4          | EXPIRY                     | {expiryDate}#{id}           |
 * | job title by id / unique name guard    | table         | JOBTITLE#{id} / JOBTITLENAME#{lower(name)} | JOBTITLE / NAME |
 * | job titles A-Z                         | gsi1          | JOBTITLES                  | {lower(name)}#{id}          |
 * | department by id / unique name guard   | table         | DEPT#{id} / DEPTNAME#{lower(name)} | DEPT / NAME         |
 * | departments A-Z                        | gsi1          | DEPARTMENTS                | {lower(name)}#{id}          |
 * | postings naming a department (delete guard) | table    | DEPT#{id}, attribute `jobPostings` (moved in each posting transaction) | |
 * | job posting by id                      | table         | JOB#{id}                   | JOB                         |
 * | job postings newest first              | gsi1          | JOBS                       | {createdAt}#{id}            |
 * | job postings by status, newest first   | gsi2          | JOBS#STATUS#{status}       | {createdAt}#{id}            |
 * | admin by Cognito sub                   | table         | ADMIN#{sub}                | PROFILE                     |
 * | admin by email / user_name (guards)    | table         | ADMINEMAIL#{lower} / ADMINNAME#{lower} | GUARD           |
 * | admins newest first                    | gsi1          | ADMINS                     | {createdAt}#{sub}           |
 * | notification by id                     | table         | NOTIF#{id}                 | NOTIF                       |
 * | notifications newest first             | gsi1          | NOTIFS                     | {createdAt}#{id}            |
 * | an admin's read / deleted notifications| table         | ADMIN#{sub}                | NOTIFSTATE                  |
 * | an interviewer's booking guard         | table         | ADMIN#{sub}                | BOOKINGGUARD                |
 * | websocket connection by connection id  | table         | CONN#{connectionId}        | CONN  (ttl)                 |
 * | admin-room connections                 | gsi1          | CONNS#ADMIN                | {connectionId}              |
 * | totals for pages and dashboard cards   | table         | COUNTER                    | {counter name}              |
 * | dashboard trends per ISO week          | table         | COUNTER                    | RESUMES#RECEIVED#{week}, RESUMES#LEFTNEW#{week} |
 * | listed candidates per Dublin day       | table         | COUNTER                    | RESUMES#LISTED#{YYYY-MM-DD} |
 * | CVs expiring within N days (COUNT or list) | gsi4     | EXPIRY                     | {expiryDate}#{id} between now and now + N days |
 * | contact message by id (ttl 90 days)    | table         | CONTACT#{id}               | CONTACT                     |
 * | contact messages newest first          | gsi1          | CONTACTS                   | {createdAt}#{id}            |
 * | rate-limit window (expires by ttl)     | table         | RATE#{scope}#{subject}     | W#{window start, epoch s}   |
 * | sent mail by event (sha256 of its id)  | table         | MAIL#{hash}                | MAIL  (ttl once sent)       |
 * | mails due for a retry (sparse outbox)  | gsi2          | MAILS#OUTBOX               | {nextAttemptAt}#{hash}      |
 * | manage token by sha256 of the token    | table         | MANAGE#{hash}              | TOKEN (ttl)                 |
 * | manage tokens of a candidate           | gsi1          | MANAGE#{resumeId}          | {createdAt}#{hash}          |
 * | recruiter note on a candidate          | table         | USER#{id}                  | NOTE#{noteId}               |
 * | audit entries of a month, newest first | table         | AUDIT#{YYYY-MM}            | {at}#{id}                   |
 * | audit entries about a target (timeline)| gsi1          | AUDIT#TARGET#{targetId}    | {at}#{id}                   |
 * | audit entries by an admin              | gsi2          | AUDIT#ACTOR#{actorId}      | {at}#{id}                   |
 * | audit entries of an action             | gsi3          | AUDIT#ACTION#{action}      | {at}#{id}                   |
 * | interview plan of a job posting        | table         | JOB#{jobId}                | INTERVIEWPLAN               |
 * | interviews of a candidate              | table         | USER#{id}                  | INTERVIEW#{interviewId}     |
 * | an interviewer's bookings by start time| table         | ADMIN#{sub}                | BOOKING#{startsAt}#{interviewId} |
 * | an interviewer's scorecard of an interview | table      | USER#{id}                  | SCORECARD#{interviewId}#{sub} |
 * | offers of a candidate                  | table         | USER#{id}                  | OFFER#{offerId}             |
 * | sent offers due to expire (sparse)     | gsi4          | OFFERS#EXPIRY              | {expiresAt}#{id}#{offerId}  |
 * | rejection reason (uses counted)        | table         | REJECTREASONS              | REASON#{id}                 |
 * | hiring report day of a posting / all   | table         | REPORT#HIRING#{jobId or ALL} | DAY#{YYYY-MM-DD}          |
 * | local seed marker                      | table         | META                       | SEED#{version}              |
 */

import { type CounterName, counters } from './counter-names.js';

export { type CounterName, counters };

/** Attribute names of the table's keys and indexes. */
export const ATTR = {
  pk: 'pk',
  sk: 'sk',
  gsi1pk: 'gsi1pk',
  gsi1sk: 'gsi1sk',
  gsi2pk: 'gsi2pk',
  gsi2sk: 'gsi2sk',
  gsi3pk: 'gsi3pk',
  gsi3sk: 'gsi3sk',
  gsi4pk: 'gsi4pk',
  gsi4sk: 'gsi4sk',
  ttl: 'ttl',
} as const;

export type IndexName = 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';

/** Table shape for CDK and for local table creation: string keys, all GSIs project ALL. */
export const TABLE_SCHEMA = {
  partitionKey: ATTR.pk,
  sortKey: ATTR.sk,
  ttlAttribute: ATTR.ttl,
  indexes: [
    { name: 'gsi1', partitionKey: ATTR.gsi1pk, sortKey: ATTR.gsi1sk },
    { name: 'gsi2', partitionKey: ATTR.gsi2pk, sortKey: ATTR.gsi2sk },
    { name: 'gsi3', partitionKey: ATTR.gsi3pk, sortKey: ATTR.gsi3sk },
    { name: 'gsi4', partitionKey: ATTR.gsi4pk, sortKey: ATTR.gsi4sk },
  ] as const satisfies readonly { name: IndexName; partitionKey: string; sortKey: string }[],
} as const;

export interface Key {
  pk: string;
  sk: string;
}

const lower = (s: string) => s.trim().toLowerCase();

/**
 * A phone number's national significant digits: digits only, a national leading 0 dropped
 * (`087 123 4567` → `871234567`). The phone key and the search index's phone terms both use it, so
 * a number typed with or without its trunk 0 meets the one stored.
 */
export const nationalDigits = (number: string): string => number.replace(/\D/g, '').replace(/^0+/, '');

/** `{iso}#{id}`: sorts by time, ties broken by id. */
const timeSort = (iso: string, id: string) => `${iso}#${id}`;

export const keys = {
  user: (id: string): Key => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  emailGuard: (email: string): Key => ({ pk: `EMAIL#${lower(email)}`, sk: 'EMAIL' }),
  /** A candidate's login account (Cognito sub, last login), unique per email; links to `USER#{userId}`. */
  candidateAccount: (email: string): Key => ({ pk: `ACCOUNT#${lower(email)}`, sk: 'ACCOUNT' }),
  /** One application of candidate `userId` to job posting `jobId` (one per pair). */
  application: (userId: string, jobId: string): Key => ({ pk: `USER#${userId}`, sk: `APPLICATION#${jobId}` }),
  /** One CV submission of candidate `userId` (its file, source, typed details, verdict). */
  submission: (userId: string, submissionId: string): Key => ({
    pk: `USER#${userId}`,
    sk: `SUBMISSION#${submissionId}`,
  }),
  /** Points the hash of an upload's status token at its submission (the token itself is never stored). */
  uploadToken: (tokenHash: string): Key => ({ pk: `UPLOADTOKEN#${tokenHash}`, sk: 'UPLOADTOKEN' }),
  /** Points the hash of an unconfirmed submission's confirm token at it (the mailed link; the token is never stored). */
  cvConfirmToken: (tokenHash: string): Key => ({ pk: `CVCONFIRM#${tokenHash}`, sk: 'CVCONFIRM' }),
  /**
   * Marks listed resume `id` as reachable by its phone (`contact`): an exact phone search reads this
   * partition at once, before the search index has the candidate (docs/architecture.md#search).
   * Non-unique: people share numbers. `countryCode` on the item tells `+353 87…` from `+44 87…`.
   */
  resumePhone: (contact: { number: string }, id: string): Key => ({
    pk: `PHONE#${nationalDigits(contact.number)}`,
    sk: `USER#${id}`,
  }),
  /** Marks listed resume `id` as holding `skill`: the skill filter of CV Management reads this partition. */
  resumeSkill: (skill: string, r: { id: string; createdAt: string }): Key => ({
    pk: `SKILL#${lower(skill)}`,
    sk: timeSort(r.createdAt, r.id),
  }),
  jobTitle: (id: string): Key => ({ pk: `JOBTITLE#${id}`, sk: 'JOBTITLE' }),
  jobTitleNameGuard: (name: string): Key => ({ pk: `JOBTITLENAME#${lower(name)}`, sk: 'NAME' }),
  department: (id: string): Key => ({ pk: `DEPT#${id}`, sk: 'DEPT' }),
  departmentNameGuard: (name: string): Key => ({ pk: `DEPTNAME#${lower(name)}`, sk: 'NAME' }),
  jobPosting: (id: string): Key => ({ pk: `JOB#${id}`, sk: 'JOB' }),
  admin: (sub: string): Key => ({ pk: `ADMIN#${sub}`, sk: 'PROFILE' }),
  adminEmailGuard: (email: string): Key => ({ pk: `ADMINEMAIL#${lower(email)}`, sk: 'GUARD' }),
  adminNameGuard: (userName: string): Key => ({ pk: `ADMINNAME#${lower(userName)}`, sk: 'GUARD' }),
  notification: (id: string): Key => ({ pk: `NOTIF#${id}`, sk: 'NOTIF' }),
  /** What admin `sub` has read and deleted of the shared notifications (data/notifications.ts). */
  notificationState: (sub: string): Key => ({ pk: `ADMIN#${sub}`, sk: 'NOTIFSTATE' }),
  /** Interviewer `sub`'s booking guard, a version (data/interview-slots.ts; deleted with the admin: data/admins.ts). */
  bookingGuard: (sub: string): Key => ({ pk: `ADMIN#${sub}`, sk: 'BOOKINGGUARD' }),
  connection: (connectionId: string): Key => ({ pk: `CONN#${connectionId}`, sk: 'CONN' }),
  counter: (name: CounterName): Key => ({ pk: 'COUNTER', sk: name }),
  /** Fixed-window rate-limit counter for `scope` (e.g. `login-account`) and subject (hashed), with `ttl`. */
  rateWindow: (scope: string, subject: string, windowStart: number): Key => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `W#${windowStart}`,
  }),
  /** A message of the landing page's contact form (kept 90 days, removed by `ttl`). */
  contactMessage: (id: string): Key => ({ pk: `CONTACT#${id}`, sk: 'CONTACT' }),
  /** A mail sent (or being sent) for one event; `hash` is the SHA-256 of the event id (see data/sent-mails.ts). */
  sentMail: (hash: string): Key => ({ pk: `MAIL#${hash}`, sk: 'MAIL' }),
  /** An address SES reported as bouncing for good or complaining, by the SHA-256 of the address (data/mail-suppressions.ts). */
  mailSuppression: (hash: string): Key => ({ pk: `SUPPRESSED#${hash}`, sk: 'MAIL' }),
  /** A recruiter's own text of the status mail for `status` (docs/requirements.md#status-mails); absent = the default. */
  statusMail: (status: string): Key => ({ pk: 'MAILTEMPLATE', sk: status }),
  /** A candidate's manage token, by the SHA-256 of the token (the token itself is never stored). */
  manageToken: (hash: string): Key => ({ pk: `MANAGE#${hash}`, sk: 'TOKEN' }),
  /** An erasure under way (docs/architecture.md#order-of-erasure): the sweep finishes what an interruption left. */
  erasure: (resumeId: string): Key => ({ pk: 'ERASURES', sk: resumeId }),
  /** A recruiter's note on candidate `userId` (erased with the candidate). */
  note: (userId: string, noteId: string): Key => ({ pk: `USER#${userId}`, sk: `NOTE#${noteId}` }),
  /** An audit entry, in its month's partition (docs/architecture.md#audit-log). */
  auditEntry: (at: string, id: string): Key => ({ pk: `AUDIT#${at.slice(0, 7)}`, sk: timeSort(at, id) }),
  /** The interview plan of job posting `jobId` (docs/requirements.md#interview-plan); absent = the default plan. */
  interviewPlan: (jobId: string): Key => ({ pk: `JOB#${jobId}`, sk: 'INTERVIEWPLAN' }),
  /** An interview of candidate `userId` (erased with the candidate). */
  interview: (userId: string, interviewId: string): Key => ({
    pk: `USER#${userId}`,
    sk: `INTERVIEW#${interviewId}`,
  }),
  /**
   * Admin `sub` booked as an interviewer from `startsAt` (UTC ISO): their partition sorted by start,
   * so an overlap is a Query of a bounded time range, never a Scan.
   */
  interviewerBooking: (sub: string, startsAt: string, interviewId: string): Key => ({
    pk: `ADMIN#${sub}`,
    sk: `BOOKING#${startsAt}#${interviewId}`,
  }),
  /** Interviewer `sub`'s scorecard of interview `interviewId` of candidate `userId` (erased with the candidate). */
  scorecard: (userId: string, interviewId: string, sub: string): Key => ({
    pk: `USER#${userId}`,
    sk: `SCORECARD#${interviewId}#${sub}`,
  }),
  /** An offer to candidate `userId` (docs/requirements.md#offers; erased with the candidate). */
  offer: (userId: string, offerId: string): Key => ({ pk: `USER#${userId}`, sk: `OFFER#${offerId}` }),
  /** A rejection reason of the managed list (docs/architecture.md#rejection-reasons), with its `uses`. */
  rejectReason: (id: string): Key => ({ pk: 'REJECTREASONS', sk: `REASON#${id}` }),
  /**
   * The hiring report's aggregates of one Dublin calendar day `day` (`YYYY-MM-DD`) for posting
   * `scope` or `ALL` postings (docs/architecture.md#hiring-reports).
   */
  hiringReportDay: (scope: string, day: string): Key => ({ pk: `REPORT#HIRING#${scope}`, sk: `DAY#${day}` }),
  /** Marks that a data seed version ran (local platform only). */
  seedMarker: (version: string): Key => ({ pk: 'META', sk: `SEED#${version}` }),
} as const;

/** Index attributes each entity writes, so the list queries below find it. */
export const indexKeys = {
  /** On every application: the pipeline board of its posting (docs/requirements.md#pipeline). */
  application: (a: { userId: string; jobId: string; appliedAt: string }) => ({
    gsi1pk: `JOB#${a.jobId}#APPLICANTS`,
    gsi1sk: timeSort(a.appliedAt, a.userId),
  }),
  resume: (r: { id: string; createdAt: string; status: string; name: string }) => ({
    gsi1pk: 'RESUMES',
    gsi1sk: timeSort(r.createdAt, r.id),
    gsi2pk: `RESUMES#STATUS#${r.status}`,
    gsi2sk: timeSort(r.createdAt, r.id),
    gsi3pk: 'RESUMES',
    gsi3sk: `${lower(r.name)}#${r.id}`,
  }),
  /** On the `EMAIL#` guard item: lets the admin search match an email prefix without a Scan. */
  resumeEmail: (r: { id: string; email: string }) => ({
    gsi3pk: 'RESUMES#EMAIL',
    gsi3sk: `${lower(r.email)}#${r.id}`,
  }),
  /** Sparse: only on records whose CV has not expired yet (remove both attributes otherwise). */
  resumeExpiry: (r: { id: string; expiryDate: string }) => ({
    gsi4pk: 'EXPIRY',
    gsi4sk: timeSort(r.expiryDate, r.id),
  }),
  /** Sparse: a sent offer until it is answered, withdrawn or expired (the sweep's work list). */
  openOffer: (o: { resumeId: string; id: string; expiresAt: string }) => ({
    gsi4pk: 'OFFERS#EXPIRY',
    gsi4sk: `${o.expiresAt}#${o.resumeId}#${o.id}`,
  }),
  /** Sparse: a submission until the sweep has handled it (24 h while pending, 90 days once decided). */
  submissionExpiry: (s: { userId: string; id: string; expiresAt: string }) => ({
    gsi4pk: 'SUBMISSIONS#EXPIRY',
    gsi4sk: `${s.expiresAt}#${s.userId}#${s.id}`,
  }),
  jobTitle: (t: { id: string; name: string }) => ({
    gsi1pk: 'JOBTITLES',
    gsi1sk: `${lower(t.name)}#${t.id}`,
  }),
  department: (d: { id: string; name: string }) => ({
    gsi1pk: 'DEPARTMENTS',
    gsi1sk: `${lower(d.name)}#${d.id}`,
  }),
  jobPosting: (j: { id: string; createdAt: string; status: string }) => ({
    gsi1pk: 'JOBS',
    gsi1sk: timeSort(j.createdAt, j.id),
    gsi2pk: `JOBS#STATUS#${j.status}`,
    gsi2sk: timeSort(j.createdAt, j.id),
  }),
  /** On the candidate account item: the users list of the admin area. */
  candidateAccount: (a: { userId: string; createdAt: string }) => ({
    gsi1pk: 'USERS',
    gsi1sk: timeSort(a.createdAt, a.userId),
  }),
  admin: (a: { id: string; createdAt: string }) => ({
    gsi1pk: 'ADMINS',
    gsi1sk: timeSort(a.createdAt, a.id),
  }),
  notification: (n: { id: string; createdAt: string }) => ({
    gsi1pk: 'NOTIFS',
    gsi1sk: timeSort(n.createdAt, n.id),
  }),
  contactMessage: (m: { id: string; createdAt: string }) => ({
    gsi1pk: 'CONTACTS',
    gsi1sk: timeSort(m.createdAt, m.id),
  }),
  adminConnection: (connectionId: string) => ({ gsi1pk: 'CONNS#ADMIN', gsi1sk: connectionId }),
  /** On every connection item from `$connect`: finds an admin's open sockets to close on revocation. */
  connectionOwner: (c: { adminId: string; connectionId: string }) => ({
    gsi2pk: `CONNS#OWNER#${c.adminId}`,
    gsi2sk: c.connectionId,
  }),
  /** Sparse: only while a mail waits for its next attempt (remove both once it is sent or given up). */
  mailOutbox: (m: { hash: string; nextAttemptAt: string }) => ({
    gsi2pk: 'MAILS#OUTBOX',
    gsi2sk: timeSort(m.nextAttemptAt, m.hash),
  }),
  /** Every audit entry: by action; by target and by actor when it has them. */
  auditEntry: (e: { id: string; at: string; action: string; actorId?: string; targetId?: string }) => ({
    ...(e.targetId ? { gsi1pk: `AUDIT#TARGET#${e.targetId}`, gsi1sk: timeSort(e.at, e.id) } : {}),
    ...(e.actorId ? { gsi2pk: `AUDIT#ACTOR#${e.actorId}`, gsi2sk: timeSort(e.at, e.id) } : {}),
    gsi3pk: `AUDIT#ACTION#${e.action}`,
    gsi3sk: timeSort(e.at, e.id),
  }),
  manageToken: (t: { hash: string; resumeId: string; createdAt: string }) => ({
    gsi1pk: `MANAGE#${t.resumeId}`,
    gsi1sk: timeSort(t.createdAt, t.hash),
  }),
} as const;

/** The list partitions, by index: what a Query names as `IndexName` and partition value. */
export const partitions = {
  resumesNewest: { index: 'gsi1', pk: 'RESUMES' },
  resumesByStatus: (status: string) => ({ index: 'gsi2', pk: `RESUMES#STATUS#${status}` }),
  resumesByName: { index: 'gsi3', pk: 'RESUMES' },
  resumesDueToExpire: { index: 'gsi4', pk: 'EXPIRY' },
  resumesByEmail: { index: 'gsi3', pk: 'RESUMES#EMAIL' },
  submissionsDueToExpire: { index: 'gsi4', pk: 'SUBMISSIONS#EXPIRY' },
  offersDueToExpire: { index: 'gsi4', pk: 'OFFERS#EXPIRY' },
  jobTitles: { index: 'gsi1', pk: 'JOBTITLES' },
  departments: { index: 'gsi1', pk: 'DEPARTMENTS' },
  jobsNewest: { index: 'gsi1', pk: 'JOBS' },
  applicantsOf: (jobId: string) => ({ index: 'gsi1', pk: `JOB#${jobId}#APPLICANTS` }),
  jobsByStatus: (status: string) => ({ index: 'gsi2', pk: `JOBS#STATUS#${status}` }),
  admins: { index: 'gsi1', pk: 'ADMINS' },
  users: { index: 'gsi1', pk: 'USERS' },
  notifications: { index: 'gsi1', pk: 'NOTIFS' },
  contactMessages: { index: 'gsi1', pk: 'CONTACTS' },
  adminConnections: { index: 'gsi1', pk: 'CONNS#ADMIN' },
  connectionsOf: (adminId: string) => ({ index: 'gsi2', pk: `CONNS#OWNER#${adminId}` }),
  mailOutbox: { index: 'gsi2', pk: 'MAILS#OUTBOX' },
  manageTokensOf: (resumeId: string) => ({ index: 'gsi1', pk: `MANAGE#${resumeId}` }),
  auditOfTarget: (targetId: string) => ({ index: 'gsi1', pk: `AUDIT#TARGET#${targetId}` }),
  auditByActor: (actorId: string) => ({ index: 'gsi2', pk: `AUDIT#ACTOR#${actorId}` }),
  auditOfAction: (action: string) => ({ index: 'gsi3', pk: `AUDIT#ACTION#${action}` }),
} as const satisfies Record<
  string,
  { index: IndexName; pk: string } | ((s: string) => { index: IndexName; pk: string })
>;

/** Ranges of a table partition (a Query with `begins_with` on the sort key). */
export const ranges = {
  applicationsOf: (userId: string) => ({ pk: keys.user(userId).pk, skPrefix: 'APPLICATION#' }),
  submissionsOf: (userId: string) => ({ pk: keys.user(userId).pk, skPrefix: 'SUBMISSION#' }),
  resumesWithSkill: (skill: string) => ({ pk: `SKILL#${lower(skill)}` }),
  /** The listed resumes whose phone has `national` digits (`nationalDigits`), any country code. */
  resumesWithPhone: (national: string) => ({ pk: `PHONE#${national}` }),
  erasuresUnderway: { pk: 'ERASURES' },
  notesOf: (userId: string) => ({ pk: keys.user(userId).pk, skPrefix: 'NOTE#' }),
  interviewsOf: (userId: string) => ({ pk: keys.user(userId).pk, skPrefix: 'INTERVIEW#' }),
  scorecardsOf: (userId: string) => ({ pk: keys.user(userId).pk, skPrefix: 'SCORECARD#' }),
  offersOf: (userId: string) => ({ pk: keys.user(userId).pk, skPrefix: 'OFFER#' }),
  /** Bookings of interviewer `sub` starting from `fromIso` up to `toIso` (UTC ISO), both included. */
  bookingsOf: (sub: string, fromIso: string, toIso: string) => ({
    pk: `ADMIN#${sub}`,
    skBetween: [`BOOKING#${fromIso}`, `BOOKING#${toIso}~`] as const,
  }),
  /** The rejection reasons (a handful of items). */
  rejectReasons: { pk: 'REJECTREASONS', skPrefix: 'REASON#' },
  /** The hiring report's day items of `scope` (a posting id or `ALL`) from day `from` to `to`, both included. */
  hiringReportDays: (scope: string, from: string, to: string) => ({
    pk: `REPORT#HIRING#${scope}`,
    skBetween: [`DAY#${from}`, `DAY#${to}`] as const,
  }),
  /** The listed-candidate day items (`counters.resumesListedOn`) from Dublin day `from` on (`''`: all). */
  listedDaysFrom: (from: string) => ({
    pk: keys.counter(counters.resumesListedOn(from)).pk,
    skBetween: [counters.resumesListedOn(from), counters.resumesListedOn('~')] as const,
  }),
  /** A month's audit entries, `month` as `YYYY-MM`. */
  auditOfMonth: (month: string) => ({ pk: `AUDIT#${month}` }),
} as const;

/** Attributes that hold keys, stripped before a record leaves the data layer. */
export const KEY_ATTRIBUTES: readonly string[] = Object.values(ATTR);
