/**
 * The bench's applications (docs/architecture.md#applications-and-stages, #hiring-reports): seeded
 * candidates put into job postings, each application made by the product's own builders as "Add to
 * posting" and a later stage move make it (`addedApplication` of domain/pipeline.ts,
 * `newApplicationItems` and `applicationMoveReport` of data/applications.ts), then written in bulk
 * instead of one transaction each: the application items 25 per BatchWrite, and the ADD updates
 * those transactions carry (the posting's applicant count, the hiring report's day counters, a
 * rejection reason's uses) summed per item and sent once each. The table then holds what as many
 * real requests would have written, so the pipeline board and the hiring report read what they
 * would; 10,000 applications take seconds.
 *
 * Spread: applied over the last 28 days; sources careers form, Resume Assistant and none (added by
 * a recruiter); 40 % left at New, the rest moved later to the other seven stages (rejections with a
 * default reason). Not written: the copy of a candidate's applications on their record (the CV
 * list's column) and the CV status that follows the stages: neither is read by the board or the report.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SubmissionSource } from '../functions/contract/cv-policy.js';
import { RESUME_STATUSES, type ResumeStatus } from '../functions/contract/schemas/common.js';
import { DEFAULT_REJECT_REASONS } from '../functions/contract/schemas/reject-reasons.js';
import { dynamo } from '../functions/core/clients.js';
import { applicationMoveReport, newApplicationItems } from '../functions/core/data/applications.js';
import { type TransactItem, updateOf } from '../functions/core/data/db.js';
import type { JobPostingItem } from '../functions/core/data/job-postings.js';
import type { Key } from '../functions/core/data/keys.js';
import { listRejectReasons } from '../functions/core/data/reject-reasons.js';
import type { ResumeItem } from '../functions/core/data/resumes.js';
import { addedApplication } from '../functions/core/domain/pipeline.js';
import { writeItems } from './seed.js';

const HOUR_MS = 3_600_000;
const SOURCES: (SubmissionSource | undefined)[] = ['careers', 'assistant', undefined];
const MOVED_TO = RESUME_STATUSES.filter((s) => s !== 'new');

/** The stage the n-th application ends at: 40 % New, the rest spread over the other seven. */
const finalStage = (n: number): ResumeStatus => (n % 5 < 2 ? 'new' : MOVED_TO[n % MOVED_TO.length]!);

/**
 * The transaction items the product would write for the n-th bench application of `record` to
 * `posting` (`now`: epoch ms): added at New some hours before `now`, then, unless it stays New,
 * moved once to its final stage between then and `now`. The application's Put carries its final state.
 */
export function benchApplicationItems(
  record: ResumeItem,
  posting: Pick<JobPostingItem, 'id' | 'job_title'>,
  n: number,
  now: number,
): TransactItem[] {
  const appliedMs = now - (1 + ((n * 37) % (28 * 24))) * HOUR_MS;
  const source = SOURCES[n % SOURCES.length];
  const applied = addedApplication(
    { ...record, sources: new Set(source ? [source] : []) },
    posting as JobPostingItem,
    undefined,
    new Date(appliedMs).toISOString(),
    'new',
  );
  const [created, ...counted] = newApplicationItems(applied);
  const to = finalStage(n);
  if (to === 'new') return [created!, ...counted];
  const movedAt = new Date(appliedMs + ((now - appliedMs) * ((n % 5) + 1)) / 6).toISOString();
  const stored = created!.Put!.Item as typeof applied;
  const reason =
    to === 'rejected' ? DEFAULT_REJECT_REASONS[n % DEFAULT_REJECT_REASONS.length]!.id : undefined;
  const move = applicationMoveReport(stored, 'new', to, movedAt, reason);
  const moved = { ...stored, ...move.changes.set, stage: to, updatedAt: movedAt };
  return [{ Put: { ...created!.Put!, Item: moved } }, ...counted, ...move.items];
}

/**
 * Writes `items` in bulk: every Put's item by BatchWrite, every Update (which must be ADD only) summed
 * per key and attribute and sent once. Conditions are dropped: the puts are new items of fresh ids,
 * and the updates' items are counters or reasons known to exist.
 *
 * @throws Error for a Delete, a ConditionCheck or an Update that is not ADD only.
 */
export async function writeInBulk(
  items: readonly TransactItem[],
): Promise<{ puts: number; updates: number }> {
  const puts: Record<string, unknown>[] = [];
  const sums = new Map<string, { key: Key; add: Record<string, number> }>();
  for (const t of items) {
    if (t.Put) {
      puts.push(t.Put.Item as Record<string, unknown>);
      continue;
    }
    const clause = /^ADD (.+)$/.exec(t.Update?.UpdateExpression ?? '')?.[1];
    if (!t.Update || !clause) throw new Error(`not written in bulk: ${JSON.stringify(t).slice(0, 200)}`);
    const key = t.Update.Key as Key;
    const id = `${key.pk}\u0000${key.sk}`;
    const entry = sums.get(id) ?? { key: { pk: key.pk, sk: key.sk }, add: {} };
    sums.set(id, entry);
    for (const part of clause.split(', ')) {
      const [name, value] = part.split(' ') as [string, string];
      const attr = t.Update.ExpressionAttributeNames?.[name];
      const delta = t.Update.ExpressionAttributeValues?.[value];
      if (!attr || typeof delta !== 'number') throw new Error(`not a number added: ${part}`);
      entry.add[attr] = (entry.add[attr] ?? 0) + delta;
    }
  }
  await writeItems(puts);
  const updates = [...sums.values()];
  let next = 0;
  const worker = async () => {
    while (next < updates.length) {
      const u = updates[next++]!;
      await dynamo().send(new UpdateCommand(updateOf(u.key, { add: u.add })));
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { puts: puts.length, updates: updates.length };
}

/**
 * Puts each of `records` into each of `postings` (`records.length × postings.length` applications;
 * `first`: the number of the first, which sets its date, source and stage). The default rejection
 * reasons are written first when the site has none yet, as the first read of the list writes them.
 */
export async function seedApplications(
  records: readonly ResumeItem[],
  postings: readonly Pick<JobPostingItem, 'id' | 'job_title'>[],
  first = 0,
): Promise<number> {
  await listRejectReasons();
  const now = Date.now();
  const items: TransactItem[] = [];
  let n = first;
  for (const posting of postings)
    for (const record of records) items.push(...benchApplicationItems(record, posting, n++, now));
  await writeInBulk(items);
  return n - first;
}
