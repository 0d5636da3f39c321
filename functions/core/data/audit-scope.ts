/**
 * The audit entries a request owes (docs/architecture.md#audit-log). `apiHandler` opens a scope for
 * each route the route table audits; the write that IS the change (the one its entity module sends
 * with db.ts's `AUDITED`) takes the pending entries into its own transaction, so the change and its
 * entry are written together or not at all. Other writes of the request never carry an entry,
 * whatever their order. A change made of several items (a batch) records one entry per item with
 * `auditing`, tied to that item's audited write only.
 *
 * No SDK and no db.ts import: db.ts reads this module.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditDetails } from '../../contract/schemas/audit.js';
import { indexKeys, keys } from './keys.js';

/** What a handler or domain function says about the change it makes. */
export interface AuditInput {
  action: AuditAction;
  targetId?: string;
  details?: AuditDetails;
}

/** An entry owed by a request, before it is stored. */
export interface PendingAudit extends AuditInput {
  id: string;
  /** ISO time the change was asked for. */
  at: string;
  actorId?: string;
  details: AuditDetails;
}

/** An audit entry as stored (keys included). */
export type AuditItem = Record<string, unknown> & { id: string; at: string; action: AuditAction };

interface Scope {
  actorId?: string;
  pending: PendingAudit[];
  parent?: Scope;
}

const storage = new AsyncLocalStorage<Scope>();

/** The kind of thing an action changes: notes, views, downloads and mails are about a resume. */
export function targetTypeOf(action: AuditAction): string {
  const prefix = action.split('.')[0]!;
  return ['cv', 'note', 'mail'].includes(prefix) ? 'resume' : prefix;
}

/** A new entry owed by `actorId` (none: the system), stamped now. */
export function pendingAudit(entry: AuditInput, actorId?: string): PendingAudit {
  return {
    ...entry,
    id: randomUUID(),
    at: new Date().toISOString(),
    ...(actorId ? { actorId } : {}),
    details: { ...entry.details },
  };
}

/** The stored item of one entry, with its list keys (month, target, actor, action). */
export function auditItem(entry: PendingAudit): AuditItem {
  return {
    ...keys.auditEntry(entry.at, entry.id),
    ...indexKeys.auditEntry(entry),
    type: 'audit',
    id: entry.id,
    at: entry.at,
    action: entry.action,
    ...(entry.actorId ? { actorId: entry.actorId } : {}),
    ...(entry.targetId ? { targetType: targetTypeOf(entry.action), targetId: entry.targetId } : {}),
    details: entry.details,
  };
}

/**
 * Runs `fn` in a request's audit scope for admin `actorId`, owing `first` (the route's entry).
 * Answers `fn`'s result and the entries no write took (a read such as a CV view, or a change
 * outside the table): the caller writes them once `fn` succeeded.
 */
export async function inAuditScope<T>(
  actorId: string | undefined,
  first: AuditInput | undefined,
  fn: () => Promise<T>,
): Promise<{ result: T; unwritten: PendingAudit[] }> {
  const scope: Scope = { actorId, pending: first ? [pendingAudit(first, actorId)] : [] };
  const result = await storage.run(scope, fn);
  return { result, unwritten: scope.pending };
}

/**
 * Runs `fn`, one item of a larger change, owing `entry`: the audited write inside `fn` carries it;
 * if `fn` throws or makes no audited write, the entry is dropped (nothing changed). Outside a request scope
 * (the sweep, tests) `fn` runs as is.
 */
export async function auditing<T>(entry: AuditInput, fn: () => Promise<T>): Promise<T> {
  const parent = storage.getStore();
  if (!parent) return fn();
  return storage.run({ actorId: parent.actorId, pending: [pendingAudit(entry, parent.actorId)], parent }, fn);
}

/**
 * Adds to the entry the current request still owes: `details` (before → after) and the target when
 * it is known only now (a created id). No-op outside a scope or once the entry is written.
 */
export function describeAudit(details: AuditDetails, targetId?: string): void {
  let scope = storage.getStore();
  while (scope && scope.pending.length === 0) scope = scope.parent;
  const entry = scope?.pending[0];
  if (!entry) return;
  Object.assign(entry.details, details);
  if (targetId && !entry.targetId) entry.targetId = targetId;
}

/** True when the current request still owes an entry: its audited write must be a transaction. */
export function auditOwed(): boolean {
  for (let scope = storage.getStore(); scope; scope = scope.parent) if (scope.pending.length) return true;
  return false;
}

/** Entries taken for one write, and how to give them back when it failed. */
export interface TakenAudit {
  items: AuditItem[];
  giveBack: () => void;
}

/**
 * Takes up to `room` entries owed by the current scope and its parents, as items for the write
 * about to be sent. Call `giveBack` when the write failed: the entries are owed again.
 */
export function takeAuditItems(room = Number.POSITIVE_INFINITY): TakenAudit {
  const taken: { scope: Scope; entry: PendingAudit }[] = [];
  for (let scope = storage.getStore(); scope; scope = scope.parent) {
    while (scope.pending.length && taken.length < room) taken.push({ scope, entry: scope.pending.shift()! });
  }
  return {
    items: taken.map((t) => auditItem(t.entry)),
    giveBack: () => {
      for (const t of taken.reverse()) t.scope.pending.unshift(t.entry);
    },
  };
}
