/**
 * Job postings (docs/requirements.md#admin-records, #job-postings, docs/requirements.md#site-facts, #open-positions, #public-records): `JOB#{id}`, listed newest first on GSI `JOBS`
 * and per status on `JOBS#STATUS#{status}`. Counters `JOBS` and `JOBS#STATUS#{status}` and the
 * posting count of the named department move in the transaction of the write they count. Every
 * write is conditional on the version read (`updatedAt`) or the status it starts from: the loser of
 * a race gets `ConflictError`, an unknown id `NotFoundError`.
 */

import { randomUUID } from 'node:crypto';
import { JOB_POSTING_DEFAULTS } from '../../contract/catalog-defaults.js';
import { COMPANY } from '../../contract/company.js';
import { JOB_POSTING_MESSAGES } from '../../contract/messages.js';
import {
  type Department,
  EMPLOYMENT_TYPE_OF_JOB_TYPE,
  EXPERIENCE_LEVELS,
  type JOB_STATUSES,
  type JOB_TYPES,
  type JobPosting,
  type JobPostingBody,
  type PublicJobPosting,
} from '../../contract/schemas/catalog.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { describeAudit } from './audit-scope.js';
import {
  AUDITED,
  counterDelta,
  deleteItem,
  getItem,
  isConditionFailure,
  type PageRequest,
  pageOf,
  putItem,
  putNew,
  queryAll,
  queryPage,
  readCounters,
  type TransactItem,
  transact,
  updateItem,
} from './db.js';
import { getDepartment, getDepartments, postingCount, unknownDepartment } from './departments.js';
import { type CounterName, counters, indexKeys, keys, partitions } from './keys.js';

type JobStatus = (typeof JOB_STATUSES)[number];

export interface JobPostingItem {
  id: string;
  job_title: string;
  company?: string;
  departmentId?: string | null;
  location?: string;
  job_type: (typeof JOB_TYPES)[number];
  salary_range?: string | null;
  description: string;
  requirements: string;
  responsibilities?: string;
  benefits?: string;
  qualifications?: string;
  experience: (typeof EXPERIENCE_LEVELS)[number];
  status: JobStatus;
  deadline?: string | null;
  contact_email: string;
  employment_type?: string;
  work_hours?: string;
  createdAt: string;
  updatedAt: string;
}

/** The fields of a posting an admin writes (everything but id and timestamps). */
export type JobPostingFields = Omit<JobPostingItem, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The stored fields for a validated job form body: `department` becomes `departmentId`, the company
 * defaults to ours, and `employment_type` (schema.org, for the posting's structured data) follows
 * the job type unless it is given.
 */
export function postingFields(body: JobPostingBody): JobPostingFields {
  const { department, employment_type, company, ...rest } = body;
  return {
    ...rest,
    company: company ?? COMPANY.name,
    departmentId: department,
    employment_type: employment_type ?? EMPLOYMENT_TYPE_OF_JOB_TYPE[body.job_type],
  };
}

const now = () => new Date().toISOString();

/** The public view of a posting with the defaults of docs/requirements.md#public-records for missing fields. */
export function toPublicJobPosting(i: JobPostingItem, department: Department | undefined): PublicJobPosting {
  return {
    _id: i.id,
    job_title: i.job_title,
    department: department ? { _id: department._id, name: department.name } : null,
    location: i.location || JOB_POSTING_DEFAULTS.location,
    job_type: i.job_type,
    salary_range: i.salary_range ?? null,
    currency: JOB_POSTING_DEFAULTS.currency,
    description: i.description,
    requirements: i.requirements,
    responsibilities: i.responsibilities ?? '',
    benefits: i.benefits ?? '',
    qualifications: i.qualifications ?? '',
    employment_type: i.employment_type || JOB_POSTING_DEFAULTS.employment_type,
    work_hours: i.work_hours || JOB_POSTING_DEFAULTS.work_hours,
    experience: i.experience ?? EXPERIENCE_LEVELS[0],
    status: i.status,
    deadline: i.deadline ?? null,
    createdAt: i.createdAt,
  };
}

/** The admin view: the public view plus company, contact email and timestamps (docs/requirements.md#admin-records). */
export function toJobPosting(i: JobPostingItem, department: Department | undefined): JobPosting {
  return {
    ...toPublicJobPosting(i, department),
    company: i.company || COMPANY.name,
    contact_email: i.contact_email,
    postedDate: i.createdAt,
    updatedAt: i.updatedAt,
  };
}

/**
 * Creates a job posting. In the same transaction: the `JOBS` and per-status counters, and the
 * posting count of its department (which must exist: 400 otherwise).
 */
export async function createJobPosting(
  fields: JobPostingFields,
  id: string = randomUUID(),
): Promise<JobPostingItem> {
  const at = now();
  const item: JobPostingItem = { ...fields, id, createdAt: at, updatedAt: at };
  const items: TransactItem[] = [
    putNew({ ...keys.jobPosting(id), ...indexKeys.jobPosting(item), ...item }),
    counterDelta(counters.jobs, 1),
    counterDelta(counters.jobsByStatus(item.status), 1),
  ];
  if (item.departmentId) items.push(postingCount(item.departmentId, 1));
  describeAudit({}, id);
  try {
    await transact(items, AUDITED);
  } catch (err) {
    if (item.departmentId && isConditionFailure(err, 3)) throw unknownDepartment();
    throw err;
  }
  return item;
}

/** The stored posting by id, or `undefined`. */
export async function getJobPostingItem(id: string): Promise<JobPostingItem | undefined> {
  return getItem<JobPostingItem>(keys.jobPosting(id));
}

/** One posting by id (admin view), or `undefined`. */
export async function getJobPosting(id: string): Promise<JobPosting | undefined> {
  const item = await getItem<JobPostingItem>(keys.jobPosting(id));
  if (!item) return undefined;
  const department = item.departmentId ? await getDepartment(item.departmentId) : undefined;
  return toJobPosting(item, department);
}

/** One active posting by id (public view), or `undefined` for unknown and non-active ones. */
export async function getPublicJobPosting(id: string): Promise<PublicJobPosting | undefined> {
  const item = await getItem<JobPostingItem>(keys.jobPosting(id));
  if (item?.status !== 'active') return undefined;
  const department = item.departmentId ? await getDepartment(item.departmentId) : undefined;
  return toPublicJobPosting(item, department);
}

/**
 * Replaces the fields of a posting (PUT: optional fields left out are cleared). Conditional on the
 * version read (`updatedAt`); moves the status counters and the department counts when they change.
 * 404 unknown id; 400 unknown department; 409 when someone else changed it meanwhile.
 */
export async function updateJobPosting(id: string, fields: JobPostingFields): Promise<JobPosting> {
  const current = await getItem<JobPostingItem>(keys.jobPosting(id), true);
  if (!current) throw new NotFoundError(JOB_POSTING_MESSAGES.jobPostingNotFound);
  const item: JobPostingItem = { ...fields, id, createdAt: current.createdAt, updatedAt: now() };
  const items: TransactItem[] = [
    putItem({ ...keys.jobPosting(id), ...indexKeys.jobPosting(item), ...item }, sameVersion(current)),
  ];
  if (current.status !== item.status) {
    items.push(
      counterDelta(counters.jobsByStatus(current.status), -1),
      counterDelta(counters.jobsByStatus(item.status), 1),
    );
  }
  const newDeptIndex = current.departmentId !== item.departmentId && item.departmentId ? items.length : -1;
  if (current.departmentId !== item.departmentId) {
    if (item.departmentId) items.push(postingCount(item.departmentId, 1));
    if (current.departmentId) items.push(postingCount(current.departmentId, -1));
  }
  try {
    await transact(items, AUDITED);
  } catch (err) {
    if (newDeptIndex >= 0 && isConditionFailure(err, newDeptIndex)) throw unknownDepartment();
    if (isConditionFailure(err)) await throwChangedOrGone(id);
    throw err;
  }
  const department = item.departmentId ? await getDepartment(item.departmentId) : undefined;
  return toJobPosting(item, department);
}

/** The condition of a write over the version of a posting that was read. */
const sameVersion = (current: JobPostingItem) => ({
  expression: 'attribute_exists(pk) AND updatedAt = :prev',
  values: { ':prev': current.updatedAt },
});

async function throwChangedOrGone(id: string): Promise<never> {
  if (!(await getItem(keys.jobPosting(id), true)))
    throw new NotFoundError(JOB_POSTING_MESSAGES.jobPostingNotFound);
  throw new ConflictError(JOB_POSTING_MESSAGES.jobPostingChanged);
}

/** Deletes a posting and its interview plan; counters and its department's count move in the same transaction. */
export async function deleteJobPosting(id: string): Promise<void> {
  const current = await getItem<JobPostingItem>(keys.jobPosting(id), true);
  if (!current) throw new NotFoundError(JOB_POSTING_MESSAGES.jobPostingNotFound);
  const items: TransactItem[] = [
    deleteItem(keys.jobPosting(id), sameVersion(current)),
    // Its interview plan goes with it (data/interview-plans.ts).
    deleteItem(keys.interviewPlan(id)),
    counterDelta(counters.jobs, -1),
    counterDelta(counters.jobsByStatus(current.status), -1),
  ];
  if (current.departmentId) items.push(postingCount(current.departmentId, -1));
  try {
    await transact(items, AUDITED);
  } catch (err) {
    if (isConditionFailure(err)) await throwChangedOrGone(id);
    throw err;
  }
}

/**
 * Moves a posting from `from` to `to` (docs/requirements.md#job-postings: pause only from active, resume only from
 * paused), with the per-status counters. 404 unknown id; 409 from any other status.
 */
export async function transitionJobPosting(id: string, from: JobStatus, to: JobStatus): Promise<JobPosting> {
  const current = await getItem<JobPostingItem>(keys.jobPosting(id), true);
  if (!current) throw new NotFoundError(JOB_POSTING_MESSAGES.jobPostingNotFound);
  const illegal = (status: string) =>
    new ConflictError(
      to === 'paused'
        ? JOB_POSTING_MESSAGES.jobPostingPauseNotActive(status)
        : JOB_POSTING_MESSAGES.jobPostingResumeNotPaused(status),
    );
  if (current.status !== from) throw illegal(current.status);
  const item: JobPostingItem = { ...current, status: to, updatedAt: now() };
  const { gsi2pk } = indexKeys.jobPosting(item);
  try {
    await transact(
      [
        updateItem(
          keys.jobPosting(id),
          { set: { status: to, gsi2pk, updatedAt: item.updatedAt } },
          {
            expression: 'attribute_exists(pk) AND #st = :from',
            names: { '#st': 'status' },
            values: { ':from': from },
          },
        ),
        counterDelta(counters.jobsByStatus(from), -1),
        counterDelta(counters.jobsByStatus(to), 1),
      ],
      AUDITED,
    );
  } catch (err) {
    if (isConditionFailure(err)) {
      const latest = await getItem<JobPostingItem>(keys.jobPosting(id), true);
      if (!latest) throw new NotFoundError(JOB_POSTING_MESSAGES.jobPostingNotFound);
      throw illegal(latest.status);
    }
    throw err;
  }
  const department = item.departmentId ? await getDepartment(item.departmentId) : undefined;
  return toJobPosting(item, department);
}

/** True when `q` (lower case) occurs in the title, location or description (docs/requirements.md#site-facts, docs/requirements.md#job-postings). */
function matches(j: JobPostingItem, needle: string): boolean {
  return [j.job_title, j.location ?? '', j.description].some((f) => f.toLowerCase().includes(needle));
}

/**
 * A page of postings newest first, all or of one status, optionally searched with `q`; the total
 * comes from the counter (or, for a search, from the matching postings of the partition read).
 */
async function pageOfPostings(
  status: JobStatus | undefined,
  q: string | undefined,
  page: PageRequest,
): Promise<{ items: JobPostingItem[]; departments: Map<string, Department>; total: number }> {
  const partition = status ? partitions.jobsByStatus(status) : partitions.jobsNewest;
  const counter: CounterName = status ? counters.jobsByStatus(status) : counters.jobs;
  let items: JobPostingItem[];
  let total: number;
  if (q) {
    // A search reads the partition (tens to a few hundred postings) and filters it here: DynamoDB
    // has no substring index, and the partition read is still a Query, never a Scan.
    const needle = q.toLowerCase();
    const all = (await queryAll<JobPostingItem>(partition))
      .filter((j) => matches(j, needle))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    total = all.length;
    items = pageOf(all, page);
  } else {
    const [found, totals] = await Promise.all([
      queryPage<JobPostingItem>(partition, page, { newestFirst: true }),
      readCounters([counter]),
    ]);
    items = found;
    total = totals[counter] ?? 0;
  }
  return {
    items,
    departments: await getDepartments(items.flatMap((i) => (i.departmentId ? [i.departmentId] : []))),
    total,
  };
}

/** Admin list (docs/requirements.md#job-postings): any status, or one; optional `q`. */
export async function listJobPostings(
  filter: { status?: JobStatus; q?: string },
  page: PageRequest,
): Promise<{ items: JobPosting[]; total: number }> {
  const { items, departments, total } = await pageOfPostings(filter.status, filter.q, page);
  return {
    items: items.map((i) => toJobPosting(i, i.departmentId ? departments.get(i.departmentId) : undefined)),
    total,
  };
}

/** A page of active postings, newest first, with departments resolved and the active total. */
export async function listActiveJobPostings(
  page: PageRequest,
): Promise<{ items: PublicJobPosting[]; total: number }> {
  return publicPage(await pageOfPostings('active', undefined, page));
}

/**
 * Active postings whose title, location or description contains `q` (case-insensitive), newest
 * first. Reads the active partition (tens of postings), never the table.
 */
export async function searchActiveJobPostings(
  q: string,
  page: PageRequest,
): Promise<{ items: PublicJobPosting[]; total: number }> {
  return publicPage(await pageOfPostings('active', q, page));
}

function publicPage(p: Awaited<ReturnType<typeof pageOfPostings>>) {
  return {
    items: p.items.map((i) =>
      toPublicJobPosting(i, i.departmentId ? p.departments.get(i.departmentId) : undefined),
    ),
    total: p.total,
  };
}
