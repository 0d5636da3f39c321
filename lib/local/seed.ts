/**
 * Local seed data (idempotent, run on every `npm start`): the first super admin, the spec's fallback
 * job titles (docs/requirements.md#public-records), the fallback departments (docs/requirements.md#job-titles) and a few active job postings.
 * The catalogue is seeded once per data directory (a `META`/`SEED#v1` marker); the admin's password is
 * reset to the configured one on every start so the printed credentials always work.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { FALLBACK_DEPARTMENTS, FALLBACK_JOB_TITLES } from '../../functions/contract/catalog-defaults.js';
import { COMPANY } from '../../functions/contract/company.js';
import { adminPassword } from '../../functions/contract/schemas/auth.js';
import { type Department, EMPLOYMENT_TYPE_OF_JOB_TYPE } from '../../functions/contract/schemas/catalog.js';
import { dynamo } from '../../functions/core/clients.js';
import { getItem, tableName } from '../../functions/core/data/db.js';
import { createDepartment, listDepartments } from '../../functions/core/data/departments.js';
import { createJobPosting } from '../../functions/core/data/job-postings.js';
import { createJobTitle } from '../../functions/core/data/job-titles.js';
import { keys } from '../../functions/core/data/keys.js';
import { ensureAdminAccount } from '../../functions/core/domain/admins.js';
import { ConflictError } from '../../functions/core/errors.js';

export const SEED_VERSION = 'v1';

const CONTACT = COMPANY.careersEmail;

const POSTINGS = [
  {
    job_title: 'Cloud Engineer',
    department: 'engineering',
    job_type: 'full-time' as const,
    experience: 'experienced' as const,
    salary_range: '55,000 - 70,000',
    location: 'Cork (hybrid)',
    description:
      'Design, build and run AWS workloads for our clients across Munster: serverless APIs, data pipelines and the landing zones that keep them secure.',
    requirements:
      '3+ years with AWS; infrastructure as code (CDK or Terraform); TypeScript or Python; a calm approach to incidents.',
    responsibilities:
      'Deliver client cloud projects end to end; review designs; mentor trainees on our Cloud Computing track.',
    benefits: 'Hybrid working from our Cork office, training budget, pension contribution, health insurance.',
  },
  {
    job_title: 'Software Developer',
    department: 'engineering',
    job_type: 'full-time' as const,
    experience: 'fresher' as const,
    salary_range: '38,000 - 48,000',
    location: 'Cork',
    description:
      'Build web applications with React and Node.js for Irish SMEs, in a small team that ships every week.',
    requirements: 'A degree or our Web Development programme; JavaScript or TypeScript; Git; curiosity.',
    responsibilities:
      'Write, test and review features; talk with clients about what they need; keep the codebase tidy.',
    benefits: 'Structured mentoring, certification fees paid, 25 days annual leave.',
  },
  {
    job_title: 'Business Analyst',
    department: 'operations',
    job_type: 'contract' as const,
    experience: 'experienced' as const,
    salary_range: '450 - 550 per day',
    location: 'Cork / remote',
    description:
      'Map business processes for a regional logistics client and turn them into clear requirements for our developers.',
    requirements:
      'Process modelling (BPMN), workshop facilitation, written English that developers enjoy reading.',
    responsibilities: 'Run discovery workshops, write user stories, own acceptance criteria with the client.',
    benefits: '6-month contract with an option to extend.',
  },
  {
    job_title: 'Internship Program (6 months)',
    department: 'engineering',
    job_type: 'internship' as const,
    experience: 'fresher' as const,
    salary_range: '2,000 per month',
    location: 'Cork',
    description: 'Six months on real client projects alongside our engineers, with weekly training sessions.',
    requirements: 'Final-year student or recent graduate in computing or a related field.',
    responsibilities:
      'Pair with engineers on features, tests and documentation; present a project at the end.',
    benefits: 'Paid internship, placement assistance afterwards.',
  },
];

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  adminUserName?: string;
}

/**
 * Seeds the local stack; safe to run on every start. Throws if the admin password breaks the admin
 * password rule (docs/requirements.md#add-admin), so a weak configured password is caught at start, not at login.
 */
export async function seedLocalData(opts: SeedOptions): Promise<{ catalogueSeeded: boolean }> {
  const parsed = adminPassword.safeParse(opts.adminPassword);
  if (!parsed.success) throw new Error(`ADMIN_PASSWORD: ${parsed.error.issues[0]?.message}`);
  await ensureAdminAccount({
    user_name: opts.adminUserName ?? 'superadmin',
    email: opts.adminEmail,
    password: opts.adminPassword,
    role: 'super_admin',
  });
  if (await getItem(keys.seedMarker(SEED_VERSION), true)) return { catalogueSeeded: false };

  for (const name of FALLBACK_JOB_TITLES) await ignoreConflict(() => createJobTitle(name));
  const seededBy = { name: opts.adminUserName ?? 'superadmin', email: opts.adminEmail };
  for (const name of FALLBACK_DEPARTMENTS) await ignoreConflict(() => createDepartment(name, seededBy));
  const departments = new Map<string, Department>((await listDepartments()).map((d) => [d.name, d]));
  for (const { department, ...posting } of POSTINGS) {
    await createJobPosting({
      ...posting,
      company: COMPANY.name,
      employment_type: EMPLOYMENT_TYPE_OF_JOB_TYPE[posting.job_type],
      departmentId: departments.get(department)?._id ?? null,
      status: 'active',
      contact_email: CONTACT,
      deadline: null,
    });
  }
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.seedMarker(SEED_VERSION), at: new Date().toISOString() },
    }),
  );
  return { catalogueSeeded: true };
}

async function ignoreConflict(fn: () => Promise<unknown>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
  }
}
