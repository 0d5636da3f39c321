/**
 * Helpers for the catalogue tests: unique names, a valid job form body, and creating departments,
 * job titles and postings through the admin API.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type {
  Department,
  JobPosting,
  JobPostingInput,
  JobTitle,
} from '../../functions/contract/schemas/catalog.js';
import { dynamo } from '../../functions/core/clients.js';
import { readCounters, tableName } from '../../functions/core/data/db.js';
import { type CounterName, partitions } from '../../functions/core/data/keys.js';
import { api, eventually } from './api.js';

/** A name no other test uses: `{prefix} {8 hex}`. */
export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** An id that exists nowhere. */
export const unknownId = () => randomUUID();

export async function createDepartment(token: string, name = uniqueName('Dept')): Promise<Department> {
  const res = await api<{ department: Department }>('POST', '/admin/departments', { token, body: { name } });
  if (res.status !== 201) throw new Error(`department create failed: ${res.status} ${res.body.message}`);
  return res.body.data!.department;
}

export async function createJobTitle(token: string, name = uniqueName('Title')): Promise<JobTitle> {
  const res = await api<{ jobTitle: JobTitle }>('POST', '/admin/job-titles', { token, body: { name } });
  if (res.status !== 201) throw new Error(`job title create failed: ${res.status} ${res.body.message}`);
  return res.body.data!.jobTitle;
}

/** A complete, valid job form body (docs/requirements.md#departments) for `department`. */
export function postingBody(department: string, over: Partial<JobPostingInput> = {}): JobPostingInput {
  return {
    job_title: uniqueName('Platform Engineer'),
    department,
    location: 'Cork',
    job_type: 'full-time',
    experience: 'experienced',
    status: 'active',
    salary_range: '50,000 - 60,000',
    deadline: '2031-06-30',
    description: 'Build and run our clients’ platforms on AWS.',
    requirements: 'Three years of AWS; TypeScript.',
    responsibilities: 'Own services end to end.',
    qualifications: 'A computing degree or equivalent experience.',
    benefits: 'Pension, health insurance, training budget.',
    contact_email: 'careers@example.ie',
    ...over,
  };
}

export async function createPosting(
  token: string,
  department: string,
  over: Partial<JobPostingInput> = {},
): Promise<JobPosting> {
  const res = await api<{ job: JobPosting }>('POST', '/job-posting', {
    token,
    body: postingBody(department, over),
  });
  if (res.status !== 201) throw new Error(`posting create failed: ${res.status} ${res.body.message}`);
  return res.body.data!.job;
}

/** A new active posting in a department of its own, both created by `token`'s admin. */
export async function postingOfItsOwn(
  token: string,
  over: Partial<JobPostingInput> = {},
): Promise<JobPosting> {
  const department = await createDepartment(token);
  return createPosting(token, department._id, over);
}

/** Number of items in a list partition, read straight from DynamoDB (Select COUNT). */
async function partitionSize(
  partition: { index: string; pk: string },
  filterDeleted = false,
): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: partition.index,
        KeyConditionExpression: `${partition.index}pk = :pk`,
        ExpressionAttributeValues: {
          ':pk': partition.pk,
          ...(filterDeleted ? { ':true': true } : {}),
        },
        ...(filterDeleted
          ? { FilterExpression: 'attribute_not_exists(isDeleted) OR isDeleted <> :true' }
          : {}),
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/**
 * Asserts (by waiting until it holds) that each counter equals the size of the partition it counts.
 * Other test files write at the same time, so a single reading may fall between two writes; a wrong
 * counter never converges and fails after the timeout.
 */
export async function expectCountersMatch(): Promise<void> {
  const pairs: [CounterName, { index: string; pk: string }, boolean][] = [
    ['JOBS', partitions.jobsNewest, false],
    ...(['active', 'paused', 'closed'] as const).map(
      (s) =>
        [`JOBS#STATUS#${s}` as CounterName, partitions.jobsByStatus(s), false] as [
          CounterName,
          { index: string; pk: string },
          boolean,
        ],
    ),
    ['JOBTITLES', partitions.jobTitles, true],
    ['DEPARTMENTS', partitions.departments, false],
  ];
  const mismatches: string[] = [];
  await eventually(async () => {
    mismatches.length = 0;
    const values = await readCounters(pairs.map(([c]) => c));
    const sizes = await Promise.all(pairs.map(([, p, f]) => partitionSize(p, f)));
    pairs.forEach(([c], i) => {
      if (values[c] !== sizes[i]) mismatches.push(`${c}: counter ${values[c]}, items ${sizes[i]}`);
    });
    return mismatches.length === 0 ? true : undefined;
  }, 5000).catch(() => {
    throw new Error(`counters do not match their partitions: ${mismatches.join('; ')}`);
  });
}
