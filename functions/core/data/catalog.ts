/**
 * Job titles, departments and job postings (admin-area §3-§5, public-site §3).
 *
 * - Names of job titles and departments are unique case-insensitively through name guard items
 *   (`JOBTITLENAME#` / `DEPTNAME#`) written, moved and deleted in the same transaction as the item.
 * - Totals are counter items moved in the transaction of the write they count (DESIGN.md §4):
 *   `JOBTITLES` (job titles not deleted), `DEPARTMENTS`, `JOBS` and `JOBS#STATUS#{status}`.
 * - A department counts the postings that name it (`jobPostings` on its item, moved in each posting
 *   transaction); it cannot be deleted while that count is above 0.
 * - Every state change is conditional on the state it starts from, so two admins acting at once
 *   cannot both win; the loser gets a 409 (`ConflictError`), an unknown id a 404 (`NotFoundError`).
 *
 * Reads are GetItem or Query on the list partitions of `keys.ts`; there is no Scan.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COMPANY } from '../../contract/company.js';
import {
  type Department,
  EMPLOYMENT_TYPE_OF_JOB_TYPE,
  EXPERIENCE_LEVELS,
  JOB_POSTING_DEFAULTS,
  type JOB_STATUSES,
  type JOB_TYPES,
  type JobPosting,
  type JobPostingBody,
  type JobTitle,
  type PublicJobPosting,
} from '../../contract/schemas/catalog.js';
import { dynamo } from '../clients.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import {
  counterDelta,
  getItem,
  getItems,
  isConditionFailure,
  type PageRequest,
  queryPage,
  readCounters,
  type TransactItem,
  tableName,
  transact,
} from './db.js';
import {
  type CounterName,
  counters,
  type IndexName,
  indexKeys,
  type Key,
  keys,
  partitions,
  TABLE_SCHEMA,
} from './keys.js';

type JobStatus = (typeof JOB_STATUSES)[number];

interface JobTitleItem extends Omit<JobTitle, '_id'> {
  id: string;
  updatedAt?: string;
  deletedAt?: string;
}
interface DepartmentItem extends Omit<Department, '_id' | 'jobPostings'> {
  id: string;
  /** Postings that name this department (missing = 0). */
  jobPostings?: number;
  updatedAt?: string;
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
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Every item of a small list partition (job titles, departments, one status of postings). */
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

/**
 * Runs a conditional single-item update. When the condition fails, `explain` is given the item as
 * it is now (or `undefined`) and throws the right error; it is never called on success.
 */
async function conditionalUpdate(
  key: Key,
  update: {
    set: Record<string, unknown>;
    condition: string;
    values?: Record<string, unknown>;
    names?: Record<string, string>;
  },
  explain: (current: Record<string, unknown> | undefined) => never,
): Promise<Record<string, unknown>> {
  const names: Record<string, string> = { ...update.names };
  const values: Record<string, unknown> = { ...update.values };
  const sets = Object.entries(update.set).map(([attr, value], i) => {
    names[`#s${i}`] = attr;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: `attribute_exists(pk) AND (${update.condition})`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes ?? {};
  } catch (err) {
    if (isConditionFailure(err)) explain(await getItem(key, true));
    throw err;
  }
}

/**
 * Renames a job title or department: updates the item (conditional on the name it had when read)
 * and, when the name changes other than in letter case, moves its name guard in the same
 * transaction. Throws 404 for an unknown id, 409 when another item holds the name.
 */
async function renameNamed<T extends { id: string; name: string }>(
  kind: {
    label: string;
    key: (id: string) => Key;
    guard: (name: string) => Key;
    index: (i: { id: string; name: string }) => Record<string, string>;
    conflict: (name: string) => Promise<ConflictError>;
  },
  id: string,
  rawName: string,
): Promise<T> {
  const current = await getItem<T>(kind.key(id), true);
  if (!current) throw new NotFoundError(`${kind.label} not found`);
  const name = rawName.trim();
  const updatedAt = now();
  const index = kind.index({ id, name });
  const names: Record<string, string> = { '#name': 'name', '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':name': name, ':old': current.name, ':now': updatedAt };
  const sets = ['#name = :name', '#updatedAt = :now'];
  Object.entries(index).forEach(([attr, value], i) => {
    names[`#i${i}`] = attr;
    values[`:i${i}`] = value;
    sets.push(`#i${i} = :i${i}`);
  });
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: kind.key(id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND #name = :old',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
  if (!sameName(current.name, name)) {
    items.push(
      {
        Put: {
          TableName: tableName(),
          Item: { ...kind.guard(name), id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: kind.guard(current.name),
          ConditionExpression: 'attribute_not_exists(pk) OR id = :id',
          ExpressionAttributeValues: { ':id': id },
        },
      },
    );
  }
  try {
    await transact(items);
  } catch (err) {
    if (isConditionFailure(err, 1)) throw await kind.conflict(name);
    if (isConditionFailure(err, 0)) {
      if (!(await getItem(kind.key(id), true))) throw new NotFoundError(`${kind.label} not found`);
      throw new ConflictError(`The ${kind.label.toLowerCase()} was changed meanwhile; reload and try again`);
    }
    throw err;
  }
  return { ...current, name, updatedAt, ...index };
}

// ── Job titles ───────────────────────────────────────────────────────────────────

export const toJobTitle = (i: JobTitleItem): JobTitle => ({
  _id: i.id,
  name: i.name,
  status: i.status,
  isDeleted: i.isDeleted ?? false,
  createdAt: i.createdAt,
});

/** Job titles A-Z, deleted ones included (admin-area §4: they show a Restore action). */
export async function listJobTitles(): Promise<JobTitle[]> {
  return (await queryAll<JobTitleItem>(partitions.jobTitles)).map(toJobTitle);
}

/** The 409 for a job title name that is taken, saying so when the holder is a deleted title. */
async function jobTitleNameConflict(name: string): Promise<ConflictError> {
  const guard = await getItem<{ id: string }>(keys.jobTitleNameGuard(name), true);
  const holder = guard ? await getItem<JobTitleItem>(keys.jobTitle(guard.id), true) : undefined;
  return new ConflictError(
    holder?.isDeleted
      ? `A deleted job title named "${holder.name}" exists: restore it instead`
      : `A job title named "${name}" already exists`,
  );
}

const jobTitleKind = {
  label: 'Job title',
  key: keys.jobTitle,
  guard: keys.jobTitleNameGuard,
  index: indexKeys.jobTitle,
  conflict: jobTitleNameConflict,
};

/**
 * Creates an active job title with a unique (case-insensitive) trimmed name and counts it.
 * Throws `ConflictError` when the name exists (also when it belongs to a deleted title).
 */
export async function createJobTitle(name: string): Promise<JobTitle> {
  const id = randomUUID();
  const createdAt = now();
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
    if (isConditionFailure(err)) throw await jobTitleNameConflict(item.name);
    throw err;
  }
  return toJobTitle(item);
}

/** Renames a job title (404 unknown id, 409 name taken). */
export async function renameJobTitle(id: string, name: string): Promise<JobTitle> {
  return toJobTitle(await renameNamed<JobTitleItem>(jobTitleKind, id, name));
}

/** active → hold (admin-area §4). 404 unknown id; 409 when it is deleted or already on hold. */
export async function pauseJobTitle(id: string): Promise<JobTitle> {
  const item = await conditionalUpdate(
    keys.jobTitle(id),
    {
      set: { status: 'hold', updatedAt: now() },
      condition: '#st = :active AND (attribute_not_exists(isDeleted) OR isDeleted = :false)',
      names: { '#st': 'status' },
      values: { ':active': 'active', ':false': false },
    },
    (current) => {
      if (!current) throw new NotFoundError('Job title not found');
      if (current.isDeleted)
        throw new ConflictError('A deleted job title cannot be paused; restore it first');
      throw new ConflictError('Only an active job title can be paused');
    },
  );
  return toJobTitle(item as unknown as JobTitleItem);
}

/**
 * hold → active; on a deleted title this is the Restore action (admin-area §4): it is undeleted and
 * active again, and counted again. 404 unknown id; 409 when it is already active.
 */
export async function resumeJobTitle(id: string): Promise<JobTitle> {
  const current = await getItem<JobTitleItem>(keys.jobTitle(id), true);
  if (!current) throw new NotFoundError('Job title not found');
  const updatedAt = now();
  if (current.isDeleted) {
    try {
      await transact([
        {
          Update: {
            TableName: tableName(),
            Key: keys.jobTitle(id),
            UpdateExpression: 'SET isDeleted = :false, #st = :active, updatedAt = :now REMOVE deletedAt',
            ConditionExpression: 'attribute_exists(pk) AND isDeleted = :true',
            ExpressionAttributeNames: { '#st': 'status' },
            ExpressionAttributeValues: {
              ':false': false,
              ':true': true,
              ':active': 'active',
              ':now': updatedAt,
            },
          },
        },
        counterDelta(counters.jobTitles, 1),
      ]);
    } catch (err) {
      if (isConditionFailure(err)) throw new ConflictError('The job title was restored meanwhile');
      throw err;
    }
    return toJobTitle({ ...current, isDeleted: false, status: 'active' });
  }
  const item = await conditionalUpdate(
    keys.jobTitle(id),
    {
      set: { status: 'active', updatedAt },
      condition: '#st = :hold AND (attribute_not_exists(isDeleted) OR isDeleted = :false)',
      names: { '#st': 'status' },
      values: { ':hold': 'hold', ':false': false },
    },
    (latest) => {
      if (!latest) throw new NotFoundError('Job title not found');
      throw new ConflictError('Only a paused or deleted job title can be resumed');
    },
  );
  return toJobTitle(item as unknown as JobTitleItem);
}

/**
 * Soft delete (admin-area §4: a deleted title shows Restore). The name stays reserved so a restore
 * can never collide. 404 unknown id; 409 when it is already deleted.
 */
export async function deleteJobTitle(id: string): Promise<JobTitle> {
  const current = await getItem<JobTitleItem>(keys.jobTitle(id), true);
  if (!current) throw new NotFoundError('Job title not found');
  if (current.isDeleted) throw new ConflictError('The job title is already deleted');
  const at = now();
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: keys.jobTitle(id),
          UpdateExpression: 'SET isDeleted = :true, deletedAt = :now, updatedAt = :now',
          ConditionExpression:
            'attribute_exists(pk) AND (attribute_not_exists(isDeleted) OR isDeleted = :false)',
          ExpressionAttributeValues: { ':true': true, ':false': false, ':now': at },
        },
      },
      counterDelta(counters.jobTitles, -1),
    ]);
  } catch (err) {
    if (isConditionFailure(err)) throw new ConflictError('The job title is already deleted');
    throw err;
  }
  return toJobTitle({ ...current, isDeleted: true });
}

// ── Departments ──────────────────────────────────────────────────────────────────

export const toDepartment = (i: DepartmentItem): Department => ({
  _id: i.id,
  name: i.name,
  status: i.status,
  created_by: i.created_by ?? null,
  createdAt: i.createdAt,
  jobPostings: Math.max(0, i.jobPostings ?? 0),
});

/** Departments A-Z. */
export async function listDepartments(): Promise<Department[]> {
  return (await queryAll<DepartmentItem>(partitions.departments)).map(toDepartment);
}

export async function getDepartment(id: string): Promise<Department | undefined> {
  const item = await getItem<DepartmentItem>(keys.department(id));
  return item ? toDepartment(item) : undefined;
}

const departmentKind = {
  label: 'Department',
  key: keys.department,
  guard: keys.departmentNameGuard,
  index: indexKeys.department,
  conflict: async (name: string) => new ConflictError(`A department named "${name}" already exists`),
};

/**
 * Creates a department with a unique (case-insensitive) name; `createdBy` comes from the admin's
 * token, never from the body. Throws `ConflictError` when the name exists.
 */
export async function createDepartment(
  name: string,
  createdBy: Department['created_by'],
): Promise<Department> {
  const id = randomUUID();
  const createdAt = now();
  const item: DepartmentItem = { id, name: name.trim(), status: 'active', created_by: createdBy, createdAt };
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.department(id), ...indexKeys.department(item), ...item, jobPostings: 0 },
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
    if (isConditionFailure(err)) throw await departmentKind.conflict(item.name);
    throw err;
  }
  return toDepartment(item);
}

/** Renames a department (404 unknown id, 409 name taken). */
export async function renameDepartment(id: string, name: string): Promise<Department> {
  return toDepartment(await renameNamed<DepartmentItem>(departmentKind, id, name));
}

/**
 * Moves a department between `active` and `hold` (admin-area §4: hold, reactivate).
 * 404 unknown id; 409 when it is not in the `from` state.
 */
export async function setDepartmentStatus(
  id: string,
  from: Department['status'],
  to: Department['status'],
): Promise<Department> {
  const item = await conditionalUpdate(
    keys.department(id),
    {
      set: { status: to, updatedAt: now() },
      condition: '#st = :from',
      names: { '#st': 'status' },
      values: { ':from': from },
    },
    (current) => {
      if (!current) throw new NotFoundError('Department not found');
      throw new ConflictError(
        to === 'hold'
          ? 'Only an active department can be put on hold'
          : 'Only a department on hold can be reactivated',
      );
    },
  );
  return toDepartment(item as unknown as DepartmentItem);
}

/**
 * Deletes a department and frees its name. Refused with 409 while job postings name it (the
 * count on its item is checked in the same transaction, so a posting created meanwhile wins).
 */
export async function deleteDepartment(id: string): Promise<void> {
  const current = await getItem<DepartmentItem>(keys.department(id), true);
  if (!current) throw new NotFoundError('Department not found');
  const inUse = (n: number) =>
    new ConflictError(
      `The department "${current.name}" is used by ${n} job posting${n === 1 ? '' : 's'}: move or delete ${n === 1 ? 'it' : 'them'} first`,
    );
  if ((current.jobPostings ?? 0) > 0) throw inUse(current.jobPostings ?? 0);
  try {
    await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.department(id),
          ConditionExpression:
            'attribute_exists(pk) AND #name = :name AND (attribute_not_exists(jobPostings) OR jobPostings <= :zero)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':zero': 0, ':name': current.name },
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: keys.departmentNameGuard(current.name),
          ConditionExpression: 'attribute_not_exists(pk) OR id = :id',
          ExpressionAttributeValues: { ':id': id },
        },
      },
      counterDelta(counters.departments, -1),
    ]);
  } catch (err) {
    if (isConditionFailure(err)) {
      const latest = await getItem<DepartmentItem>(keys.department(id), true);
      if (!latest) throw new NotFoundError('Department not found');
      if ((latest.jobPostings ?? 0) > 0) throw inUse(latest.jobPostings ?? 0);
      throw new ConflictError('The department was changed meanwhile; reload and try again');
    }
    throw err;
  }
}

// ── Job postings ─────────────────────────────────────────────────────────────────

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

/** The admin view: the public view plus company, contact email and timestamps (admin-area §3). */
export function toJobPosting(i: JobPostingItem, department: Department | undefined): JobPosting {
  return {
    ...toPublicJobPosting(i, department),
    company: i.company || COMPANY.name,
    contact_email: i.contact_email,
    postedDate: i.createdAt,
    updatedAt: i.updatedAt,
  };
}

/** Transaction item: moves the posting count of a department, which must exist. */
function departmentRef(departmentId: string, delta: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.department(departmentId),
      UpdateExpression: 'ADD jobPostings :d',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': delta },
    },
  };
}

const unknownDepartment = () =>
  new ValidationError('The department does not exist (it may have been deleted): choose another one', [
    { path: 'department', message: 'The department does not exist' },
  ]);

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
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.jobPosting(id), ...indexKeys.jobPosting(item), ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    counterDelta(counters.jobs, 1),
    counterDelta(counters.jobsByStatus(item.status), 1),
  ];
  if (item.departmentId) items.push(departmentRef(item.departmentId, 1));
  try {
    await transact(items);
  } catch (err) {
    if (item.departmentId && isConditionFailure(err, 3)) throw unknownDepartment();
    throw err;
  }
  return item;
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
  if (!current) throw new NotFoundError('Job posting not found');
  const item: JobPostingItem = { ...fields, id, createdAt: current.createdAt, updatedAt: now() };
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.jobPosting(id), ...indexKeys.jobPosting(item), ...item },
        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :prev',
        ExpressionAttributeValues: { ':prev': current.updatedAt },
      },
    },
  ];
  if (current.status !== item.status) {
    items.push(
      counterDelta(counters.jobsByStatus(current.status), -1),
      counterDelta(counters.jobsByStatus(item.status), 1),
    );
  }
  const newDeptIndex = current.departmentId !== item.departmentId && item.departmentId ? items.length : -1;
  if (current.departmentId !== item.departmentId) {
    if (item.departmentId) items.push(departmentRef(item.departmentId, 1));
    if (current.departmentId) items.push(departmentRef(current.departmentId, -1));
  }
  try {
    await transact(items);
  } catch (err) {
    if (newDeptIndex >= 0 && isConditionFailure(err, newDeptIndex)) throw unknownDepartment();
    if (isConditionFailure(err)) await throwChangedOrGone(id);
    throw err;
  }
  const department = item.departmentId ? await getDepartment(item.departmentId) : undefined;
  return toJobPosting(item, department);
}

async function throwChangedOrGone(id: string): Promise<never> {
  if (!(await getItem(keys.jobPosting(id), true))) throw new NotFoundError('Job posting not found');
  throw new ConflictError('The job posting was changed meanwhile; reload and try again');
}

/** Deletes a posting; counters and its department's count move in the same transaction. */
export async function deleteJobPosting(id: string): Promise<void> {
  const current = await getItem<JobPostingItem>(keys.jobPosting(id), true);
  if (!current) throw new NotFoundError('Job posting not found');
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: tableName(),
        Key: keys.jobPosting(id),
        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :prev',
        ExpressionAttributeValues: { ':prev': current.updatedAt },
      },
    },
    counterDelta(counters.jobs, -1),
    counterDelta(counters.jobsByStatus(current.status), -1),
  ];
  if (current.departmentId) items.push(departmentRef(current.departmentId, -1));
  try {
    await transact(items);
  } catch (err) {
    if (isConditionFailure(err)) await throwChangedOrGone(id);
    throw err;
  }
}

/**
 * Moves a posting from `from` to `to` (admin-area §4: pause only from active, resume only from
 * paused), with the per-status counters. 404 unknown id; 409 from any other status.
 */
export async function transitionJobPosting(id: string, from: JobStatus, to: JobStatus): Promise<JobPosting> {
  const current = await getItem<JobPostingItem>(keys.jobPosting(id), true);
  if (!current) throw new NotFoundError('Job posting not found');
  const illegal = (status: string) =>
    new ConflictError(
      to === 'paused'
        ? `Only an active job posting can be paused (this one is ${status})`
        : `Only a paused job posting can be resumed (this one is ${status})`,
    );
  if (current.status !== from) throw illegal(current.status);
  const item: JobPostingItem = { ...current, status: to, updatedAt: now() };
  const { gsi2pk } = indexKeys.jobPosting(item);
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: keys.jobPosting(id),
          UpdateExpression: 'SET #st = :to, gsi2pk = :gsi2pk, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND #st = :from',
          ExpressionAttributeNames: { '#st': 'status' },
          ExpressionAttributeValues: { ':to': to, ':from': from, ':gsi2pk': gsi2pk, ':now': item.updatedAt },
        },
      },
      counterDelta(counters.jobsByStatus(from), -1),
      counterDelta(counters.jobsByStatus(to), 1),
    ]);
  } catch (err) {
    if (isConditionFailure(err)) {
      const latest = await getItem<JobPostingItem>(keys.jobPosting(id), true);
      if (!latest) throw new NotFoundError('Job posting not found');
      throw illegal(latest.status);
    }
    throw err;
  }
  const department = item.departmentId ? await getDepartment(item.departmentId) : undefined;
  return toJobPosting(item, department);
}

/** True when `q` (lower case) occurs in the title, location or description (public-site §1, admin-area §2). */
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
    items = all.slice((page.page - 1) * page.limit, page.page * page.limit);
  } else {
    const [found, totals] = await Promise.all([
      queryPage<JobPostingItem>(partition, page, { newestFirst: true }),
      readCounters([counter]),
    ]);
    items = found;
    total = totals[counter] ?? 0;
  }
  return { items, departments: await departmentsOf(items), total };
}

/** Admin list (admin-area §2 Job Postings): any status, or one; optional `q`. */
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

/** The departments of `items`, each read once, in one BatchGetItem. */
async function departmentsOf(items: JobPostingItem[]): Promise<Map<string, Department>> {
  const ids = [...new Set(items.map((i) => i.departmentId).filter((d): d is string => !!d))];
  const found = await getItems<DepartmentItem>(ids.map((id) => keys.department(id)));
  return new Map(found.filter((d): d is DepartmentItem => !!d).map((d) => [d.id, toDepartment(d)]));
}
