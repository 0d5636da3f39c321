/**
 * Job titles, departments and job postings (admin-area §3, public-site §3). Names are unique
 * case-insensitively through name guard items written in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  type Department,
  EXPERIENCE_LEVELS,
  JOB_POSTING_DEFAULTS,
  type JOB_STATUSES,
  type JOB_TYPES,
  type JobTitle,
  type PublicJobPosting,
} from '../../contract/schemas/catalog.js';
import { dynamo } from '../clients.js';
import { ConflictError } from '../http/errors.js';
import {
  counterDelta,
  getItem,
  isConditionFailure,
  type PageRequest,
  queryPage,
  readCounters,
  tableName,
  transact,
} from './db.js';
import { counters, type IndexName, indexKeys, keys, partitions, TABLE_SCHEMA } from './keys.js';

interface JobTitleItem extends Omit<JobTitle, '_id'> {
  id: string;
}
interface DepartmentItem extends Omit<Department, '_id'> {
  id: string;
}
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
  status: (typeof JOB_STATUSES)[number];
  deadline?: string | null;
  contact_email: string;
  employment_type?: string;
  work_hours?: string;
  createdAt: string;
  updatedAt: string;
}

/** Every item of a small list partition (job titles, departments: tens of items). */
async function queryAll<T>(partition: { index: IndexName; pk: string }): Promise<T[]> {
  const idx = TABLE_SCHEMA.indexes.find((i) => i.name === partition.index)!;
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: idx.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': idx.partitionKey },
        ExpressionAttributeValues: { ':pk': partition.pk },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((out.Items ?? []) as T[]));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export const toJobTitle = (i: JobTitleItem): JobTitle => ({
  _id: i.id,
  name: i.name,
  status: i.status,
  isDeleted: i.isDeleted ?? false,
  createdAt: i.createdAt,
});

/** Job titles A-Z (deleted ones included; the public route drops them). */
export async function listJobTitles(): Promise<JobTitle[]> {
  return (await queryAll<JobTitleItem>(partitions.jobTitles)).map(toJobTitle);
}

/**
 * Creates a job title with a unique (case-insensitive) trimmed name.
 * Throws `ConflictError` when the name exists.
 */
export async function createJobTitle(name: string): Promise<JobTitle> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const item: JobTitleItem = { id, name: name.trim(), status: 'active', isDeleted: false, createdAt };
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.jobTitle(id), ...indexKeys.jobTitle(item), ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.jobTitleNameGuard(item.name), id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      counterDelta(counters.jobTitles, 1),
    ]);
  } catch (err) {
    if (isConditionFailure(err)) throw new ConflictError(`A job title named "${item.name}" already exists`);
    throw err;
  }
  return toJobTitle(item);
}

export const toDepartment = (i: DepartmentItem): Department => ({
  _id: i.id,
  name: i.name,
  status: i.status,
  created_by: i.created_by ?? null,
  createdAt: i.createdAt,
});

export async function listDepartments(): Promise<Department[]> {
  return (await queryAll<DepartmentItem>(partitions.departments)).map(toDepartment);
}

export async function getDepartment(id: string): Promise<Department | undefined> {
  const item = await getItem<DepartmentItem>(keys.department(id));
  return item ? toDepartment(item) : undefined;
}

/**
 * Creates a department with a unique (case-insensitive) name; `createdBy` comes from the admin's
 * token, never from the body. Throws `ConflictError` when the name exists.
 */
export async function createDepartment(
  name: string,
  createdBy: Department['created_by'],
): Promise<Department> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const item: DepartmentItem = { id, name: name.trim(), status: 'active', created_by: createdBy, createdAt };
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.department(id), ...indexKeys.department(item), ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.departmentNameGuard(item.name), id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      counterDelta(counters.departments, 1),
    ]);
  } catch (err) {
    if (isConditionFailure(err)) throw new ConflictError(`A department named "${item.name}" already exists`);
    throw err;
  }
  return toDepartment(item);
}

/** The public view of a posting with the defaults of public-site §3 for missing fields. */
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

/** Creates a job posting and moves the `JOBS` and per-status counters in the same transaction. */
export async function createJobPosting(
  fields: Omit<JobPostingItem, 'id' | 'createdAt' | 'updatedAt'>,
  id: string = randomUUID(),
): Promise<JobPostingItem> {
  const now = new Date().toISOString();
  const item: JobPostingItem = { ...fields, id, createdAt: now, updatedAt: now };
  await transact([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.jobPosting(id), ...indexKeys.jobPosting(item), ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    counterDelta(counters.jobs, 1),
    counterDelta(counters.jobsByStatus(item.status), 1),
  ]);
  return item;
}

/** A page of active postings, newest first, with departments resolved and the active total. */
export async function listActiveJobPostings(
  page: PageRequest,
): Promise<{ items: PublicJobPosting[]; total: number }> {
  const [items, totals] = await Promise.all([
    queryPage<JobPostingItem>(partitions.jobsByStatus('active'), page, { newestFirst: true }),
    readCounters([counters.jobsByStatus('active')]),
  ]);
  return { items: await withDepartments(items), total: totals[counters.jobsByStatus('active')] ?? 0 };
}

/**
 * Active postings whose title, location or description contains `q` (case-insensitive), newest
 * first. Reads the active partition (tens of postings), never the table.
 */
export async function searchActiveJobPostings(
  q: string,
  page: PageRequest,
): Promise<{ items: PublicJobPosting[]; total: number }> {
  const needle = q.toLowerCase();
  const active = (await queryAll<JobPostingItem>(partitions.jobsByStatus('active'))).sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  const matching = active.filter((j) =>
    [j.job_title, j.location ?? '', j.description].some((f) => f.toLowerCase().includes(needle)),
  );
  const slice = matching.slice((page.page - 1) * page.limit, page.page * page.limit);
  return { items: await withDepartments(slice), total: matching.length };
}

/** Public views of `items`, each department read once (GetItem per distinct id). */
async function withDepartments(items: JobPostingItem[]): Promise<PublicJobPosting[]> {
  const ids = [...new Set(items.map((i) => i.departmentId).filter((d): d is string => !!d))];
  const found = await Promise.all(ids.map(getDepartment));
  const byId = new Map(found.filter((d): d is Department => !!d).map((d) => [d._id, d]));
  return items.map((i) => toPublicJobPosting(i, i.departmentId ? byId.get(i.departmentId) : undefined));
}
