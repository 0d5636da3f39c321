/**
 * The audit log's reads and its writes outside a change (docs/architecture.md#audit-log): the
 * entries of `GET /admin/audit`, a candidate's entries for the activity timeline, entries of reads
 * (CV views, downloads) and of system events (mails sent). Entries written with a change go through
 * audit-scope.ts and db.ts.
 */
import { utcDayEnd, utcDayStart } from '../../contract/dates.js';
import type { AuditEntry, AuditListResponse, AuditQuery } from '../../contract/schemas/audit.js';
import type { AdminItem } from './admins.js';
import { type AuditInput, auditItem, type PendingAudit, pendingAudit } from './audit-scope.js';
import { getItems, matchingPage, pageOf, putNew, queryAll, transact } from './db.js';
import { type Key, keys, partitions, ranges } from './keys.js';

type StoredEntry = Omit<AuditEntry, 'actorName' | 'targetName'>;

/** Writes entries no change took (reads, changes outside the table), each once. */
export async function writeAuditEntries(entries: readonly PendingAudit[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 100) {
    await transact(entries.slice(i, i + 100).map((e) => putNew(auditItem(e))));
  }
}

/**
 * Records an event of the system about a target (a mail sent to a candidate): no actor, or the
 * admin `actorId` whose request it finishes (a mail they wrote, sent by the outbox).
 */
export async function recordSystemEvent(entry: AuditInput, actorId?: string): Promise<void> {
  await writeAuditEntries([pendingAudit(entry, actorId)]);
}

/**
 * Records that admin `actorId` was shown passages of documents the candidates sent (a search hit's
 * `match` on `cv` or `coverLetters` text): one `cv.snippet` entry per record shown, with the field
 * as `details.field` and never the query (it may hold what was looked for, such as a PPS number).
 * Every CV view is audited (docs/requirements.md#audit-log); throws the table's error, so the
 * caller shows no passage it could not record.
 */
export async function recordSnippetsShown(
  actorId: string,
  shown: readonly { resumeId: string; field: string }[],
): Promise<void> {
  await writeAuditEntries(
    shown.map((s) =>
      pendingAudit({ action: 'cv.snippet', targetId: s.resumeId, details: { field: s.field } }, actorId),
    ),
  );
}

/** How far back a listing without `from` reads month partitions. */
const DEFAULT_MONTHS_BACK = 24;

/** The `YYYY-MM` months from `to` back to `from`, newest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let y = Number(to.slice(0, 4));
  let m = Number(to.slice(5, 7));
  const stop = from.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month < stop) break;
    months.push(month);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return months;
}

/**
 * Page `q.page` of the entries matching every filter of `q`, newest first. Reads the narrowest
 * partition the filters name (target, actor, action, else the months from `to` back to `from`) and
 * stops once the page is full: never a Scan.
 */
export async function listAuditEntries(
  q: AuditQuery,
  now = new Date(),
  targets: readonly string[] = q.target ? [q.target] : [],
): Promise<AuditListResponse> {
  const fromIso = q.from ? utcDayStart(q.from) : undefined;
  const toIso = q.to ? utcDayEnd(q.to) : undefined;
  const matches = (e: StoredEntry) =>
    (!q.actor || e.actorId === q.actor) &&
    (!q.action || e.action === q.action) &&
    (!q.target || targets.includes(e.targetId ?? '')) &&
    (!fromIso || e.at >= fromIso) &&
    (!toIso || e.at <= toIso);
  if (targets.length > 1) return entriesOfTargets(targets, q, matches);
  const sources = q.target
    ? [partitions.auditOfTarget(q.target)]
    : q.actor
      ? [partitions.auditByActor(q.actor)]
      : q.action
        ? [partitions.auditOfAction(q.action)]
        : monthsBetween(q.from ?? monthsAgo(now, DEFAULT_MONTHS_BACK), upTo(q.to, now)).map(
            ranges.auditOfMonth,
          );
  const { items, hasMore } = await matchingPage<StoredEntry>(sources, q, matches, {
    newestFirst: true,
    pageSize: 200,
  });
  const entries = await withTargetNames(await withActorNames(items.map(toEntry)));
  return { entries, pagination: { page: q.page, limit: q.limit, hasMore } };
}

/**
 * Page `q.page` of the matching entries about any of `targets` (the people a name stands for):
 * each target's entries read whole (one person's history is short), newest first across them.
 */
async function entriesOfTargets(
  targets: readonly string[],
  q: AuditQuery,
  matches: (e: StoredEntry) => boolean,
): Promise<AuditListResponse> {
  const all = (
    await Promise.all(
      targets.map((t) => queryAll<StoredEntry>(partitions.auditOfTarget(t), { newestFirst: true })),
    )
  )
    .flat()
    .filter(matches)
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
  const entries = await withTargetNames(await withActorNames(pageOf(all, q).map(toEntry)));
  return { entries, pagination: { page: q.page, limit: q.limit, hasMore: all.length > q.page * q.limit } };
}

/** Where an entry's target is named, by its type: the key of the item and the field holding the name. */
const NAMED_TARGETS: Record<string, readonly { key: (id: string) => Key; field: string }[]> = (() => {
  const candidate = { key: keys.user, field: 'name' };
  const posting = { key: keys.jobPosting, field: 'job_title' };
  return {
    resume: [candidate],
    user: [candidate],
    interview: [candidate],
    scorecard: [candidate],
    offer: [candidate],
    'job-posting': [posting],
    'interview-plan': [posting],
    application: [posting, candidate],
    admin: [{ key: keys.admin, field: 'user_name' }],
    department: [{ key: keys.department, field: 'name' }],
    'job-title': [{ key: keys.jobTitle, field: 'name' }],
  };
})();

/**
 * `entries` with the name their target has now (a candidate's name, a posting's title, an admin's
 * user name, a department or job title), read in one batch; a target erased or deleted since keeps
 * its id only. Entries store ids only (docs/architecture.md#audit-log).
 */
export async function withTargetNames<T extends { targetType?: string; targetId?: string }>(
  entries: T[],
): Promise<(T & { targetName?: string })[]> {
  const wanted = entries.flatMap((e) =>
    e.targetId ? (NAMED_TARGETS[e.targetType ?? ''] ?? []).map((t) => ({ ...t, id: e.targetId! })) : [],
  );
  const items = await getItems<Record<string, unknown>>(wanted.map((w) => w.key(w.id)));
  const names = new Map<string, string>();
  wanted.forEach((w, i) => {
    const name = items[i]?.[w.field];
    if (typeof name === 'string' && name && !names.has(w.id)) names.set(w.id, name);
  });
  return entries.map((e) => {
    const targetName = e.targetId ? names.get(e.targetId) : undefined;
    return targetName ? { ...e, targetName } : e;
  });
}

/** The last day to read: `to`, never after today (no entry is dated in the future). */
function upTo(to: string | undefined, now: Date): string {
  const today = now.toISOString().slice(0, 10);
  return to && to < today ? to : today;
}

function monthsAgo(now: Date, months: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return d.toISOString().slice(0, 10);
}

/** Every entry about `targetId` (a candidate's timeline), newest first. */
export async function auditEntriesOf(targetId: string): Promise<AuditEntry[]> {
  const items = await queryAll<StoredEntry>(partitions.auditOfTarget(targetId), { newestFirst: true });
  return withActorNames(items.map(toEntry));
}

function toEntry(e: StoredEntry): AuditEntry {
  return {
    id: e.id,
    at: e.at,
    ...(e.actorId ? { actorId: e.actorId } : {}),
    action: e.action,
    ...(e.targetType ? { targetType: e.targetType } : {}),
    ...(e.targetId ? { targetId: e.targetId } : {}),
    details: e.details ?? {},
  };
}

/**
 * The admins' user names of `entries`, read now (an admin deleted since keeps only the id):
 * entries store ids only (docs/architecture.md#audit-log).
 */
export async function withActorNames<T extends { actorId?: string }>(
  entries: T[],
): Promise<(T & { actorName?: string })[]> {
  const names = await adminNames(entries.map((e) => e.actorId));
  return entries.map((e) => {
    const actorName = e.actorId ? names.get(e.actorId) : undefined;
    return actorName ? { ...e, actorName } : e;
  });
}

/** User names of the admins `ids` (missing ones left out), in one batch read. */
export async function adminNames(ids: readonly (string | undefined)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const admins = await getItems<AdminItem>(unique.map((id) => keys.admin(id)));
  return new Map(admins.flatMap((a, i) => (a ? [[unique[i]!, a.user_name] as const] : [])));
}
