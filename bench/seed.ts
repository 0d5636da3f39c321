/**
 * The bench data set, written straight into the local stack's table: resume records (each with its
 * `EMAIL#` guard item and a CV on record, statuses spread over the spec's list) and active job
 * postings. Keys come only from `functions/core/data/keys.ts`; postings go through the catalogue
 * repository (`createJobPosting`); resume items are written 25 per BatchWrite, several batches at a
 * time, and the counters they move (`RESUMES`, `RESUMES#STATUS#{s}`, the listed-candidate day items
 * `RESUMES#LISTED#{day}`) in one transaction, so 1,000 records take seconds.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { CV_KEY_PREFIXES } from '../functions/contract/cv-keys.js';
import { RESUME_STATUSES, type ResumeStatus } from '../functions/contract/schemas/common.js';
import { dynamo } from '../functions/core/clients.js';
import { listedDaysAddItems } from '../functions/core/data/dashboard-listed.js';
import { counterDelta, readCounters, tableName, transact } from '../functions/core/data/db.js';
import { listDepartments } from '../functions/core/data/departments.js';
import { createJobPosting } from '../functions/core/data/job-postings.js';
import { counters, indexKeys, keys } from '../functions/core/data/keys.js';
import type { ResumeItem } from '../functions/core/data/resumes.js';

const FIRST = ['Aoife', 'Cian', 'Niamh', 'Oisin', 'Saoirse', 'Darragh', 'Ciara', 'Eoin', 'Roisin', 'Liam'];
const LAST = [
  'Murphy',
  'Kelly',
  "O'Sullivan",
  'Walsh',
  'Byrne',
  'Ryan',
  "O'Brien",
  'Doyle',
  'McCarthy',
  'Nolan',
];
const ROLES = [
  'Cloud Engineer',
  'DevOps Engineer',
  'Software Developer',
  'Business Analyst',
  'Project Manager',
];
const DAY_MS = 86_400_000;

/** Status of the i-th record: 40 % `new`, the rest spread over the other statuses. */
function statusOf(i: number): ResumeStatus {
  if (i % 5 < 2) return 'new';
  const others = RESUME_STATUSES.filter((s) => s !== 'new');
  return others[i % others.length]!;
}

/** The items of the i-th bench candidate: the record, its email guard and its CV's submission. */
function resumeItems(i: number, runId: string, now: Date): Record<string, unknown>[] {
  const id = randomUUID();
  // Spread over the 60 Dublin days before today, whatever the count: record i on day 1 + i mod 60
  // (at 12:00 UTC, that day in Dublin all year), a minute earlier for each round of 60, so every
  // size from 60 on fills the same days (the dashboard's day items: data/dashboard-listed.ts) and
  // the lists have a real order.
  const created = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1 - (i % 60), 12) -
      Math.floor(i / 60) * 60_000,
  ).toISOString();
  const expiryDate = new Date(Date.parse(created) + 90 * DAY_MS).toISOString();
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
  const email = `bench-${runId}-${i}@example.com`;
  const status = statusOf(i);
  const role = ROLES[i % ROLES.length]!;
  const submissionId = randomUUID();
  const file = {
    key: `${CV_KEY_PREFIXES.accepted}${id}/${randomUUID()}.pdf`,
    fileName: `cv-${i}.pdf`,
    contentType: 'application/pdf' as const,
    size: 48_213,
    uploadedAt: created,
  };
  const item: ResumeItem = {
    ...keys.user(id),
    ...indexKeys.resume({ id, createdAt: created, status, name }),
    ...indexKeys.resumeExpiry({ id, expiryDate }),
    id,
    name,
    email,
    role,
    jobTitles: [role],
    status,
    skills: ['TypeScript', 'AWS'],
    createdAt: created,
    updatedAt: created,
    expiryDate,
    isExpired: false,
    cv: { ...file, submissionId },
    consent: { acceptedAt: created, policyVersion: 'bench', source: 'careers' },
  };
  // The record's current CV is the accepted submission it names (data/resume-cv.ts): its file is
  // the one whose text the search indexes.
  const submission = {
    ...keys.submission(id, submissionId),
    id: submissionId,
    userId: id,
    source: 'careers',
    role,
    name,
    status: 'accepted',
    declared: {
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      maxBytes: 5_242_880,
    },
    quarantineKey: `${CV_KEY_PREFIXES.quarantine}${id}/${submissionId}`,
    file: { ...file, eTag: '"bench"' },
    requestedAt: created,
    decidedAt: created,
    expiresAt: new Date(Date.parse(created) + 90 * DAY_MS).toISOString(),
    tokenHash: 'bench',
  };
  const guard = {
    ...keys.emailGuard(email),
    ...indexKeys.resumeEmail({ id, email }),
    userId: id,
    createdAt: created,
  };
  return [item as unknown as Record<string, unknown>, guard, submission];
}

/** Writes `items` in one BatchWrite (at most 25), again for what DynamoDB leaves unprocessed. */
async function batchWrite(items: Record<string, unknown>[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 8) throw new Error('BatchWrite kept leaving items unprocessed');
    try {
      const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    } catch (err) {
      // The functions' 2 s wait, passed by a busy host's DynamoDB Local: the same puts again (idempotent).
      if ((err as Error).name !== 'TimeoutError') throw err;
    }
    if (requests.length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
  }
}

/**
 * Writes `items` (new items, or items to overwrite: no conditions) 25 per BatchWrite, six batches
 * at a time.
 */
export async function writeItems(items: readonly Record<string, unknown>[]): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await batchWrite(batches[next++]!);
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

/**
 * Adds resume records of indexes `from` … `from + count - 1` of this run and moves their counters.
 * Answers the records written (the bench's applications are theirs, bench/applications.ts).
 */
export async function seedCandidates(from: number, count: number, runId: string): Promise<ResumeItem[]> {
  const now = new Date();
  const items: Record<string, unknown>[] = [];
  const byStatus = new Map<ResumeStatus, number>();
  for (let i = from; i < from + count; i++) {
    items.push(...resumeItems(i, runId, now));
    const s = statusOf(i);
    byStatus.set(s, (byStatus.get(s) ?? 0) + 1);
  }
  await writeItems(items);
  // resumeItems answers the record, then its email guard and its current CV's submission.
  const records = items.filter((_, i) => i % 3 === 0) as unknown as ResumeItem[];
  const counted = [
    counterDelta(counters.resumes, count),
    ...[...byStatus].map(([s, n]) => counterDelta(counters.resumesByStatus(s), n)),
    ...listedDaysAddItems(records),
  ];
  for (let i = 0; i < counted.length; i += 100) await transact(counted.slice(i, i + 100));
  return records;
}

/** {@link seedCandidates}, answering how many were written. */
export async function seedResumes(from: number, count: number, runId: string): Promise<number> {
  return (await seedCandidates(from, count, runId)).length;
}

/**
 * Creates active postings until `total` are active (the local seed already made a few), each in
 * one of the seeded departments, as the admin form makes them.
 */
export async function seedJobPostings(total: number): Promise<number> {
  const active = counters.jobsByStatus('active');
  const have = (await readCounters([active]))[active] ?? 0;
  const missing = Math.max(0, total - have);
  const departments = (await listDepartments()).map((d) => d._id);
  for (let i = 0; i < missing; i++) {
    await createJobPosting({
      job_title: `${ROLES[i % ROLES.length]} (${i + 1})`,
      company: 'Cork Digital Solutions',
      departmentId: departments.length ? departments[i % departments.length]! : null,
      location: i % 2 ? 'Cork' : 'Cork (hybrid)',
      job_type: 'full-time',
      salary_range: '45,000 - 60,000',
      description:
        'Build and run cloud workloads for clients across Munster, in a small team that ships every week and teaches as it goes.',
      requirements: 'Two years of experience with TypeScript or Python and a public cloud.',
      responsibilities: 'Deliver features end to end; review designs; mentor trainees.',
      benefits: 'Hybrid working, training budget, pension contribution.',
      experience: i % 3 ? 'experienced' : 'fresher',
      status: 'active',
      deadline: null,
      contact_email: 'careers@corkcareers.local',
    });
  }
  return missing;
}
